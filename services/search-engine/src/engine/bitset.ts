/**
 * Fixed-size bitsets over document numbers (32 documents per word). Every set in the query path
 * (text matches, filter results, candidates) is one of these, so AND/OR/NOT are word loops.
 */
export type Bitset = Uint32Array;

export function wordsFor(size: number): number {
  return (size + 31) >>> 5;
}

export function createBitset(size: number): Bitset {
  return new Uint32Array(wordsFor(size));
}

/** A bitset with the first `size` bits set. */
export function fullBitset(size: number): Bitset {
  const bits = createBitset(size);
  bits.fill(0xffffffff);
  const tail = size & 31;
  if (tail !== 0) bits[bits.length - 1] = (1 << tail) - 1;
  return bits;
}

export function setBit(bits: Bitset, index: number): void {
  bits[index >>> 5]! |= 1 << (index & 31);
}

export function hasBit(bits: Bitset, index: number): boolean {
  return (bits[index >>> 5]! & (1 << (index & 31))) !== 0;
}

export function fromSortedIds(size: number, ids: ArrayLike<number>): Bitset {
  const bits = createBitset(size);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    bits[id >>> 5]! |= 1 << (id & 31);
  }
  return bits;
}

/** target &= other, in place. */
export function andInto(target: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
  return target;
}

/** target |= other, in place. */
export function orInto(target: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
  return target;
}

/** target &= ~other, in place. */
export function andNotInto(target: Bitset, other: Bitset): Bitset {
  for (let i = 0; i < target.length; i++) target[i]! &= ~other[i]!;
  return target;
}

export function popcount32(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

export function cardinality(bits: Bitset): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) {
    const word = bits[i]!;
    if (word !== 0) count += popcount32(word);
  }
  return count;
}

/** The set members in ascending order. */
export function toIds(bits: Bitset, count = cardinality(bits)): Int32Array {
  const ids = new Int32Array(count);
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      ids[n++] = (i << 5) | (31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
  return ids;
}
