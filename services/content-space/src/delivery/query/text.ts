import { isRecord } from '../../model/field-values';

/** All human-readable text inside a value: strings, string arrays and rich text documents. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(' ');
  if (isRecord(value)) {
    if (value.nodeType === 'text' && typeof value.value === 'string') return value.value;
    if (Array.isArray(value.content)) return textOf(value.content);
  }
  return '';
}

/**
 * Contentful's full-text matching, case-insensitively: every whitespace-separated term of the query
 * must occur in the text (terms may be parts of words, as `[match]=yan` finds "Nyan Cat").
 */
export function matchesText(text: string, query: string): boolean {
  const terms = query.toLowerCase().split(/\s+/).filter((term) => term.length > 0);
  if (terms.length === 0) return true;
  const haystack = text.toLowerCase();
  return terms.every((term) => haystack.includes(term));
}
