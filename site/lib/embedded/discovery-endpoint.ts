import 'server-only';
import { discoveryDoc, discoveryFeed } from '@storefront/catalogue/search/discovery-feed';
import { productsIndexName } from '@storefront/catalogue/search/index-settings';
import type { ListingRecord } from '@storefront/catalogue/search/listing-record';
import { SEARCH_RULE_CONTEXT } from '@storefront/catalogue/search/search-rules';
import type { SearchEngine } from '@storefront/search-engine/engine/engine';
import { handleDiscovery, type DiscoveryOptions } from '@storefront/search-engine/protocol/discovery';
import type { SearchHttpResponse, SearchRequest } from '@storefront/search-engine/protocol/http';
import { fasciaById } from '@storefront/sites/fascias';
import { usesEmbeddedSearch } from './defaults';
import { EMBEDDED_DISCOVERY_ACCOUNT } from './engine-keys';
import { getEmbeddedSearch } from './search-engine';

/**
 * The embedded engine's discovery endpoint (L §7's protocol over the site's own index): the
 * default DISCOVERY_ENDPOINT. The site calls it in-process; /_discovery serves it over HTTP for
 * tools. The domain key names the site (its index); keyword searches run with the listing's
 * search rule context, so the search redirects come back as keywordRedirect.
 */
export function discoveryOptionsFor(siteId: string): DiscoveryOptions {
  const site = fasciaById(siteId);
  if (!site) throw new Error(`Unknown site "${siteId}"`);
  return {
    index: productsIndexName(site.searchIndexPrefix),
    accountId: EMBEDDED_DISCOVERY_ACCOUNT,
    domainKey: site.id,
    toDoc: (record) => discoveryDoc(record as unknown as ListingRecord),
    fields: discoveryFeed.fields,
    sortFields: discoveryFeed.sortFields,
    ranges: discoveryFeed.ranges,
    facets: discoveryFeed.facets,
    ruleContexts: [SEARCH_RULE_CONTEXT],
    maxRows: 200,
  };
}

/** One discovery request answered by an engine for a site. */
export function answerDiscovery(engine: SearchEngine, siteId: string, request: SearchRequest): Promise<SearchHttpResponse> {
  return handleDiscovery(engine, discoveryOptionsFor(siteId), request);
}

/** The process's embedded engine answering a discovery request of a site, in-process. */
export async function embeddedDiscovery(siteId: string, request: SearchRequest): Promise<SearchHttpResponse> {
  if (!usesEmbeddedSearch()) throw new Error('The embedded discovery endpoint needs the embedded search engine (ALGOLIA_APP_ID is set): set DISCOVERY_ENDPOINT');
  const search = await getEmbeddedSearch();
  return answerDiscovery(search.index.engine, siteId, request);
}

/** What the discovery adapter sends its GETs through when the endpoint is the embedded one: the engine, in-process. */
export function embeddedDiscoveryTransport(siteId: string): (url: string) => Promise<{ status: number; statusText: string; body: string }> {
  return async (url) => {
    const answer = await embeddedDiscovery(siteId, { method: 'GET', url, headers: { accept: 'application/json' } });
    return { status: answer.status, statusText: answer.status === 200 ? 'OK' : 'Error', body: answer.body };
  };
}

/** The /_discovery route: the site of the request's host; 404 when Algolia is the search engine. */
export async function handleDiscoveryRequest(request: Request, siteId: string): Promise<Response> {
  if (!usesEmbeddedSearch()) return Response.json({ message: 'Not found', status: 404 }, { status: 404 });
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const answer = await embeddedDiscovery(siteId, { method: request.method, url: request.url, headers });
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
