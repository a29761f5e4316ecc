import { attributeReader, facetValues, type JsonRecord } from '../attributes';
import { createBitset, type Bitset } from '../bitset';
import { foldText, words } from '../text/tokenize';

/**
 * One facet attribute over a snapshot: its distinct values, each record's values (CSR), each
 * value's records (CSR, ascending) and the whole-index counts. Bitsets of the values with many
 * records are cached; small ones are set bit by bit from their postings.
 */
export class FacetColumn {
  readonly values: string[] = [];
  /** Records per value over the whole index. */
  readonly totals: Int32Array;
  readonly docStart: Int32Array;
  readonly docValues: Int32Array;
  readonly valueStart: Int32Array;
  readonly valueDocs: Int32Array;
  /** True when every value comes from a number (facets_stats are answered for such facets). */
  readonly numeric: boolean;
  private readonly byFolded = new Map<string, number[]>();
  private readonly bitsets = new Map<number, Bitset>();
  private valueWords: string[][] | undefined;
  private single: Int32Array | null | undefined;
  private readonly docCount: number;

  constructor(docs: readonly JsonRecord[], attribute: string) {
    this.docCount = docs.length;
    const ids = new Map<string, number>();
    const docStart = new Int32Array(docs.length + 1);
    const collected: number[] = [];
    let numeric = true;
    let sawValue = false;
    const reader = attributeReader(attribute);
    for (let doc = 0; doc < docs.length; doc++) {
      const record = docs[doc]!;
      const raw = reader(record);
      const seen: number[] = [];
      for (const value of facetValues(record, attribute)) {
        let id = ids.get(value);
        if (id === undefined) {
          id = this.values.length;
          ids.set(value, id);
          this.values.push(value);
        }
        if (!seen.includes(id)) seen.push(id);
      }
      if (seen.length > 0) {
        sawValue = true;
        if (numeric && raw.some((value) => typeof value !== 'number')) numeric = false;
      }
      for (const id of seen) collected.push(id);
      docStart[doc + 1] = collected.length;
    }
    this.numeric = sawValue && numeric;
    this.docStart = docStart;
    this.docValues = Int32Array.from(collected);
    const totals = new Int32Array(this.values.length);
    for (const id of collected) totals[id]!++;
    this.totals = totals;
    const valueStart = new Int32Array(this.values.length + 1);
    for (let id = 0; id < this.values.length; id++) valueStart[id + 1] = valueStart[id]! + totals[id]!;
    const fill = valueStart.slice(0, this.values.length);
    const valueDocs = new Int32Array(collected.length);
    for (let doc = 0; doc < docs.length; doc++) {
      for (let k = docStart[doc]!; k < docStart[doc + 1]!; k++) valueDocs[fill[this.docValues[k]!]!++] = doc;
    }
    this.valueStart = valueStart;
    this.valueDocs = valueDocs;
    this.values.forEach((value, id) => {
      const folded = foldText(value);
      const list = this.byFolded.get(folded);
      if (list) list.push(id);
      else this.byFolded.set(folded, [id]);
    });
  }

  /** Value ids equal to `value` ignoring case and accents (Algolia's facet filters ignore case). */
  idsFor(value: string): readonly number[] {
    return this.byFolded.get(foldText(value)) ?? [];
  }

  /** Value ids equal to `value` exactly (objectID filters are case-sensitive). */
  exactIdsFor(value: string): readonly number[] {
    return this.idsFor(value).filter((id) => this.values[id] === value);
  }

  /** Sets in `target` the records holding value `id`. */
  orValueInto(target: Bitset, id: number): void {
    const cached = this.bitsets.get(id);
    if (cached) {
      for (let i = 0; i < target.length; i++) target[i]! |= cached[i]!;
      return;
    }
    const start = this.valueStart[id]!;
    const end = this.valueStart[id + 1]!;
    if (end - start > this.docCount >>> 6) {
      const bits = createBitset(this.docCount);
      for (let k = start; k < end; k++) {
        const doc = this.valueDocs[k]!;
        bits[doc >>> 5]! |= 1 << (doc & 31);
      }
      this.bitsets.set(id, bits);
      for (let i = 0; i < target.length; i++) target[i]! |= bits[i]!;
      return;
    }
    for (let k = start; k < end; k++) {
      const doc = this.valueDocs[k]!;
      target[doc >>> 5]! |= 1 << (doc & 31);
    }
  }

  /** Counts per value over the records in `candidates` (with `candidateCount` members). */
  count(candidates: Bitset, candidateCount: number, counts: Int32Array): void {
    counts.set(countFacetColumns([this], candidates, candidateCount)[0]!);
  }

  /** Records in the index. */
  get size(): number {
    return this.docCount;
  }

  /**
   * Whether counting `candidateCount` candidates is cheaper by popcounting each value's bitset
   * than by walking the records (or the records outside them, when fewer).
   */
  prefersPopcount(candidateCount: number, bitsetWords: number): boolean {
    const walked = Math.min(candidateCount, this.docCount - candidateCount);
    const valuesPerDoc = this.docValues.length / Math.max(1, this.docCount);
    return this.values.length <= 256 && this.values.length * bitsetWords * 2 < walked * valuesPerDoc;
  }

  /** Each record's only value id (-1 for none), or null when some record holds two values. */
  singleValues(): Int32Array | null {
    if (this.single === undefined) {
      const single = new Int32Array(this.docCount).fill(-1);
      let ok = true;
      for (let doc = 0; doc < this.docCount && ok; doc++) {
        const start = this.docStart[doc]!;
        const end = this.docStart[doc + 1]!;
        if (end - start > 1) ok = false;
        else if (end > start) single[doc] = this.docValues[start]!;
      }
      this.single = ok ? single : null;
    }
    return this.single;
  }

  /** The bitset of the records holding value `id` (cached). */
  valueBits(id: number): Bitset {
    let bits = this.bitsets.get(id);
    if (!bits) {
      bits = createBitset(this.docCount);
      for (let k = this.valueStart[id]!; k < this.valueStart[id + 1]!; k++) {
        const doc = this.valueDocs[k]!;
        bits[doc >>> 5]! |= 1 << (doc & 31);
      }
      this.bitsets.set(id, bits);
    }
    return bits;
  }

  /** Folded words of each value, for facet-value search. */
  wordsOf(id: number): readonly string[] {
    if (!this.valueWords) this.valueWords = this.values.map((value) => words(value));
    return this.valueWords[id]!;
  }
}

function intersectionSize(a: Bitset, b: Bitset): number {
  let count = 0;
  for (let i = 0; i < a.length; i++) {
    let v = a[i]! & b[i]!;
    if (v === 0) continue;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
  }
  return count;
}

/**
 * Counts per value of several facets over the same candidates. Facets with few values over many
 * candidates popcount their value bitsets; the others share ONE walk over the candidate records
 * (or over the records outside them, when fewer, subtracting from the totals), so ten facets
 * cost one pass, and single-valued facets skip the per-record value lists.
 */
export function countFacetColumns(columns: readonly FacetColumn[], candidates: Bitset, candidateCount: number): Int32Array[] {
  const results = columns.map((column) => new Int32Array(column.values.length));
  const singles: Array<{ values: Int32Array; counts: Int32Array }> = [];
  const multis: Array<{ docStart: Int32Array; docValues: Int32Array; counts: Int32Array }> = [];
  const walked: number[] = [];
  let docCount = 0;
  columns.forEach((column, index) => {
    const counts = results[index]!;
    docCount = column.size;
    if (candidateCount === 0) return;
    if (candidateCount === column.size) {
      counts.set(column.totals);
      return;
    }
    if (column.prefersPopcount(candidateCount, candidates.length)) {
      for (let id = 0; id < column.values.length; id++) counts[id] = intersectionSize(column.valueBits(id), candidates);
      return;
    }
    walked.push(index);
    const single = column.singleValues();
    if (single) singles.push({ values: single, counts });
    else multis.push({ docStart: column.docStart, docValues: column.docValues, counts });
  });
  if (walked.length === 0) return results;
  const complement = candidateCount > docCount >>> 1;
  const last = candidates.length - 1;
  const tail = docCount & 31;
  for (let i = 0; i <= last; i++) {
    let word = complement ? ~candidates[i]! : candidates[i]!;
    if (complement && i === last && tail !== 0) word &= (1 << tail) - 1;
    while (word !== 0) {
      const lowest = word & -word;
      const doc = (i << 5) | (31 - Math.clz32(lowest));
      word ^= lowest;
      for (let f = 0; f < singles.length; f++) {
        const facet = singles[f]!;
        const value = facet.values[doc]!;
        if (value >= 0) facet.counts[value]!++;
      }
      for (let f = 0; f < multis.length; f++) {
        const facet = multis[f]!;
        const end = facet.docStart[doc + 1]!;
        for (let k = facet.docStart[doc]!; k < end; k++) facet.counts[facet.docValues[k]!]!++;
      }
    }
  }
  // Walking the records outside the candidates counted what to take off the totals.
  if (complement) {
    for (const index of walked) {
      const counts = results[index]!;
      const totals = columns[index]!.totals;
      for (let id = 0; id < counts.length; id++) counts[id] = totals[id]! - counts[id]!;
    }
  }
  return results;
}
