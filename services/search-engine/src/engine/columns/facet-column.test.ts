import { describe, expect, it } from 'vitest';
import { createBitset, setBit } from '../bitset';
import { countFacetColumns, FacetColumn } from './facet-column';

/** Deterministic records: a single-valued facet with few values, one with many, and a multi-valued one. */
function records(count: number) {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, (_, i) => ({
    objectID: String(i),
    gender: ['Women', 'Men', 'Unisex'][Math.floor(next() * 3)]!,
    brand: `Brand ${Math.floor(next() * 400)}`,
    sizes: ['6', '8', '10', '12', '14', 'ONE SIZE'].filter(() => next() < 0.5),
    ...(next() < 0.1 ? {} : { colour: ['Black', 'Red'][Math.floor(next() * 2)]! }),
  }));
}

function expected(docs: ReturnType<typeof records>, attribute: 'gender' | 'brand' | 'sizes' | 'colour', chosen: readonly number[]) {
  const counts: Record<string, number> = {};
  for (const doc of chosen) {
    const value = docs[doc]![attribute as keyof (typeof docs)[number]];
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) counts[item] = (counts[item] ?? 0) + 1;
  }
  return counts;
}

function asRecord(column: FacetColumn, counts: Int32Array) {
  return Object.fromEntries(column.values.map((value, id) => [value, counts[id]!]).filter(([, count]) => count !== 0));
}

describe('counting several facets over one set of candidates', () => {
  const docs = records(5000);
  const attributes = ['gender', 'brand', 'sizes', 'colour'] as const;
  const columns = attributes.map((attribute) => new FacetColumn(docs, attribute));

  // Few candidates (walked), most (walked as the complement), and mid-size (popcount for small facets).
  it.each([
    ['a few records', 0.01],
    ['a third of the records', 0.33],
    ['nine in ten records', 0.9],
  ])('counts every value exactly over %s', (_, share) => {
    const candidates = createBitset(docs.length);
    const chosen: number[] = [];
    docs.forEach((_, doc) => {
      if ((doc * 2654435761) % 1000 < share * 1000) {
        setBit(candidates, doc);
        chosen.push(doc);
      }
    });
    const counts = countFacetColumns(columns, candidates, chosen.length);
    attributes.forEach((attribute, index) => {
      expect(asRecord(columns[index]!, counts[index]!), attribute).toEqual(expected(docs, attribute, chosen));
    });
  });

  it('answers the totals for every record and nothing for none', () => {
    const all = createBitset(docs.length).fill(0xffffffff);
    const everything = countFacetColumns(columns, all, docs.length);
    expect(asRecord(columns[1]!, everything[1]!)).toEqual(expected(docs, 'brand', docs.map((_, doc) => doc)));
    const nothing = countFacetColumns(columns, createBitset(docs.length), 0);
    expect(nothing.every((counts) => counts.every((count) => count === 0))).toBe(true);
  });

  it('counts any subset of the facets, in any order, exactly (each set walks its own fused rows)', () => {
    const candidates = createBitset(docs.length);
    const chosen = docs.map((_, doc) => doc).filter((doc) => doc % 7 === 0);
    chosen.forEach((doc) => setBit(candidates, doc));
    for (const subset of [[2, 0], [3], [1, 2, 3], [0, 2]]) {
      const picked = subset.map((index) => columns[index]!);
      const counts = countFacetColumns(picked, candidates, chosen.length);
      subset.forEach((index, i) => expect(asRecord(columns[index]!, counts[i]!), attributes[index]).toEqual(expected(docs, attributes[index]!, chosen)));
    }
  });

  it('counts facets with more distinct values than 16 bits hold', () => {
    const many = Array.from({ length: 70_000 }, (_, i) => ({ objectID: String(i), code: `c${i}`, half: i % 2 === 0 ? 'even' : 'odd' }));
    const code = new FacetColumn(many, 'code');
    const half = new FacetColumn(many, 'half');
    const candidates = createBitset(many.length);
    [3, 4, 65_600, 69_999].forEach((doc) => setBit(candidates, doc));
    const [codes, halves] = countFacetColumns([code, half], candidates, 4);
    expect(asRecord(code, codes!)).toEqual({ c3: 1, c4: 1, c65600: 1, c69999: 1 });
    expect(asRecord(half, halves!)).toEqual({ even: 2, odd: 2 });
  });
});
