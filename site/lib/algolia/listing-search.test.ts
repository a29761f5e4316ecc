import { describe, expect, it } from 'vitest';
import type { ListingPageQuery } from '@storefront/plugins/listing/model/search-port';
import { hostedListingSearch, listingInput, lookupParams } from './listing-search';
import type { SearchQuery } from './search';

const shopper = { origin: 'http://coast.localhost:3000', path: '/categories/sale', userAgent: undefined, cookie: () => undefined };

const query = (overrides: Partial<ListingPageQuery> = {}): ListingPageQuery => ({
  mode: 'category',
  text: '',
  categorySlug: 'women/dresses',
  filters: {},
  sort: 'relevance',
  page: 1,
  pageSize: 40,
  userToken: undefined,
  shopper,
  ...overrides,
});

/** A hosted search adapter whose round trips are recorded and answered with `answers`. */
function recorded(answers: unknown[] = []) {
  const sent: SearchQuery[][] = [];
  const search = hostedListingSearch({
    siteId: 'coast',
    reviewsEnabled: true,
    run: async (queries) => {
      sent.push([...queries]);
      return queries.map((_, index) => answers[index] ?? {});
    },
  });
  return { search, sent };
}

describe('the hosted search adapter: listing pages', () => {
  it('asks for the sale as a category listing of every reduced product, pages from 0', () => {
    expect(listingInput('coast', query({ mode: 'sale', categorySlug: undefined, page: 3 }))).toMatchObject({
      listType: 'category',
      categorySlug: undefined,
      baseNumericFilters: ['discountPercentage > 0'],
      page: 2,
      hitsPerPage: 40,
    });
    expect(listingInput('coast', query()).baseNumericFilters).toEqual([]);
  });

  it('ranks a photo’s preferred colour first with optional filters', () => {
    const input = listingInput('coast', query({ mode: 'visual-search', categorySlug: undefined, preferred: { colourFacets: ['Red'] } }));
    expect(input).toMatchObject({ listType: 'visual-search', optionalFilters: ['colourFacets:Red'] });
    expect(listingInput('coast', query({ preferred: {} })).optionalFilters).toEqual([]);
    expect(listingInput('coast', query()).optionalFilters).toBeUndefined();
  });

  it('queries the sort’s replica and hands browsers the facet-value search of the same listing', async () => {
    const { search, sent } = recorded([{ hits: [], nbHits: 0 }]);
    const { response } = await search.searchPage(query({ sort: 'price-asc', filters: { brand: ['Coast'] } }));
    expect(response.provider).toBe('hosted');
    expect(sent[0]!.map((sentQuery) => sentQuery.indexName)).toEqual(['coast_products_price_asc', 'coast_products_price_asc']);
    const facetSearch = search.browserFacetSearch!(query({ sort: 'price-asc', filters: { brand: ['Coast'] } }), ['brand']);
    expect(facetSearch.scope.indexName).toBe('coast_products_price_asc');
    expect(facetSearch.scope.paramsByFacet.brand).toMatchObject({ facetFilters: [['categorySlugs:women/dresses']] });
    expect(facetSearch.config.hosts).toEqual([{ url: 'coast.localhost:3000/_search', accept: 'read', protocol: 'http' }]);
  });
});

describe('the hosted search adapter: product lookups', () => {
  it('turns a lookup into in-stock filters: the category, values OR-ed within a facet, the budget on price', () => {
    expect(
      lookupParams({ text: 'satin', categorySlug: 'women/dresses', filters: { colourFacets: ['Red', 'Navy'], occasion: ['Wedding Guest'], sizes: ['12'] }, price: { max: 80 }, limit: 4 }),
    ).toEqual({
      query: 'satin',
      facetFilters: [['categorySlugs:women/dresses'], ['sizes:12'], ['colourFacets:Navy', 'colourFacets:Red'], ['occasion:Wedding Guest']],
      numericFilters: ['price <= 80'],
      filters: 'isOnStock:true',
      hitsPerPage: 4,
      analytics: false,
    });
    expect(lookupParams({ filters: { productKey: ['CST1', 'CST2'] }, price: { min: 20, max: 60 }, limit: 2 })).toMatchObject({
      query: '',
      facetFilters: [['productKey:CST1', 'productKey:CST2']],
      numericFilters: ['price >= 20', 'price <= 60'],
    });
    expect(lookupParams({ limit: 12 })).toEqual({ query: '', filters: 'isOnStock:true', hitsPerPage: 12, analytics: false });
  });

  it('sends every lookup in one round trip, each on its sort’s index, and answers each in order', async () => {
    const hit = { objectID: 'CST1', id: 'CST1', slug: 'satin-dress', name: 'Satin Dress', brand: 'Coast', price: '£40.00', colour: 'black', colourVariants: [{ colour: 'black', imageResponsive: ['/_img/a/1'] }] };
    const { search, sent } = recorded([{ hits: [], nbHits: 0 }, { hits: [hit], nbHits: 7 }]);
    const results = await search.findProducts([{ limit: 4 }, { sort: 'best-sellers', limit: 12 }]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.map((sentQuery) => [sentQuery.indexName, sentQuery.params.hitsPerPage])).toEqual([
      ['coast_products', 4],
      ['coast_products_best_sellers', 12],
    ]);
    expect(results.map((result) => [result.total, result.products.map((product) => product.key)])).toEqual([
      [0, []],
      [7, ['CST1']],
    ]);
  });

  it('reads the values each facet has in a scope', async () => {
    const { search, sent } = recorded([{ facets: { brand: { Coast: 3, Oasis: 1 } } }]);
    expect(await search.facetValues({ text: 'dress', categorySlug: 'women/dresses' }, ['brand', 'occasion'])).toEqual({ brand: ['Coast', 'Oasis'], occasion: [] });
    expect(sent[0]![0]).toEqual({
      indexName: 'coast_products',
      params: { query: 'dress', facetFilters: [['categorySlugs:women/dresses']], facets: ['brand', 'occasion'], maxValuesPerFacet: 100, hitsPerPage: 0, analytics: false },
    });
  });
});
