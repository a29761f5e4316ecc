import { createSearchEngine, type SearchEngine } from '../engine/engine';
import type { SearchParams } from '../engine/parameters';
import { productIndexSettings, type ProductRecord } from '../testing/catalogue-records';
import type { ListingQuery, ListingSort } from './listing-queries';

/** The storefront's sort keys as virtual replicas of the products index. */
export const sortIndices: Record<ListingSort, string> = {
  relevance: 'products',
  'price-asc': 'products_price_asc',
  'price-desc': 'products_price_desc',
  newness: 'products_newness',
  'best-sellers': 'products_best_sellers',
  'rating-desc': 'products_rating_desc',
};

const replicaRanking: Record<Exclude<ListingSort, 'relevance'>, string> = {
  'price-asc': 'asc(price)',
  'price-desc': 'desc(price)',
  newness: 'desc(createdAt)',
  'best-sellers': 'asc(bestSellerRank)',
  'rating-desc': 'desc(rating)',
};

/** An engine holding the records in "products" with one virtual replica per sort, built and warm. */
export function buildEngine(records: readonly ProductRecord[]): SearchEngine {
  const engine = createSearchEngine();
  engine.setSettings('products', { ...productIndexSettings, replicas: Object.values(sortIndices).filter((name) => name !== 'products').map((name) => `virtual(${name})`) });
  for (const [sort, ranking] of Object.entries(replicaRanking)) engine.setSettings(sortIndices[sort as ListingSort], { customRanking: [ranking] });
  engine.saveObjects('products', records);
  engine.warm('products');
  return engine;
}

/** The query as InstantSearch would send it for a listing page. */
export function engineParams(query: ListingQuery): SearchParams {
  return {
    query: query.text,
    facetFilters: query.facetFilters.map((filter) => filter.values.map((value) => `${filter.attribute}:${value}`)),
    numericFilters: query.priceRange ? [`price:${query.priceRange[0]} TO ${query.priceRange[1]}`] : undefined,
    facets: query.facets,
    hitsPerPage: query.hitsPerPage,
    page: 0,
    maxValuesPerFacet: 20,
  };
}

export function runEngineQuery(engine: SearchEngine, query: ListingQuery): number {
  return engine.search(sortIndices[query.sort], engineParams(query)).nbHits;
}

/**
 * The same listing as InstantSearch asks for it with disjunctive facets: the main query plus one
 * query per refined facet without that facet's own refinement (one multi-query).
 */
export function runEngineDisjunctive(engine: SearchEngine, query: ListingQuery): number {
  const main = engineParams(query);
  const requests = [
    { indexName: sortIndices[query.sort], ...main },
    ...query.facetFilters.map((filter) => ({
      indexName: sortIndices[query.sort],
      ...main,
      facetFilters: query.facetFilters.filter((other) => other !== filter).map((other) => other.values.map((value) => `${other.attribute}:${value}`)),
      facets: [filter.attribute],
      hitsPerPage: 0,
      attributesToRetrieve: [],
      attributesToHighlight: [],
      attributesToSnippet: [],
      analytics: false,
      clickAnalytics: false,
    })),
  ];
  const { results } = engine.multipleQueries(requests);
  return (results[0] as { nbHits: number }).nbHits;
}
