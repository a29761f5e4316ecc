import { attributeReader, type JsonRecord } from '../attributes';
import type { SortKey } from '../settings';

/**
 * Dense ranks of records under one sort key (0 = first). Numbers and booleans compare
 * numerically, strings alphabetically, numbers before strings; records without the attribute
 * come last in either direction, as in Algolia.
 */
export function sortRanks(docs: readonly JsonRecord[], key: SortKey): Int32Array {
  const reader = attributeReader(key.attribute);
  const numbers = new Float64Array(docs.length);
  const kinds = new Uint8Array(docs.length); // 0 number, 1 string, 2 missing
  const strings: (string | undefined)[] = new Array(docs.length);
  for (let doc = 0; doc < docs.length; doc++) {
    const value = reader(docs[doc]!)[0];
    if (typeof value === 'number' && Number.isFinite(value)) numbers[doc] = value;
    else if (typeof value === 'boolean') numbers[doc] = value ? 1 : 0;
    else if (typeof value === 'string') {
      kinds[doc] = 1;
      strings[doc] = value;
    } else kinds[doc] = 2;
  }
  const sign = key.direction === 'asc' ? 1 : -1;
  const order = new Int32Array(docs.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  const compare = (a: number, b: number): number => {
    const ka = kinds[a]!;
    const kb = kinds[b]!;
    if (ka !== kb) return ka === 2 ? 1 : kb === 2 ? -1 : (ka - kb) * sign;
    if (ka === 2) return 0;
    if (ka === 0) return (numbers[a]! - numbers[b]!) * sign;
    const sa = strings[a]!;
    const sb = strings[b]!;
    return sa === sb ? 0 : (sa < sb ? -1 : 1) * sign;
  };
  order.sort(compare);
  const ranks = new Int32Array(docs.length);
  let rank = 0;
  for (let i = 0; i < order.length; i++) {
    if (i > 0 && compare(order[i - 1]!, order[i]!) !== 0) rank++;
    ranks[order[i]!] = rank;
  }
  return ranks;
}

/** Records sorted by several rank arrays then by record number; `position[doc]` is a unique rank. */
export interface StaticOrder {
  order: Int32Array;
  position: Int32Array;
}

export function staticOrder(docCount: number, ranks: readonly Int32Array[]): StaticOrder {
  const order = new Int32Array(docCount);
  for (let i = 0; i < docCount; i++) order[i] = i;
  if (ranks.length > 0) {
    order.sort((a, b) => {
      for (const rank of ranks) {
        const diff = rank[a]! - rank[b]!;
        if (diff !== 0) return diff;
      }
      return a - b;
    });
  }
  const position = new Int32Array(docCount);
  for (let i = 0; i < docCount; i++) position[order[i]!] = i;
  return { order, position };
}

/** Group ids for distinct: records sharing the attribute's first value share a group; -1 when absent. */
export function distinctGroups(docs: readonly JsonRecord[], attribute: string): Int32Array {
  const reader = attributeReader(attribute);
  const ids = new Map<string, number>();
  const groups = new Int32Array(docs.length);
  for (let doc = 0; doc < docs.length; doc++) {
    const value = reader(docs[doc]!)[0];
    if (value === undefined || value === null || typeof value === 'object') {
      groups[doc] = -1;
      continue;
    }
    const key = `${typeof value}:${String(value)}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
    }
    groups[doc] = id;
  }
  return groups;
}
