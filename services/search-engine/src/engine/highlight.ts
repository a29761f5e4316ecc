import { attributeReader, type JsonRecord } from './attributes';
import type { TextMatch } from './text/text-index';
import { foldText, scanTokens } from './text/tokenize';
import type { Vocabulary } from './text/vocabulary';

/**
 * _highlightResult and _snippetResult: the record's text with the words the query matched wrapped
 * in the highlight tags. A word matched as a prefix is highlighted over the typed length only
 * ("<em>dre</em>sses"); typo, plural and compound matches are highlighted whole.
 */

export type MatchLevel = 'none' | 'partial' | 'full';
export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}
export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}
export type HighlightTree = HighlightResult | HighlightTree[] | { [key: string]: HighlightTree };
export type SnippetTree = SnippetResult | SnippetTree[] | { [key: string]: SnippetTree };

export interface HighlightOptions {
  preTag: string;
  postTag: string;
  ellipsis: string;
  /** Only return array elements that matched. */
  restrictArrays: boolean;
}

/** For each indexed term the query matched: which query words it matches and whether only as a prefix. */
export class QueryHighlighter {
  private readonly terms = new Map<string, { words: number[]; prefixOnly: boolean }>();
  readonly wordTexts: readonly string[];

  constructor(match: TextMatch | null, vocabulary: Vocabulary | undefined) {
    this.wordTexts = match ? match.queryWords.map((word) => word.text) : [];
    if (!match || !vocabulary) return;
    match.alternatives.forEach((alternatives, wordIndex) => {
      for (let i = 0; i < alternatives.ids.length; i++) {
        const term = vocabulary.terms[alternatives.ids[i]!]!;
        const entry = this.terms.get(term);
        const prefixOnly = alternatives.prefixOnly[i] === 1 && alternatives.typos[i] === 0;
        if (entry) {
          if (!entry.words.includes(wordIndex)) entry.words.push(wordIndex);
          if (!prefixOnly) entry.prefixOnly = false;
        } else this.terms.set(term, { words: [wordIndex], prefixOnly });
      }
    });
  }

  get active(): boolean {
    return this.wordTexts.length > 0;
  }

  /** Highlighted spans of `text` ([start, end) in UTF-16 units) and the query words found. */
  spans(text: string): { spans: [number, number][]; words: Set<number>; tokens: { start: number; end: number; highlighted: boolean }[] } {
    const spans: [number, number][] = [];
    const found = new Set<number>();
    const tokens: { start: number; end: number; highlighted: boolean }[] = [];
    scanTokens(text, (norm, start, end, compound) => {
      const entry = this.terms.get(norm);
      if (!compound) tokens.push({ start, end, highlighted: false });
      if (!entry) return;
      for (const word of entry.words) found.add(word);
      let spanEnd = end;
      if (entry.prefixOnly && !compound) {
        // Highlight the typed prefix only: the longest query word this term starts with.
        const typed = Math.max(...entry.words.map((word) => (norm.startsWith(this.wordTexts[word]!) ? this.wordTexts[word]!.length : norm.length)));
        spanEnd = originalEnd(text, start, end, typed);
      }
      spans.push([start, spanEnd]);
      if (compound) for (const token of tokens) if (token.start >= start && token.end <= end) token.highlighted = true;
      if (!compound && spanEnd === end) tokens[tokens.length - 1]!.highlighted = true;
    });
    return { spans: mergeSpans(spans), words: found, tokens };
  }
}

/** The offset in `text` after the first `length` folded characters of the word at [start, end). */
function originalEnd(text: string, start: number, end: number, length: number): number {
  let folded = 0;
  let i = start;
  while (i < end && folded < length) {
    const codePoint = text.codePointAt(i)!;
    const size = codePoint > 0xffff ? 2 : 1;
    folded += foldText(String.fromCodePoint(codePoint)).length;
    i += size;
  }
  return i;
}

function mergeSpans(spans: [number, number][]): [number, number][] {
  if (spans.length < 2) return spans;
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const out: [number, number][] = [spans[0]!];
  for (const span of spans.slice(1)) {
    const last = out[out.length - 1]!;
    if (span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else out.push(span);
  }
  return out;
}

function wrap(text: string, spans: readonly [number, number][], options: HighlightOptions, from = 0, to = text.length): string {
  let out = '';
  let at = from;
  for (const [start, end] of spans) {
    if (end <= from || start >= to) continue;
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    out += text.slice(at, s) + options.preTag + text.slice(s, e) + options.postTag;
    at = e;
  }
  return out + text.slice(at, to);
}

function level(found: number, total: number): MatchLevel {
  if (found === 0 || total === 0) return 'none';
  return found >= total ? 'full' : 'partial';
}

function highlightString(text: string, highlighter: QueryHighlighter, options: HighlightOptions): HighlightResult {
  if (!highlighter.active) return { value: text, matchLevel: 'none', matchedWords: [] };
  const { spans, words, tokens } = highlighter.spans(text);
  const matchedWords = [...words].sort((a, b) => a - b).map((index) => highlighter.wordTexts[index]!);
  const result: HighlightResult = { value: wrap(text, spans, options), matchLevel: level(words.size, highlighter.wordTexts.length), matchedWords };
  if (result.matchLevel !== 'none') result.fullyHighlighted = tokens.length > 0 && tokens.every((token) => token.highlighted);
  return result;
}

function snippetString(text: string, wordsWanted: number, highlighter: QueryHighlighter, options: HighlightOptions): SnippetResult {
  const { spans, words, tokens } = highlighter.active ? highlighter.spans(text) : { spans: [], words: new Set<number>(), tokens: plainTokens(text) };
  const matchLevel = level(words.size, highlighter.wordTexts.length);
  if (tokens.length <= wordsWanted) return { value: wrap(text, spans, options), matchLevel };
  const firstMatch = spans.length > 0 ? Math.max(0, tokens.findIndex((token) => token.end > spans[0]![0])) : 0;
  let first = Math.max(0, firstMatch - Math.floor((wordsWanted - 1) / 2));
  const last = Math.min(tokens.length, first + wordsWanted);
  first = Math.max(0, last - wordsWanted);
  const from = first === 0 ? 0 : tokens[first]!.start;
  const to = last === tokens.length ? text.length : tokens[last - 1]!.end;
  const value = (first > 0 ? options.ellipsis : '') + wrap(text, spans, options, from, to) + (last < tokens.length ? options.ellipsis : '');
  return { value, matchLevel };
}

function plainTokens(text: string): { start: number; end: number; highlighted: boolean }[] {
  const tokens: { start: number; end: number; highlighted: boolean }[] = [];
  scanTokens(text, (_norm, start, end, compound) => {
    if (!compound) tokens.push({ start, end, highlighted: false });
  });
  return tokens;
}

function walk<T>(value: unknown, leaf: (text: string) => T | undefined, restrictArrays: boolean, matched: (result: T) => boolean): unknown {
  if (typeof value === 'string') return leaf(value);
  if (typeof value === 'number') return leaf(String(value));
  if (Array.isArray(value)) {
    const items = value.map((item) => walk(item, leaf, restrictArrays, matched)).filter((item) => item !== undefined);
    return restrictArrays ? items.filter((item) => !isLeaf(item) || matched(item as T)) : items;
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      const result = walk(child, leaf, restrictArrays, matched);
      if (result !== undefined) out[key] = result;
    }
    return out;
  }
  return undefined;
}

function isLeaf(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && 'matchLevel' in value;
}

/** Sets `tree[path]` following dotted segments. */
function assign(tree: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split('.');
  let node = tree;
  segments.slice(0, -1).forEach((segment) => {
    if (!node[segment] || typeof node[segment] !== 'object') node[segment] = {};
    node = node[segment] as Record<string, unknown>;
  });
  node[segments[segments.length - 1]!] = value;
}

function read(record: JsonRecord, path: string): unknown {
  if (!path.includes('.')) return record[path];
  const values = attributeReader(path)(record);
  return values.length === 1 ? values[0] : values.length === 0 ? undefined : values;
}

export function highlightRecord(
  record: JsonRecord,
  attributes: readonly string[],
  highlighter: QueryHighlighter,
  options: HighlightOptions,
): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const path of expandAll(record, attributes)) {
    const value = read(record, path);
    if (value === undefined || value === null) continue;
    const result = walk(value, (text) => highlightString(text, highlighter, options), options.restrictArrays, (item: HighlightResult) => item.matchLevel !== 'none');
    if (result !== undefined) assign(tree, path, result);
  }
  return tree;
}

export function snippetRecord(
  record: JsonRecord,
  attributes: readonly string[],
  highlighter: QueryHighlighter,
  options: HighlightOptions,
): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const entry of attributes) {
    const colon = entry.lastIndexOf(':');
    const count = colon > 0 ? Number(entry.slice(colon + 1)) : Number.NaN;
    const name = colon > 0 && Number.isInteger(count) ? entry.slice(0, colon) : entry;
    const wanted = Number.isInteger(count) && count > 0 ? count : 10;
    for (const path of expandAll(record, [name])) {
      const value = read(record, path);
      if (value === undefined || value === null) continue;
      const result = walk(value, (text) => snippetString(text, wanted, highlighter, options), options.restrictArrays, (item: SnippetResult) => item.matchLevel !== 'none');
      if (result !== undefined) assign(tree, path, result);
    }
  }
  return tree;
}

function expandAll(record: JsonRecord, attributes: readonly string[]): string[] {
  if (!attributes.includes('*')) return [...attributes];
  return Object.keys(record).filter((key) => key !== 'objectID' && !key.startsWith('_'));
}
