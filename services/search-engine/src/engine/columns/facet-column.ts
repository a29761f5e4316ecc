import { attributeReader, facetValues, type JsonRecord } from '../attributes';
import { createBitset, type Bitset } from '../bitset';
import { foldText, words } from '../text/tokenize';

/**
 * One facet attribute over a snapshot: its distinct values, each record's values (CSR), each
 * value's records (CSR, ascending) and the whole-index counts. Bitsets of the values with many
 * records are cached; small ones are set bit by bit from their postings.
 */
let nextColumnId = 0;

export class FacetColumn {
  /** Tells columns apart in the fused-rows cache. */
  readonly id = nextColumnId++;
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
 * candidates popcount their value bitsets; the others are counted in ONE walk over the candidate
 * records (or over the records outside them, when fewer, subtracting from the totals) through
 * their fused rows: each record's values of all those facets side by side, so a record costs
 * one memory fetch rather than one per facet.
 */
export function countFacetColumns(columns: readonly FacetColumn[], candidates: Bitset, candidateCount: number): Int32Array[] {
  const results = columns.map((column) => new Int32Array(column.values.length));
  const walked: FacetColumn[] = [];
  const walkedIndex: number[] = [];
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
    walked.push(column);
    walkedIndex.push(index);
  });
  if (walked.length === 0) return results;
  const complement = candidateCount > docCount >>> 1;
  const docs = scratchDocs(docCount);
  const walkedCount = listRecords(candidates, docCount, complement, docs);
  const rows = fusedRows(walked);
  const counts = new Int32Array(rows.bases[walked.length]!);
  if (rows.values instanceof Uint16Array) countRows16(rows.start, rows.values, counts, docs, walkedCount);
  else countRows32(rows.start, rows.values, counts, docs, walkedCount);
  walkedIndex.forEach((index, i) => {
    const own = counts.subarray(rows.bases[i]!, rows.bases[i + 1]!);
    const result = results[index]!;
    // Walking the records outside the candidates counted what to take off the totals.
    if (complement) {
      const totals = walked[i]!.totals;
      for (let id = 0; id < result.length; id++) result[id] = totals[id]! - own[id]!;
    } else result.set(own);
  });
  return results;
}

/** Several facets' values per record in one CSR, over one value-id space: facet i's ids start at `bases[i]`. */
interface FusedRows {
  start: Int32Array;
  values: Uint16Array | Int32Array;
  bases: Int32Array;
}

/** Fused rows by the first column (so they go with its snapshot), then by the columns' ids. */
const fusedCache = new WeakMap<FacetColumn, Map<string, FusedRows>>();
/** Few facet sets are ever counted together (a listing's facets, less those popcounted). */
const FUSED_SETS_KEPT = 8;

function fusedRows(columns: readonly FacetColumn[]): FusedRows {
  const first = columns[0]!;
  const key = columns.map((column) => column.id).join(',');
  let sets = fusedCache.get(first);
  if (!sets) fusedCache.set(first, (sets = new Map()));
  const cached = sets.get(key);
  if (cached) return cached;
  const bases = new Int32Array(columns.length + 1);
  let total = 0;
  columns.forEach((column, i) => {
    bases[i + 1] = bases[i]! + column.values.length;
    total += column.docValues.length;
  });
  const docCount = first.size;
  const start = new Int32Array(docCount + 1);
  const values = bases[columns.length]! <= 0xffff ? new Uint16Array(total) : new Int32Array(total);
  let n = 0;
  for (let doc = 0; doc < docCount; doc++) {
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i]!;
      const base = bases[i]!;
      const end = column.docStart[doc + 1]!;
      for (let k = column.docStart[doc]!; k < end; k++) values[n++] = base + column.docValues[k]!;
    }
    start[doc + 1] = n;
  }
  const rows = { start, values, bases };
  if (sets.size >= FUSED_SETS_KEPT) sets.delete(sets.keys().next().value!);
  sets.set(key, rows);
  return rows;
}

let scratch = new Int32Array(0);

/** A reusable list of record numbers (searches run one at a time in a process). */
function scratchDocs(size: number): Int32Array {
  if (scratch.length < size) scratch = new Int32Array(size);
  return scratch;
}

/** Writes into `out` the records set in `candidates` (or, with `complement`, those not set); answers how many. */
function listRecords(candidates: Bitset, docCount: number, complement: boolean, out: Int32Array): number {
  const last = candidates.length - 1;
  const tail = docCount & 31;
  let n = 0;
  for (let i = 0; i <= last; i++) {
    let word = complement ? ~candidates[i]! : candidates[i]!;
    if (complement && i === last && tail !== 0) word &= (1 << tail) - 1;
    while (word !== 0) {
      const lowest = word & -word;
      out[n++] = (i << 5) | (31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
  return n;
}

// Two copies, so each loop sees one array type (kept monomorphic for the JIT).
function countRows16(start: Int32Array, values: Uint16Array, counts: Int32Array, docs: Int32Array, n: number): void {
  for (let i = 0; i < n; i++) {
    const doc = docs[i]!;
    const end = start[doc + 1]!;
    for (let k = start[doc]!; k < end; k++) counts[values[k]!]!++;
  }
}

function countRows32(start: Int32Array, values: Int32Array, counts: Int32Array, docs: Int32Array, n: number): void {
  for (let i = 0; i < n; i++) {
    const doc = docs[i]!;
    const end = start[doc + 1]!;
    for (let k = start[doc]!; k < end; k++) counts[values[k]!]!++;
  }
}
