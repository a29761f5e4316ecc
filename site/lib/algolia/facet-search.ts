import type { LiteClient } from 'algoliasearch/lite';
import type { BrowserSearchConfig } from './config';

export interface FacetSearchScope {
  indexName: string;
  /** Per searchable facet: the listing's parameters without that facet's own filter. */
  paramsByFacet: Record<string, Record<string, unknown>>;
}

/** A listing's facet-value search as the browser runs it: its search client's settings and the listing's scope. */
export interface HostedFacetSearch {
  config: BrowserSearchConfig;
  scope: FacetSearchScope;
}

/**
 * Facet-value search from the browser (L §7): values of one facet matching the text, counted over
 * the listing's records, up to 100. Sent as a `type: "facet"` query so the lite client can send it.
 */
export async function searchFacetHits(client: LiteClient, scope: FacetSearchScope, facet: string, text: string): Promise<Array<{ value: string; count: number }>> {
  const params = scope.paramsByFacet[facet];
  if (!params) throw new Error(`Facet search is not offered for ${facet}`);
  const { results } = await client.search({
    requests: [{ ...params, indexName: scope.indexName, type: 'facet', facet, facetQuery: text, maxFacetHits: 100 }],
  });
  const [result] = results;
  const hits: ReadonlyArray<{ value: string; count: number }> = result && 'facetHits' in result ? result.facetHits : [];
  return hits.map(({ value, count }) => ({ value, count }));
}
