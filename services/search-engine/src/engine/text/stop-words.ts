/** English stop words, removed from queries when `removeStopWords` asks for it. */
export const englishStopWords: ReadonlySet<string> = new Set([
  'a', 'about', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'for', 'from', 'has', 'have', 'i', 'in', 'into', 'is', 'it',
  'its', 'of', 'on', 'or', 'our', 'that', 'the', 'their', 'then', 'there', 'these', 'this', 'to', 'was', 'were', 'what',
  'when', 'where', 'which', 'who', 'will', 'with', 'you', 'your',
]);
