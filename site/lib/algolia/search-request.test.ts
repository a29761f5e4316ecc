import { describe, expect, it } from 'vitest';
import { searchFilters } from './search-request';

describe('hosted search filters (L §4, §5)', () => {
  it('ORs values within a facet and ANDs across facets', () => {
    expect(searchFilters({ brand: ['coast', 'oasis'], sizes: ['10'] })).toEqual({ facetFilters: [['sizes:10'], ['brand:coast', 'brand:oasis']], numericFilters: [] });
  });

  it('turns price and discount ranges into numeric filters on price and discountPercentage, open-ended with max', () => {
    expect(searchFilters({ priceRange: ['10-50'], discountRange: ['30-max'] })).toEqual({
      facetFilters: [],
      numericFilters: ['price >= 10', 'price <= 50', 'discountPercentage >= 30'],
    });
  });

  it('ignores a range that is not numeric', () => {
    expect(searchFilters({ priceRange: ['cheap'], brand: ['coast'] })).toEqual({ facetFilters: [['brand:coast']], numericFilters: [] });
  });

  it('escapes a value that would read as a negation', () => {
    expect(searchFilters({ detail: ['-zip'] }).facetFilters).toEqual([['detail:\\-zip']]);
  });

  it('drops productKey filters in visual search', () => {
    expect(searchFilters({ productKey: ['CST1'], brand: ['coast'] }, { visualSearch: true }).facetFilters).toEqual([['brand:coast']]);
    expect(searchFilters({ productKey: ['CST1'] }).facetFilters).toEqual([['productKey:CST1']]);
  });

  it('keeps the next-day toggle as a facet filter', () => {
    expect(searchFilters({ isNextDay: ['true'] }).facetFilters).toEqual([['isNextDay:true']]);
  });
});
