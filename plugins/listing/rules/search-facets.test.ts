import { describe, expect, it } from 'vitest';
import { bandLowerBound, mapFacets } from './search-facets';

describe('search facets (L §3)', () => {
  it('orders terms by count, sizes by size, bands by their lower bound and ratings high to low', () => {
    const facets = mapFacets(
      {
        brand: { Oasis: 5, Coast: 9, Wallis: 5 },
        sizes: { L: 2, S: 4, M: 1 },
        priceBands: { '50-100': 3, '0-25': 9, '25-50': 4, '100-max': 1 },
        ratingGroup: { '3': 4, '5': 1, '4': 7 },
      },
      {},
      {},
    );
    expect(facets.map((facet) => [facet.key, facet.terms.map((term) => term.term)])).toEqual([
      ['sizes', ['S', 'M', 'L']],
      ['brand', ['Coast', 'Oasis', 'Wallis']],
      ['priceBands', ['0-25', '25-50', '50-100', '100-max']],
      ['ratingGroup', ['5', '4', '3']],
    ]);
  });

  it('keeps a selected value the result no longer counts, so it can be cleared', () => {
    const [brand] = mapFacets({ brand: { Coast: 3 } }, {}, { brand: ['Oasis'] });
    expect(brand?.terms).toEqual([
      { term: 'Coast', label: 'Coast', count: 3 },
      { term: 'Oasis', label: 'Oasis', count: 0 },
    ]);
    expect(mapFacets({}, {}, { brand: ['Oasis'] })).toHaveLength(1);
  });

  it('leaves out internal and unknown facets and facets with nothing in them', () => {
    expect(mapFacets({ categorySlugs: { a: 1 }, objectID: { b: 1 }, brand: {} }, {}, {})).toEqual([]);
  });

  it('gives range facets the result bounds', () => {
    expect(mapFacets({}, { discountRange: { min: 10, max: 70 } }, {})).toEqual([
      { key: 'discountRange', label: 'Discount Range', facetType: 'range', dataType: 'number', terms: [], selected: false, selectedCount: 0, range: { min: 10, max: 70 } },
    ]);
  });
});

describe('band order', () => {
  it('sorts labelled bands as the index writes them, low to high, and rating groups best first', () => {
    const [discount, price, rating] = mapFacets(
      {
        priceBands: { '£150+': 1, '£25 - £50': 1, '£0 - £25': 1, '£100 - £150': 1, '£1,000+': 1 },
        discountBands: { '60% +': 1, '20% - 40%': 1, 'Up to 20%': 1, '40% - 60%': 1 },
        ratingGroup: { 'Under 3': 1, '4 & up': 1, '4.5 & up': 1, '3 & up': 1 },
      },
      {},
      {},
    );
    expect(discount?.terms.map((term) => term.term)).toEqual(['Up to 20%', '20% - 40%', '40% - 60%', '60% +']);
    expect(price?.terms.map((term) => term.term)).toEqual(['£0 - £25', '£25 - £50', '£100 - £150', '£150+', '£1,000+']);
    expect(rating?.terms.map((term) => term.term)).toEqual(['4.5 & up', '4 & up', '3 & up', 'Under 3']);
  });

  it('reads where a band starts', () => {
    expect(bandLowerBound('10-20')).toBe(10);
    expect(bandLowerBound('Under £10')).toBe(0);
    expect(bandLowerBound('Sale')).toBe(Number.POSITIVE_INFINITY);
  });
});
