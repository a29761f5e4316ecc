import 'server-only';
import { randomInt } from 'node:crypto';
import type { MappedSearchResponse } from '@storefront/plugins/listing/model/listing-types';
import type { ListingPageQuery, ListingSearch } from '@storefront/plugins/listing/model/search-port';
import type { Filters } from '@storefront/plugins/listing/rules/facets';
import { discoverySettings, usesDiscovery, type DiscoverySettings } from './config';
import { DiscoveryFetchError, discoverySearchUrl, mapDiscoveryResponse, requireDiscoveryConfig } from './protocol';
import { embeddedDiscoveryTransport } from '../embedded/discovery-endpoint';
import { log } from '../platform/log';

/**
 * The listing's search port on the discovery provider (L §1, §7): one GET to the configured
 * endpoint (the embedded engine's, in-process, unless DISCOVERY_ENDPOINT names the provider), its
 * answer mapped to the same listing response as hosted search. A site not configured for
 * discovery throws (L §5); a non-OK answer throws with status, text, URL and body (L §8), after a
 * log line. No facet-value search (L §5).
 */

/** The provider's user id cookie, sent as _br_uid_2 when the shopper has one. */
export const DISCOVERY_USER_COOKIE = '_br_uid_2';
const TIMEOUT_MS = 10_000;

/** What answers a discovery GET: the HTTP status, its text and the body. */
export type DiscoveryFetch = (url: string) => Promise<{ status: number; statusText: string; body: string }>;

/** The configured endpoint: the embedded engine in-process, or the provider over HTTPS. */
export function discoveryFetchFor(siteId: string, settings: DiscoverySettings): DiscoveryFetch {
  if (settings.embedded) return embeddedDiscoveryTransport(siteId);
  return async (url) => {
    const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) });
    return { status: response.status, statusText: response.statusText, body: await response.text() };
  };
}

/** The search text sent: a category's slug, else the search text, else everything ('*'). */
function searchText(query: ListingPageQuery, isCategory: boolean): string {
  if (isCategory) return query.categorySlug!;
  const searches = query.mode === 'search' || query.mode === 'visual-search';
  return searches && query.text.trim() !== '' ? query.text : '*';
}

/** One page of a category, sale or search listing from the discovery provider. */
export async function searchDiscovery(siteId: string, query: ListingPageQuery, options: { reviewsEnabled: boolean; fetchPage?: DiscoveryFetch }): Promise<MappedSearchResponse> {
  const settings = discoverySettings(siteId);
  // A site not on discovery has no discovery configuration at all (L §5: that is an error).
  const config = requireDiscoveryConfig(usesDiscovery(siteId) ? settings.config : undefined, siteId);
  const isCategory = query.mode === 'category' && query.categorySlug !== undefined;
  // The sale listing is every reduced product: a keyword search for everything, reduced only.
  const filters: Filters = query.mode === 'sale' ? { ...query.filters, discountRange: query.filters.discountRange ?? ['1-max'] } : query.filters;
  // The provider's cookie when set, else the personalisation token as its uid (L §6).
  const userIdCookie = query.shopper.cookie(DISCOVERY_USER_COOKIE) || (query.userToken ? `uid=${query.userToken}` : undefined);
  const url = discoverySearchUrl(
    config,
    {
      query: searchText(query, isCategory),
      searchType: isCategory ? 'category' : 'keyword',
      filters,
      sort: query.sort,
      page: query.page,
      requestId: String(randomInt(1_000_000_000_000, 10_000_000_000_000)),
      userIdCookie,
      url: `${query.shopper.origin}${query.shopper.path}`,
      userAgent: query.shopper.userAgent,
      catalogViews: settings.catalogViews,
    },
    { reviewsEnabled: options.reviewsEnabled },
  );
  const answer = await (options.fetchPage ?? discoveryFetchFor(siteId, settings))(url);
  if (answer.status < 200 || answer.status > 299) {
    const error = new DiscoveryFetchError(answer.status, answer.statusText, url, answer.body);
    log.error('discovery.search.failed', { site: siteId, status: answer.status, url, body: error.body });
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    log.error('discovery.search.failed', { site: siteId, status: answer.status, url, body: answer.body.slice(0, 500) });
    throw new Error(`Discovery search answered ${url} with a body that is not JSON`);
  }
  return mapDiscoveryResponse(body, { filters: query.filters, reviewsEnabled: options.reviewsEnabled });
}

export interface DiscoverySearchOptions {
  siteId: string;
  reviewsEnabled: boolean;
  /** Who answers the product lookups, which are not listings: the site's own index. */
  lookups: Pick<ListingSearch, 'findProducts' | 'facetValues'>;
}

export function discoveryListingSearch({ siteId, reviewsEnabled, lookups }: DiscoverySearchOptions): ListingSearch<never> {
  return {
    provider: 'discovery',
    searchPage: (query) => searchDiscovery(siteId, query, { reviewsEnabled }),
    browserFacetSearch: undefined,
    findProducts: (products) => lookups.findProducts(products),
    facetValues: (scope, facetKeys) => lookups.facetValues(scope, facetKeys),
  };
}
