import { pluralKeys } from './plurals';

/** A run of term ids [lo, hi) that a query word matches with `typos` typos. */
export interface TermRange {
  lo: number;
  hi: number;
  typos: number;
}

/**
 * The sorted list of distinct indexed words. Term ids are positions in it, so every prefix is a
 * contiguous id range and the list doubles as an implicit trie: typo-tolerant lookup walks it
 * depth-first with a Damerau-Levenshtein (optimal string alignment) row per prefix, pruning
 * branches whose best cell already exceeds the allowed typos.
 */
export class Vocabulary {
  readonly terms: readonly string[];
  private readonly byPluralKey = new Map<string, number[]>();
  private readonly ids = new Map<string, number>();

  constructor(sortedTerms: readonly string[]) {
    this.terms = sortedTerms;
    sortedTerms.forEach((term, id) => {
      this.ids.set(term, id);
      for (const key of pluralKeys(term)) {
        const list = this.byPluralKey.get(key);
        if (list) list.push(id);
        else this.byPluralKey.set(key, [id]);
      }
    });
  }

  get size(): number {
    return this.terms.length;
  }

  id(term: string): number | undefined {
    return this.ids.get(term);
  }

  /** Term ids plural-equivalent to `word` (itself included when indexed). */
  pluralAlternatives(word: string): number[] {
    const found = new Set<number>();
    for (const key of pluralKeys(word)) for (const id of this.byPluralKey.get(key) ?? []) found.add(id);
    return [...found];
  }

  /** Ids of the terms starting with `prefix`. */
  prefixRange(prefix: string): TermRange {
    const lo = this.lowerBound(prefix, 0, this.terms.length);
    const hi = this.lowerBound(`${prefix}\uffff`, lo, this.terms.length);
    return { lo, hi, typos: 0 };
  }

  /**
   * Terms within `maxTypos` of `word` (whole words), or, with `prefix`, the terms with a prefix
   * within `maxTypos` of it. Ranges may overlap; callers keep the fewest typos per term.
   */
  fuzzy(word: string, maxTypos: number, prefix: boolean): TermRange[] {
    const out: TermRange[] = [];
    if (maxTypos <= 0 || this.terms.length === 0) return out;
    const m = word.length;
    const query = new Int32Array(m);
    for (let j = 0; j < m; j++) query[j] = word.charCodeAt(j);
    const first = new Int32Array(m + 1);
    for (let j = 0; j <= m; j++) first[j] = j;
    this.walk(query, maxTypos, prefix, 0, 0, this.terms.length, first, first, -1, out);
    return out;
  }

  private walk(
    query: Int32Array,
    maxTypos: number,
    prefix: boolean,
    depth: number,
    lo: number,
    hi: number,
    row: Int32Array,
    previousRow: Int32Array,
    previousChar: number,
    out: TermRange[],
  ): void {
    const m = query.length;
    const distance = row[m]!;
    let start = lo;
    if (this.terms[lo]!.length === depth) {
      // The prefix itself is a term.
      if (!prefix && distance <= maxTypos) out.push({ lo, hi: lo + 1, typos: distance });
      start = lo + 1;
    }
    if (prefix && distance <= maxTypos) {
      out.push({ lo, hi, typos: distance });
      if (distance === 0) return;
    }
    let best = Number.MAX_SAFE_INTEGER;
    for (let j = 0; j <= m; j++) if (row[j]! < best) best = row[j]!;
    // Going deeper can only help when some cell is still under the limit, and (for prefixes) under what we already have.
    if (best > maxTypos || (prefix && distance <= maxTypos && best >= distance)) return;
    let k = start;
    while (k < hi) {
      const char = this.terms[k]!.charCodeAt(depth);
      const end = this.groupEnd(k, hi, depth, char);
      const next = new Int32Array(m + 1);
      next[0] = depth + 1;
      let nextBest = next[0]!;
      for (let j = 1; j <= m; j++) {
        const cost = query[j - 1] === char ? 0 : 1;
        let value = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + cost);
        if (j > 1 && depth > 0 && query[j - 1] === previousChar && query[j - 2] === char) value = Math.min(value, previousRow[j - 2]! + 1);
        next[j] = value;
        if (value < nextBest) nextBest = value;
      }
      if (nextBest <= maxTypos) this.walk(query, maxTypos, prefix, depth + 1, k, end, next, row, char, out);
      k = end;
    }
  }

  /** First index in [lo, hi) whose character at `depth` is above `char` (terms there share the prefix). */
  private groupEnd(lo: number, hi: number, depth: number, char: number): number {
    let a = lo + 1;
    let b = hi;
    while (a < b) {
      const mid = (a + b) >>> 1;
      if (this.terms[mid]!.charCodeAt(depth) <= char) a = mid + 1;
      else b = mid;
    }
    return a;
  }

  private lowerBound(value: string, lo: number, hi: number): number {
    let a = lo;
    let b = hi;
    while (a < b) {
      const mid = (a + b) >>> 1;
      if (this.terms[mid]! < value) a = mid + 1;
      else b = mid;
    }
    return a;
  }
}
