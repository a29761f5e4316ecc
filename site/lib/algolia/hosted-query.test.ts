import { describe, expect, it } from 'vitest';
import { facetSearchParams, hostedListingQueries, mergeDisjunctiveResults, type HostedListingInput } from './hosted-query';

const input = (overrides: Partial<HostedListingInput> = {}): HostedListingInput => ({
  indexPrefix: 'coast',
  listType: 'category',
  text: '',
  categorySlug: 'women/dresses',
  filters: {},
  sort: 'relevance',
  page: 0,
  hitsPerPage: 40,
  userToken: undefined,
  ...overrides,
});

describe('hosted listing queries', () => {
  it('queries the primary index for relevance and the sort replica otherwise', () => {
    expect(hostedListingQueries(input()).queries[0]!.indexName).toBe('coast_products');
    expect(hostedListingQueries(input({ sort: 'price-asc' })).queries[0]!.indexName).toBe('coast_products_price_asc');
  });

  it('always filters on the category and never asks for a second query without selections', () => {
    const { queries, disjunctiveKeys } = hostedListingQueries(input());
    expect(queries).toHaveLength(1);
    expect(disjunctiveKeys).toEqual([]);
    expect(queries[0]!.params.facetFilters).toEqual([['categorySlugs:women/dresses']]);
    expect(queries[0]!.params).toMatchObject({ page: 0, hitsPerPage: 40, ruleContexts: ['category'], distinct: true, clickAnalytics: true });
  });

  it('leaves each selected facet out of its own counting query, keeping the others', () => {
    const { queries, disjunctiveKeys } = hostedListingQueries(input({ filters: { brand: ['Coast', 'Oasis'], sizes: ['10'], priceRange: ['10-50'] } }));
    expect(queries[0]!.params.facetFilters).toEqual([['categorySlugs:women/dresses'], ['sizes:10'], ['brand:Coast', 'brand:Oasis']]);
    expect(queries[0]!.params.numericFilters).toEqual(['price >= 10', 'price <= 50']);
    expect([...disjunctiveKeys].sort()).toEqual(['brand', 'priceRange', 'sizes']);
    const byKey = Object.fromEntries(disjunctiveKeys.map((key, index) => [key, queries[index + 1]!.params]));
    expect(byKey.brand).toMatchObject({ facets: ['brand'], hitsPerPage: 0, facetFilters: [['categorySlugs:women/dresses'], ['sizes:10']], numericFilters: ['price >= 10', 'price <= 50'] });
    expect(byKey.priceRange).toMatchObject({ facets: ['price'], numericFilters: [] });
  });

  it('drops productKey filters in visual search', () => {
    const { queries, disjunctiveKeys } = hostedListingQueries(input({ listType: 'visual-search', categorySlug: undefined, filters: { productKey: ['abc'], colourFacets: ['Red'] } }));
    expect(queries[0]!.params.facetFilters).toEqual([['colourFacets:Red']]);
    expect(disjunctiveKeys).toEqual(['colourFacets']);
  });

  it('drops any productKey filter from the visual search sent', () => {
    const { queries } = hostedListingQueries({
      indexPrefix: 'hartley', listType: 'visual-search', text: '', categorySlug: undefined, filters: { productKey: ['CST1'], colourFacets: ['Red'] },
      sort: 'relevance', page: 0, hitsPerPage: 100, userToken: undefined,
    });
    expect(JSON.stringify(queries.map((query) => query.params))).not.toContain('productKey');
    expect(queries[0]!.params).toMatchObject({ hitsPerPage: 100, facetFilters: [['colourFacets:Red']], ruleContexts: ['visual-search'] });
  });

  it('personalises with the user token when there is one', () => {
    expect(hostedListingQueries(input({ userToken: 'u-1' })).queries[0]!.params).toMatchObject({ userToken: 'u-1', enablePersonalization: true });
    expect(hostedListingQueries(input()).queries[0]!.params).not.toHaveProperty('userToken');
  });
});

describe('facet-value search parameters', () => {
  it('count a facet’s values over the listing without that facet’s own selection', () => {
    const params = facetSearchParams(input({ text: 'midi', filters: { brand: ['Coast'], styleTaxonomy: ['Midi'], sizes: ['10'] } }), ['brand', 'styleTaxonomy']);
    expect(params.brand).toMatchObject({ query: 'midi', ruleContexts: ['category'], facetFilters: [['categorySlugs:women/dresses'], ['sizes:10'], ['styleTaxonomy:Midi']] });
    expect(params.styleTaxonomy).toMatchObject({ facetFilters: [['categorySlugs:women/dresses'], ['sizes:10'], ['brand:Coast']] });
  });
});

describe('merging disjunctive results', () => {
  it('takes a selected facet’s counts and a range facet’s bounds from their own queries', () => {
    const main = { nbHits: 3, facets: { brand: { Coast: 3 }, sizes: { '10': 3, '12': 1 } }, facets_stats: { price: { min: 20, max: 30 } } };
    const brand = { facets: { brand: { Coast: 3, Oasis: 5 } } };
    const price = { facets_stats: { price: { min: 5, max: 200 } } };
    const merged = mergeDisjunctiveResults([main, brand, price], ['brand', 'priceRange']) as typeof main;
    expect(merged.facets.brand).toEqual({ Coast: 3, Oasis: 5 });
    expect(merged.facets.sizes).toEqual({ '10': 3, '12': 1 });
    expect(merged.facets_stats.price).toEqual({ min: 5, max: 200 });
    expect(merged.nbHits).toBe(3);
  });

  it('keeps the main result when a counting query came back malformed', () => {
    const main = { nbHits: 1, facets: { brand: { Coast: 1 } } };
    const merged = mergeDisjunctiveResults([main, 'nonsense'], ['brand']) as typeof main;
    expect(merged.facets.brand).toEqual({ Coast: 1 });
  });
});
