/**
 * Tokenisation and normalisation shared by indexing, querying and highlighting: words are runs of
 * letters and digits; case and accents are folded ("Crêpe" → "crepe"). Words joined by a hyphen
 * or apostrophe ("T-Shirt", "O'Neill") also give their concatenation ("tshirt", "oneill") at the
 * first part's position, so either spelling finds them.
 */

/** Folded form of a non-ASCII code point: its letters/digits, '' for a combining mark, null for a separator. */
const foldCache = new Map<number, string | null>();
const wordPattern = /^[\p{L}\p{N}]+$/u;
const markPattern = /^\p{M}+$/u;

function foldCodePoint(codePoint: number): string | null {
  const cached = foldCache.get(codePoint);
  if (cached !== undefined) return cached;
  const char = String.fromCodePoint(codePoint);
  let folded: string | null;
  if (markPattern.test(char)) folded = '';
  else {
    const plain = char.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    folded = plain.length > 0 && wordPattern.test(plain) ? plain : null;
  }
  if (foldCache.size < 65_536) foldCache.set(codePoint, folded);
  return folded;
}

function isAsciiWord(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
}

function isJoiner(code: number): boolean {
  return code === 45 /* - */ || code === 39 /* ' */ || code === 0x2019 /* ’ */;
}

function foldSlice(text: string, start: number, end: number): string {
  let out = '';
  for (let i = start; i < end; ) {
    const codePoint = text.codePointAt(i)!;
    const size = codePoint > 0xffff ? 2 : 1;
    if (codePoint < 128) out += String.fromCharCode(codePoint >= 65 && codePoint <= 90 ? codePoint + 32 : codePoint);
    else out += foldCodePoint(codePoint) ?? '';
    i += size;
  }
  return out;
}

export interface TokenVisitor {
  /** A word: its folded form, its UTF-16 offsets in the text, and whether it is a compound alias. */
  (norm: string, start: number, end: number, compound: boolean): void;
}

/** Calls `visit` for every word of `text` in order; compounds come right after their last part. */
export function scanTokens(text: string, visit: TokenVisitor): void {
  const length = text.length;
  let i = 0;
  // The compound being built: its folded text, its start, the end of its last part and its part count.
  let compound = '';
  let compoundStart = -1;
  let previousEnd = -2;
  let parts = 0;
  while (i < length) {
    const code = text.charCodeAt(i);
    let start = -1;
    if (code < 128) {
      if (isAsciiWord(code)) start = i;
    } else {
      const codePoint = text.codePointAt(i)!;
      const folded = foldCodePoint(codePoint);
      if (folded !== null && folded !== '') start = i;
    }
    if (start < 0) {
      i++;
      continue;
    }
    let ascii = true;
    let j = start;
    while (j < length) {
      const c = text.charCodeAt(j);
      if (c < 128) {
        if (!isAsciiWord(c)) break;
        j++;
        continue;
      }
      const codePoint = text.codePointAt(j)!;
      if (foldCodePoint(codePoint) === null) break;
      ascii = false;
      j += codePoint > 0xffff ? 2 : 1;
    }
    const norm = ascii ? text.slice(start, j).toLowerCase() : foldSlice(text, start, j);
    visit(norm, start, j, false);
    // A single joiner between this word and the previous one continues a compound.
    if (previousEnd === start - 1 && isJoiner(text.charCodeAt(previousEnd))) {
      compound += norm;
      parts++;
    } else {
      if (parts > 1) visit(compound, compoundStart, previousEnd, true);
      compound = norm;
      compoundStart = start;
      parts = 1;
    }
    previousEnd = j;
    i = j;
  }
  if (parts > 1) visit(compound, compoundStart, previousEnd, true);
}

/** The plain words of a text, folded, in order (no compounds): how a query is split. */
export function words(text: string): string[] {
  const out: string[] = [];
  scanTokens(text, (norm, _start, _end, compound) => {
    if (!compound) out.push(norm);
  });
  return out;
}

/** Folds case and accents of a whole string without splitting it (facet-value search, comparisons). */
export function foldText(text: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}
