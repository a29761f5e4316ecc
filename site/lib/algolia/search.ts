import 'server-only';
import type { SearchForHits } from 'algoliasearch';
import { publicError } from '../errors/error-view';
import { log } from '../platform/log';
import { searchClient } from './server-client';

/**
 * A query the hosted search adapter sends, whichever engine answers (Algolia, or the embedded
 * one): raw results come back, which the adapter validates and reshapes (search-response.ts).
 */
export interface SearchQuery {
  indexName: string;
  /** Algolia search parameters (query, facetFilters, facets, page, hitsPerPage, …). */
  params: Record<string, unknown>;
}

/**
 * One multi-query round trip; one raw result per query, in order. A failure (search unreachable,
 * an index missing) is logged with its cause and thrown as the error view's 'search unavailable'.
 */
export async function runSearches(queries: readonly SearchQuery[]): Promise<unknown[]> {
  if (queries.length === 0) return [];
  try {
    const { results } = await searchClient().search({
      requests: queries.map(({ indexName, params }) => ({ ...params, indexName }) as SearchForHits),
    });
    return results;
  } catch (error) {
    log.error('search.failed', { indexes: [...new Set(queries.map((query) => query.indexName))], error: String(error) });
    throw publicError('search-unavailable', error);
  }
}

export interface FacetValueHit {
  value: string;
  count: number;
  /** The value with the matched part wrapped in <em>…</em> (escape before rendering as HTML). */
  highlighted: string;
}

export interface FacetValueQuery {
  indexName: string;
  facetName: string;
  facetQuery: string;
  /** Search parameters narrowing the records counted (query, filters of the listing). */
  params?: Record<string, unknown>;
  maxFacetHits?: number;
}

/** Algolia's URL-encoded `params` string: text as is, everything else as JSON. */
export function encodeSearchParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) search.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

/** Values of a searchable facet matching the text, with their counts over the records the params select. */
export async function searchFacetValues({ indexName, facetName, facetQuery, params = {}, maxFacetHits }: FacetValueQuery): Promise<FacetValueHit[]> {
  const { facetHits } = await searchClient().searchForFacetValues({
    indexName,
    facetName,
    searchForFacetValuesRequest: { facetQuery, params: encodeSearchParams(params), ...(maxFacetHits === undefined ? {} : { maxFacetHits }) },
  });
  return facetHits.map(({ value, count, highlighted }) => ({ value, count, highlighted }));
}
