/**
 * The hosted search requests of a listing (L §7): one main query, plus one query per selected
 * facet with that facet's own filter left out, so a facet's other values keep their counts
 * (values OR-ed within a facet — InstantSearch's disjunctive faceting). The results are merged
 * back into one Algolia-shaped response that `mapSearchResponse` reads.
 */
import { LISTING_FACETS, sortIndexName, type SortKey } from '@storefront/catalogue/search/index-settings';
import type { ListType } from '@storefront/plugins/listing/model/listing-types';
import { isRangeFacet, rangeFacetAttributes } from '@storefront/plugins/listing/rules/facet-keys';
import { filtersForMode, type Filters } from '@storefront/plugins/listing/rules/facets';
import { searchFilters } from './search-request';

export interface HostedListingInput {
  /** The site's index prefix (its fascia id). */
  indexPrefix: string;
  listType: ListType;
  /** Search text; '' on category listings. */
  text: string;
  /** The category listed ('women/dresses'); undefined on search. */
  categorySlug: string | undefined;
  /** Filters the page always applies (the virtual sale category's discount). */
  baseNumericFilters?: readonly string[];
  /** The shopper's filters, next-day included as isNextDay. */
  filters: Filters;
  sort: SortKey;
  /** 0-based. */
  page: number;
  hitsPerPage: number;
  userToken: string | undefined;
  /** Facet filters that rank matching records first without excluding others (visual search). */
  optionalFilters?: readonly string[];
}

export interface HostedQuery {
  indexName: string;
  params: Record<string, unknown>;
}

export interface HostedListingQueries {
  queries: HostedQuery[];
  /** The facet key each query after the first counts for. */
  disjunctiveKeys: string[];
}

/** Facets requested: every faceted attribute of the index, plus the numeric ones for range bounds. */
export const requestedFacets: readonly string[] = [...LISTING_FACETS, ...Object.values(rangeFacetAttributes)];

function baseFilters(input: HostedListingInput, filters: Filters) {
  const visualSearch = input.listType === 'visual-search';
  const { facetFilters, numericFilters } = searchFilters(filters, { visualSearch });
  const category = input.categorySlug ? [[`categorySlugs:${input.categorySlug}`]] : [];
  return { facetFilters: [...category, ...facetFilters], numericFilters: [...(input.baseNumericFilters ?? []), ...numericFilters] };
}

function commonParams(input: HostedListingInput): Record<string, unknown> {
  return {
    query: input.text,
    ruleContexts: [input.listType],
    analyticsTags: [input.listType],
    ...(input.userToken ? { userToken: input.userToken, enablePersonalization: true } : {}),
    ...(input.optionalFilters?.length ? { optionalFilters: [...input.optionalFilters] } : {}),
  };
}

/** The listing's record selection with one facet's own filter left out (values OR within a facet). */
function withoutOwnFacet(input: HostedListingInput, filters: Filters, key: string): Record<string, unknown> {
  const { [key]: _left, ...others } = filters;
  return { ...commonParams(input), ...baseFilters(input, others) };
}

/**
 * Facet-value search parameters per facet (L §7): the listing's text, category and other facets'
 * refinements, so the values found are counted over what selecting one would show.
 */
export function facetSearchParams(input: HostedListingInput, facetKeys: readonly string[]): Record<string, Record<string, unknown>> {
  const filters = filtersForMode(input.filters, { visualSearch: input.listType === 'visual-search' });
  return Object.fromEntries(facetKeys.map((key) => [key, withoutOwnFacet(input, filters, key)]));
}

export function hostedListingQueries(input: HostedListingInput): HostedListingQueries {
  const indexName = sortIndexName(input.indexPrefix, input.sort);
  const filters = filtersForMode(input.filters, { visualSearch: input.listType === 'visual-search' });
  const main: HostedQuery = {
    indexName,
    params: {
      ...commonParams(input),
      ...baseFilters(input, filters),
      facets: [...requestedFacets],
      maxValuesPerFacet: 100,
      page: input.page,
      hitsPerPage: input.hitsPerPage,
      distinct: true,
      clickAnalytics: true,
      getRankingInfo: false,
    },
  };
  const disjunctiveKeys = Object.keys(filters);
  const disjunctive = disjunctiveKeys.map((key): HostedQuery => ({
    indexName,
    params: {
      ...withoutOwnFacet(input, filters, key),
      facets: [isRangeFacet(key) ? rangeFacetAttributes[key] : key],
      maxValuesPerFacet: 100,
      hitsPerPage: 0,
      page: 0,
      analytics: false,
      clickAnalytics: false,
    },
  }));
  return { queries: [main, ...disjunctive], disjunctiveKeys };
}

type RawResult = { facets?: Record<string, unknown>; facets_stats?: Record<string, unknown> } & Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The main result with each selected facet's counts (or a range facet's bounds) taken from the
 * query that left that facet's own filter out. Malformed parts are skipped, never thrown on:
 * the response mapper validates the merged result.
 */
export function mergeDisjunctiveResults(results: readonly unknown[], disjunctiveKeys: readonly string[]): unknown {
  const [main, ...rest] = results;
  if (!isObject(main)) return main;
  const merged: RawResult = { ...main, facets: isObject(main.facets) ? { ...main.facets } : {}, facets_stats: isObject(main.facets_stats) ? { ...main.facets_stats } : {} };
  disjunctiveKeys.forEach((key, position) => {
    const result = rest[position];
    if (!isObject(result)) return;
    if (isRangeFacet(key)) {
      const attribute = rangeFacetAttributes[key];
      const stats = isObject(result.facets_stats) ? result.facets_stats[attribute] : undefined;
      if (stats !== undefined) merged.facets_stats![attribute] = stats;
      return;
    }
    const counts = isObject(result.facets) ? result.facets[key] : undefined;
    if (counts !== undefined) merged.facets![key] = counts;
  });
  return merged;
}
