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
    const docCount = this.docCount;
    if (candidateCount === docCount) {
      counts.set(this.totals);
      return;
    }
    counts.fill(0);
    if (candidateCount === 0) return;
    const valuesPerDoc = this.docValues.length / Math.max(1, docCount);
    const walked = Math.min(candidateCount, docCount - candidateCount);
    // Few values over many candidates: popcount each value's bitset against the candidates.
    if (this.values.length <= 256 && this.values.length * candidates.length * 2 < walked * valuesPerDoc) {
      for (let id = 0; id < this.values.length; id++) counts[id] = intersectionSize(this.valueBits(id), candidates);
      return;
    }
    const docStart = this.docStart;
    const docValues = this.docValues;
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
        const end = docStart[doc + 1]!;
        for (let k = docStart[doc]!; k < end; k++) counts[docValues[k]!]!++;
      }
    }
    // Walking the records outside the candidates counted what to take off the totals.
    if (complement) for (let id = 0; id < counts.length; id++) counts[id] = this.totals[id]! - counts[id]!;
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
