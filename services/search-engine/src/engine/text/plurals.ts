/**
 * English plurals (`ignorePlurals`). Two words are plural-equivalent when their key sets meet:
 * a word's keys are itself plus the singular forms its ending allows ("dresses" → dresses,
 * dresse, dress; "hoodies" → hoodies, hoodie, hoody; "scarves" → scarves, scarve, scarf, scarfe).
 * Keys need not be real words; they only have to meet for a singular and its plural.
 */

const irregular: Readonly<Record<string, string>> = {
  men: 'man',
  women: 'woman',
  children: 'child',
  feet: 'foot',
  teeth: 'tooth',
  mice: 'mouse',
  people: 'person',
  geese: 'goose',
};

/** Words ending in s that are not plurals of the word without it. */
const notPlural = new Set([
  'news', 'series', 'species', 'lens', 'gas', 'yes', 'this', 'his', 'its', 'was', 'has', 'is', 'us', 'always', 'perhaps',
  'plus', 'minus', 'canvas', 'atlas', 'chaos', 'bias', 'iris', 'basis', 'thus', 'whereas', 'towards', 'afterwards',
  'christmas', 'physics', 'maths', 'dais', 'lotus', 'cactus', 'focus', 'bonus', 'virus', 'status', 'campus', 'corpus',
]);

export function pluralKeys(word: string): string[] {
  const keys = [word];
  const singular = irregular[word];
  if (singular) keys.push(singular);
  // "ie" and "y" endings share a key, so hoodie/hoodies/hoody meet.
  if (word.length > 3 && word.endsWith('ie')) keys.push(`${word.slice(0, -2)}y`);
  if (word.length <= 3 || !word.endsWith('s') || notPlural.has(word)) return keys;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return keys;
  const stem = word.slice(0, -1);
  keys.push(stem);
  if (word.endsWith('ies') && word.length > 4) keys.push(`${word.slice(0, -3)}y`);
  else if (word.endsWith('ves')) keys.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  else if (word.endsWith('es')) keys.push(word.slice(0, -2));
  const irregularStem = irregular[stem];
  if (irregularStem) keys.push(irregularStem);
  return keys;
}

export function arePluralEquivalent(a: string, b: string): boolean {
  if (a === b) return true;
  const keys = new Set(pluralKeys(a));
  return pluralKeys(b).some((key) => keys.has(key));
}
