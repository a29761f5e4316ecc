import 'server-only';
import { sortIndexName } from '@storefront/catalogue/search/index-settings';
import type { Filters } from '@storefront/plugins/listing/rules/facets';
import { rangeFacetAttributes } from '@storefront/plugins/listing/rules/facet-keys';
import type { ListingPageQuery, ListingSearch, ProductLookup, ProductScope } from '@storefront/plugins/listing/model/search-port';
import { browserSearchConfig, searchIndexPrefix } from './config';
import type { HostedFacetSearch } from './facet-search';
import { facetSearchParams, hostedListingQueries, mergeDisjunctiveResults, type HostedListingInput } from './hosted-query';
import { runSearches, type SearchQuery } from './search';
import { searchFilters } from './search-request';
import { mapSearchResponse } from './search-response';

/**
 * The listing's search port on hosted search (L §7): the listing's questions become Algolia
 * queries on the site's indices (the sort picks the replica), sent through the site's
 * algoliasearch client, and the answers are mapped back to the listing's own types.
 */
export interface HostedSearchOptions {
  siteId: string;
  reviewsEnabled: boolean;
  /** One multi-query round trip; the site's client unless a test gives another. */
  run?: (queries: readonly SearchQuery[]) => Promise<unknown[]>;
}

/** The sale is every reduced product, whatever its category. */
const saleFilters = ['discountPercentage > 0'];

/** Optional filters ('colourFacets:Red'): matching records rank first, others stay. */
function optionalFilters(preferred: Filters): string[] {
  return Object.entries(preferred).flatMap(([key, values]) => values.map((value) => `${key}:${value}`));
}

export function listingInput(indexPrefix: string, query: ListingPageQuery): HostedListingInput {
  // The sale is a category listing to the rules' contexts and analytics.
  const listType = query.mode === 'sale' ? 'category' : query.mode;
  return {
    indexPrefix,
    listType,
    text: query.text,
    categorySlug: query.mode === 'sale' ? undefined : query.categorySlug,
    baseNumericFilters: query.mode === 'sale' ? saleFilters : [],
    filters: query.filters,
    sort: query.sort,
    page: query.page - 1,
    hitsPerPage: query.pageSize,
    userToken: query.userToken,
    optionalFilters: query.preferred ? optionalFilters(query.preferred) : undefined,
  };
}

const categoryFilter = (scope: ProductScope): string[][] => (scope.categorySlug ? [[`categorySlugs:${scope.categorySlug}`]] : []);

/** In-stock records of the scope meeting the lookup's filters and budget; kept out of analytics. */
export function lookupParams(lookup: ProductLookup): Record<string, unknown> {
  const { facetFilters, numericFilters } = searchFilters(lookup.filters ?? {});
  const price = rangeFacetAttributes.priceRange;
  const budget = [
    ...(lookup.price?.min !== undefined ? [`${price} >= ${lookup.price.min}`] : []),
    ...(lookup.price?.max !== undefined ? [`${price} <= ${lookup.price.max}`] : []),
  ];
  const allFacetFilters = [...categoryFilter(lookup), ...facetFilters];
  const allNumericFilters = [...numericFilters, ...budget];
  return {
    query: lookup.text ?? '',
    ...(allFacetFilters.length > 0 ? { facetFilters: allFacetFilters } : {}),
    ...(allNumericFilters.length > 0 ? { numericFilters: allNumericFilters } : {}),
    filters: 'isOnStock:true',
    hitsPerPage: lookup.limit,
    analytics: false,
  };
}

export function hostedListingSearch({ siteId, reviewsEnabled, run = runSearches }: HostedSearchOptions): ListingSearch<HostedFacetSearch> {
  const indexPrefix = () => searchIndexPrefix(siteId);
  return {
    provider: 'hosted',
    async searchPage(query) {
      const { queries, disjunctiveKeys } = hostedListingQueries(listingInput(indexPrefix(), query));
      const results = await run(queries);
      return mapSearchResponse(mergeDisjunctiveResults(results, disjunctiveKeys), { filters: query.filters, reviewsEnabled, pageSize: query.pageSize });
    },
    browserFacetSearch(query, facetKeys) {
      const input = listingInput(indexPrefix(), query);
      return {
        config: browserSearchConfig(query.shopper.origin),
        scope: { indexName: sortIndexName(input.indexPrefix, input.sort), paramsByFacet: facetSearchParams(input, facetKeys) },
      };
    },
    async findProducts(lookups) {
      const prefix = indexPrefix();
      const results = await run(lookups.map((lookup) => ({ indexName: sortIndexName(prefix, lookup.sort ?? 'relevance'), params: lookupParams(lookup) })));
      return lookups.map((lookup, index) => {
        const { response } = mapSearchResponse(results[index], { filters: {}, reviewsEnabled, pageSize: lookup.limit });
        return { total: response.total, products: response.edges.map((edge) => edge.node) };
      });
    },
    async facetValues(scope, facetKeys) {
      const params = { query: scope.text ?? '', facetFilters: categoryFilter(scope), facets: [...facetKeys], maxValuesPerFacet: 100, hitsPerPage: 0, analytics: false };
      const [result] = await run([{ indexName: sortIndexName(indexPrefix(), 'relevance'), params }]);
      const facets = (result as { facets?: Record<string, Record<string, number>> } | undefined)?.facets ?? {};
      return Object.fromEntries(facetKeys.map((key) => [key, Object.keys(facets[key] ?? {})]));
    },
  };
}
