/**
 * Ordering candidates by an Algolia ranking formula. Each criterion becomes a small integer per
 * candidate (lower is better) and consecutive criteria are packed into 52-bit float keys, so
 * comparing two candidates is one or two number comparisons. Only the top `limit` are selected,
 * with a bounded heap.
 */

export interface CriterionColumn {
  /** Bits the values need. */
  bits: number;
  /** Value of candidate i (lower ranks first). */
  values: ArrayLike<number>;
}

export function bitsFor(maxValue: number): number {
  return Math.max(1, Math.ceil(Math.log2(maxValue + 1)));
}

export class PackedKeys {
  readonly words: Float64Array[] = [];
  private usedBits = 52;

  constructor(private readonly count: number) {}

  add(column: CriterionColumn): void {
    if (this.usedBits + column.bits > 52) {
      this.words.push(new Float64Array(this.count));
      this.usedBits = 0;
    }
    const word = this.words[this.words.length - 1]!;
    const scale = 2 ** column.bits;
    const max = scale - 1;
    const values = column.values;
    for (let i = 0; i < this.count; i++) {
      const value = values[i]!;
      word[i] = word[i]! * scale + (value > max ? max : value);
    }
    this.usedBits += column.bits;
  }

  compare(a: number, b: number): number {
    for (let w = 0; w < this.words.length; w++) {
      const word = this.words[w]!;
      const diff = word[a]! - word[b]!;
      if (diff !== 0) return diff;
    }
    return a - b;
  }
}

/**
 * Indices (0..count-1) of the `limit` best candidates, best first. Ties break on the index,
 * which callers number in record order.
 */
export function selectTop(count: number, limit: number, compare: (a: number, b: number) => number): Int32Array {
  const k = Math.min(limit, count);
  if (k <= 0) return new Int32Array(0);
  if (k * 4 >= count) {
    const all = new Int32Array(count);
    for (let i = 0; i < count; i++) all[i] = i;
    all.sort(compare);
    return all.slice(0, k);
  }
  // A max-heap of the best k seen so far: its root is the worst of them.
  const heap = new Int32Array(k);
  let size = 0;
  const siftUp = (start: number) => {
    let i = start;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i]!, heap[parent]!) <= 0) break;
      const t = heap[i]!;
      heap[i] = heap[parent]!;
      heap[parent] = t;
      i = parent;
    }
  };
  const siftDown = () => {
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let largest = i;
      if (left < size && compare(heap[left]!, heap[largest]!) > 0) largest = left;
      if (right < size && compare(heap[right]!, heap[largest]!) > 0) largest = right;
      if (largest === i) break;
      const t = heap[i]!;
      heap[i] = heap[largest]!;
      heap[largest] = t;
      i = largest;
    }
  };
  for (let i = 0; i < count; i++) {
    if (size < k) {
      heap[size++] = i;
      siftUp(size - 1);
    } else if (compare(i, heap[0]!) < 0) {
      heap[0] = i;
      siftDown();
    }
  }
  return heap.sort(compare);
}
