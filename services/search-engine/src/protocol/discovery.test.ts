import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../engine/engine';
import { fqToFilters, handleDiscovery } from './discovery';

const same = (name: string) => name;

describe('discovery fq', () => {
  it('translates terms, OR-ed values and negation', () => {
    expect(fqToFilters('brand:"Coast" OR "Oasis"', same)).toBe('brand:"Coast" OR brand:"Oasis"');
    expect(fqToFilters('-colour:"red" size:"10"', same)).toBe('NOT colour:"red" AND size:"10"');
  });

  it('reads ranges with included [ ] and left-out { } bounds, open with *', () => {
    expect(fqToFilters('price:[10 TO 50]', same)).toBe('(price >= 10 AND price <= 50)');
    expect(fqToFilters('price:[25 TO 50}', same)).toBe('(price >= 25 AND price < 50)');
    expect(fqToFilters('price:{25 TO *]', same)).toBe('(price > 25)');
    expect(fqToFilters('price:[* TO 50]', same)).toBe('(price <= 50)');
    expect(fqToFilters('-price:[25 TO 50}', same)).toBe('(price < 25 OR price >= 50)');
    expect(fqToFilters('price:[0 TO 25} OR price:[150 TO *]', same)).toBe('(price >= 0 AND price < 25) OR (price >= 150)');
    expect(() => fqToFilters('price:[10 TO', same)).toThrow('unterminated range');
  });
});

describe('discovery range buckets', () => {
  it('counts each value in one bucket, as the band filter selects it', async () => {
    const engine = createSearchEngine();
    engine.setSettings('shop', { attributesForFaceting: ['price', 'filterOnly(isOnStock)'] });
    engine.saveObjects('shop', [10, 25, 25, 49.99, 50, 75, 200].map((price, n) => ({ objectID: `p${n}`, name: 'Dress', price, isOnStock: true })));
    const options = { index: 'shop', facets: ['price'], ranges: { price: [{ start: 0, end: 25 }, { start: 25, end: 50 }, { start: 50, end: 100 }, { start: 150, end: '*' as const }] } };
    const ask = async (fq?: string) => {
      const query = new URLSearchParams({ q: '*', request_type: 'search', 'facet.version': '3.0', rows: '10' });
      if (fq) query.append('fq', fq);
      return JSON.parse((await handleDiscovery(engine, options, { method: 'GET', url: `/api/v1/core/?${query}`, headers: {} })).body) as {
        response: { numFound: number };
        facet_counts: { facets: Array<{ name: string; type: string; value: Array<{ start: number; end: number | string; count: number }> }> };
      };
    };
    const all = await ask();
    expect(all.facet_counts.facets).toEqual([
      {
        name: 'price',
        type: 'number_range',
        value: [
          { start: 0, end: 25, count: 1 },
          { start: 25, end: 50, count: 3 },
          { start: 50, end: 100, count: 2 },
          { start: 150, end: '*', count: 1 },
        ],
      },
    ]);
    expect((await ask('price:[25 TO 50}')).response.numFound).toBe(3);
    expect((await ask('price:[0 TO 25} OR price:[150 TO *]')).response.numFound).toBe(2);
  });
});
