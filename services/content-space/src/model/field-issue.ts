/**
 * One problem with a document's values, shaped like an entry of Contentful's validation error
 * `details.errors`: a rule name ('required', 'size', 'in', 'unknown', 'type', …), the path into
 * the document (`['fields', fieldId, locale, …]`) and a readable description, plus rule specifics.
 */
export interface FieldIssue {
  name: string;
  path: (string | number)[];
  details: string;
  [extra: string]: unknown;
}
