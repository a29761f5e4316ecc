import { numericValues, type JsonRecord } from '../attributes';
import { createBitset, type Bitset } from '../bitset';

export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

/**
 * One numeric attribute over a snapshot: each record's numbers (CSR) and all (value, record)
 * pairs sorted by value, so a comparison or range is two binary searches and a run of bits.
 */
export class NumericColumn {
  readonly docStart: Int32Array;
  readonly docNumbers: Float64Array;
  private readonly sortedValues: Float64Array;
  private readonly sortedDocs: Int32Array;
  private readonly docCount: number;

  constructor(docs: readonly JsonRecord[], attribute: string) {
    this.docCount = docs.length;
    const docStart = new Int32Array(docs.length + 1);
    const numbers: number[] = [];
    for (let doc = 0; doc < docs.length; doc++) {
      for (const value of numericValues(docs[doc]!, attribute)) numbers.push(value);
      docStart[doc + 1] = numbers.length;
    }
    this.docStart = docStart;
    this.docNumbers = Float64Array.from(numbers);
    const order = new Int32Array(numbers.length);
    const owner = new Int32Array(numbers.length);
    for (let doc = 0; doc < docs.length; doc++) for (let k = docStart[doc]!; k < docStart[doc + 1]!; k++) owner[k] = doc;
    for (let k = 0; k < order.length; k++) order[k] = k;
    order.sort((a, b) => this.docNumbers[a]! - this.docNumbers[b]! || a - b);
    this.sortedValues = new Float64Array(order.length);
    this.sortedDocs = new Int32Array(order.length);
    order.forEach((k, i) => {
      this.sortedValues[i] = this.docNumbers[k]!;
      this.sortedDocs[i] = owner[k]!;
    });
  }

  get hasValues(): boolean {
    return this.docNumbers.length > 0;
  }

  /** First index whose value is >= (or > when `strict`) `value`. */
  private bound(value: number, strict: boolean): number {
    let lo = 0;
    let hi = this.sortedValues.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.sortedValues[mid]!;
      if (at < value || (strict && at === value)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Records with at least one value in [low, high] (inclusive bounds unless told otherwise). */
  range(low: number, high: number, lowInclusive = true, highInclusive = true): Bitset {
    const bits = createBitset(this.docCount);
    const start = this.bound(low, !lowInclusive);
    const end = this.bound(high, highInclusive);
    for (let i = start; i < end; i++) {
      const doc = this.sortedDocs[i]!;
      bits[doc >>> 5]! |= 1 << (doc & 31);
    }
    return bits;
  }

  /** Records satisfying `attribute op value` for some value (`!=` is answered by the caller as NOT =). */
  compare(operator: Exclude<NumericOperator, '!='>, value: number): Bitset {
    switch (operator) {
      case '<':
        return this.range(-Infinity, value, true, false);
      case '<=':
        return this.range(-Infinity, value);
      case '=':
        return this.range(value, value);
      case '>=':
        return this.range(value, Infinity);
      case '>':
        return this.range(value, Infinity, false, true);
    }
  }
}
