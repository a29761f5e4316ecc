import { describe, expect, it } from 'vitest';
import {
  canSearchFacet,
  desktopFacetCount,
  desktopFacets,
  facetPills,
  filtersForMode,
  isFacetShown,
  mobileFacetTerms,
  normaliseFilters,
  selectedFilterTags,
  setFacetValues,
  termLabel,
  toggleFacetTerm,
} from './facets';
import type { SearchFacet } from '../model/listing-types';

function facet(key: string, termCount: number, extra: Partial<SearchFacet> = {}): SearchFacet {
  return {
    key,
    label: key,
    facetType: 'terms',
    terms: Array.from({ length: termCount }, (_, index) => ({ term: `${key}-${index}`, label: `${key} ${index}`, count: 10 - index })),
    ...extra,
  };
}

describe('facets shown as pills or filters (L §5, §9)', () => {
  it('needs more than one term', () => {
    expect(isFacetShown(facet('brand', 2))).toBe(true);
    expect(isFacetShown(facet('brand', 1))).toBe(false);
    expect(isFacetShown(facet('brand', 0))).toBe(false);
  });

  it('never shows the next-day facet', () => {
    expect(isFacetShown(facet('isNextDay', 2))).toBe(false);
  });

  it('shows a range facet only when its values really span a range', () => {
    expect(isFacetShown(facet('priceRange', 0, { facetType: 'range', range: { min: 5, max: 80 } }))).toBe(true);
    expect(isFacetShown(facet('priceRange', 0, { facetType: 'range', range: { min: 20, max: 20 } }))).toBe(false);
    expect(isFacetShown(facet('priceRange', 0, { facetType: 'range' }))).toBe(false);
  });

  it('shows at most 4 pills, skipping facets that do not qualify', () => {
    const facets = [facet('isNextDay', 2), facet('sizes', 5), facet('brand', 1), facet('colourFacets', 3), facet('gender', 2), facet('occasion', 4), facet('neckline', 2)];
    expect(facetPills(facets).map((item) => item.key)).toEqual(['sizes', 'colourFacets', 'gender', 'occasion']);
  });
});

describe('desktop facets before show more (L §9)', () => {
  it.each([
    [320, 4], [1279, 4], [1280, 5], [1459, 5], [1460, 6], [1639, 6], [1640, 7], [1819, 7], [1820, 8], [1979, 8], [1980, 9], [3840, 9],
  ])('at %i px shows %i', (width, count) => {
    expect(desktopFacetCount(width)).toBe(count);
  });

  it('treats an unknown width as the narrowest', () => {
    expect(desktopFacetCount(NaN)).toBe(4);
  });

  it('shows the rest after show more', () => {
    const facets = Array.from({ length: 7 }, (_, index) => facet(`aiattributes.F${index}`, 2));
    expect(desktopFacets(facets, 1300, false)).toMatchObject({ hasMore: true });
    expect(desktopFacets(facets, 1300, false).shown).toHaveLength(5);
    expect(desktopFacets(facets, 1300, true).shown).toHaveLength(7);
    expect(desktopFacets(facets, 1980, false)).toMatchObject({ hasMore: false });
  });
});

describe('mobile accordion (L §9)', () => {
  it('shows 10 values until show more', () => {
    const terms = Array.from({ length: 14 }, (_, index) => index);
    expect(mobileFacetTerms(terms, false)).toEqual({ shown: terms.slice(0, 10), hiddenCount: 4 });
    expect(mobileFacetTerms(terms, true)).toEqual({ shown: terms, hiddenCount: 0 });
    expect(mobileFacetTerms([1, 2], false)).toEqual({ shown: [1, 2], hiddenCount: 0 });
  });
});

describe('facet search (L §5)', () => {
  it('is offered only for the Brands and Style facets', () => {
    expect(canSearchFacet('brand', false)).toBe(true);
    expect(canSearchFacet('styleTaxonomy', false)).toBe(true);
    expect(canSearchFacet('colourFacets', false)).toBe(false);
    expect(canSearchFacet('sizes', false)).toBe(false);
  });

  it('is never offered with the discovery setting', () => {
    expect(canSearchFacet('brand', true)).toBe(false);
    expect(canSearchFacet('styleTaxonomy', true)).toBe(false);
  });
});

describe('selecting terms (L §4)', () => {
  it('adds a term to its facet', () => {
    expect(toggleFacetTerm({}, 'brand', 'coast')).toEqual({ brand: ['coast'] });
    expect(toggleFacetTerm({ brand: ['coast'] }, 'brand', 'oasis')).toEqual({ brand: ['coast', 'oasis'] });
  });

  it('removes it when selected again, and removes a facet left without values', () => {
    expect(toggleFacetTerm({ brand: ['coast', 'oasis'] }, 'brand', 'coast')).toEqual({ brand: ['oasis'] });
    expect(toggleFacetTerm({ brand: ['coast'], sizes: ['10'] }, 'brand', 'coast')).toEqual({ sizes: ['10'] });
  });

  it('keeps a range facet to one range: a new range replaces the old', () => {
    expect(toggleFacetTerm({ priceRange: ['10-20'] }, 'priceRange', '20-50')).toEqual({ priceRange: ['20-50'] });
    expect(toggleFacetTerm({ priceRange: ['10-20'] }, 'priceRange', '10-20')).toEqual({});
    expect(toggleFacetTerm({ priceRange: ['50-10'] }, 'priceRange', '10-50')).toEqual({});
  });

  it('ignores terms and keys it cannot use', () => {
    expect(toggleFacetTerm({ brand: ['coast'] }, 'brand', '   ')).toEqual({ brand: ['coast'] });
    expect(toggleFacetTerm({ brand: ['coast'] }, 'objectID', 'x')).toEqual({ brand: ['coast'] });
    expect(toggleFacetTerm({}, 'priceRange', 'cheap')).toEqual({});
  });

  it('replaces or clears a facet wholesale', () => {
    expect(setFacetValues({ brand: ['coast'] }, 'brand', ['oasis', 'wallis'])).toEqual({ brand: ['oasis', 'wallis'] });
    expect(setFacetValues({ brand: ['coast'], sizes: ['8'] }, 'brand', [])).toEqual({ sizes: ['8'] });
  });

  it('drops productKey filters in visual search mode', () => {
    expect(filtersForMode({ productKey: ['CST1'], brand: ['coast'] }, { visualSearch: true })).toEqual({ brand: ['coast'] });
    expect(filtersForMode({ productKey: ['CST1'] }, { visualSearch: false })).toEqual({ productKey: ['CST1'] });
  });
});

describe('normalised filters', () => {
  it('puts facets in canonical order and values in sorted order, once each', () => {
    const filters = normaliseFilters({ sizes: ['12', '10', '10'], brand: ['oasis', 'coast'], 'aiattributes.Fit': ['Slim'] });
    expect(Object.keys(filters)).toEqual(['sizes', 'brand', 'aiattributes.Fit']);
    expect(filters).toEqual({ sizes: ['10', '12'], brand: ['coast', 'oasis'], 'aiattributes.Fit': ['Slim'] });
  });

  it('drops unknown keys, blank, oversized and dot-only values, and invalid ranges', () => {
    expect(
      normaliseFilters({ bogus: ['x'], brand: ['', ' ', '..', 'x'.repeat(201), 'coast'], priceRange: ['ten-20'], discountRange: ['max-10'] }),
    ).toEqual({ brand: ['coast'] });
  });

  it('is safe with input that is not filters at all', () => {
    expect(normaliseFilters(null)).toEqual({});
    expect(normaliseFilters('brand')).toEqual({});
    expect(normaliseFilters({ brand: 'coast', sizes: [8, null, '8'] })).toEqual({ sizes: ['8'], brand: ['coast'] });
  });

  it('caps the number of facets and values', () => {
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`aiattributes.A${String(index).padStart(2, '0')}`, ['x']]));
    expect(Object.keys(normaliseFilters(many))).toHaveLength(40);
    expect(normaliseFilters({ brand: Array.from({ length: 300 }, (_, index) => `b${index}`) }).brand).toHaveLength(100);
  });
});

describe('selected-filter tags (L §2, §3)', () => {
  it('gives one tag per selected value with readable labels', () => {
    const facets: SearchFacet[] = [{ key: 'brand', label: 'Brands', facetType: 'terms', terms: [{ term: 'coast', label: 'Coast', count: 3 }] }];
    expect(selectedFilterTags({ brand: ['coast'], priceRange: ['10-20'], isNextDay: ['true'] }, facets)).toEqual([
      { key: 'brand', label: 'Brands', term: 'coast', termLabel: 'Coast', facetType: 'terms' },
      { key: 'priceRange', label: 'Price Range', term: '10-20', termLabel: '£10 - £20', facetType: 'range' },
    ]);
  });

  it('labels range and band terms with £ and %', () => {
    expect(termLabel('discountRange', '20-max')).toBe('20%+');
    expect(termLabel('priceBands', '0-10')).toBe('£0 - £10');
    expect(termLabel('discountBands', '10-20')).toBe('10% - 20%');
    expect(termLabel('priceBands', 'Under £10')).toBe('Under £10');
    expect(termLabel('isNextDay', 'true')).toBe('Next Day Delivery');
    expect(termLabel('brand', 'coast')).toBe('coast');
  });
});
