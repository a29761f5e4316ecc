import { discoveryDoc, discoveryFeed } from '@storefront/catalogue/search/discovery-feed';
import { productsIndexName } from '@storefront/catalogue/search/index-settings';
import type { ListingRecord } from '@storefront/catalogue/search/listing-record';
import { SEARCH_RULE_CONTEXT } from '@storefront/catalogue/search/search-rules';
import type { SearchEngine } from '@storefront/search-engine/engine/engine';
import { handleDiscovery, type DiscoveryOptions } from '@storefront/search-engine/protocol/discovery';
import type { SearchHttpResponse, SearchRequest } from '@storefront/search-engine/protocol/http';
import { fasciaById } from '@storefront/sites/fascias';
import { EMBEDDED_DISCOVERY_ACCOUNT } from './engine-keys';

/**
 * How the embedded engine answers the discovery protocol (L §7's protocol over the site's own
 * index) for a site: the domain key names the site (its index); keyword searches run with the
 * listing's search rule context, so the search redirects come back as keywordRedirect. Not
 * server-only: the search worker answers with it (./discovery-endpoint.ts serves it).
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
