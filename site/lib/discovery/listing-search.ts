import 'server-only';
import { randomInt } from 'node:crypto';
import { cookies, headers } from 'next/headers';
import { DiscoveryFetchError, discoverySearchUrl, mapDiscoveryResponse, requireDiscoveryConfig } from '@storefront/plugins/listing/rules/discovery';
import type { Filters } from '@storefront/plugins/listing/rules/facets';
import type { ListingUrlState } from '@storefront/plugins/listing/rules/listing-url';
import type { MappedSearchResponse } from '@storefront/plugins/listing/rules/search-response';
import { discoverySettings, usesDiscovery, type DiscoverySettings } from './config';
import { embeddedDiscovery } from '../embedded/discovery-endpoint';
import { log } from '../platform/log';
import { requestOrigin } from '../platform/request-site';

/**
 * The discovery search provider for a listing (L §1, §7): one GET to the configured endpoint
 * (the embedded engine's, in-process, unless DISCOVERY_ENDPOINT names the provider), its answer
 * mapped to the same listing response as hosted search. A site not configured for discovery
 * throws (L §5); a non-OK answer throws with status, text, URL and body (L §8), after a log line.
 */

/** The provider's user id cookie, sent as _br_uid_2 when the shopper has one. */
export const DISCOVERY_USER_COOKIE = '_br_uid_2';
const TIMEOUT_MS = 10_000;

export interface DiscoveryListingInput {
  siteId: string;
  state: ListingUrlState;
  /** The category listed (category listings); undefined for a search or the sale listing. */
  categorySlug: string | undefined;
  /** The sale listing: every reduced product (a virtual category). */
  sale: boolean;
  /** The shopper's filters (shown as selected). */
  filters: Filters;
  reviewsEnabled: boolean;
  /** The absolute URL of the page listed. */
  pageUrl: string;
  /** The provider's cookie when set, else the personalisation token as its uid (L §6). */
  userIdCookie: string | undefined;
  userAgent: string | undefined;
}

/** What answers a discovery GET: the HTTP status, its text and the body. */
export type DiscoveryFetch = (url: string) => Promise<{ status: number; statusText: string; body: string }>;

/** The configured endpoint: the embedded engine in-process, or the provider over HTTPS. */
export function discoveryFetchFor(siteId: string, settings: DiscoverySettings): DiscoveryFetch {
  if (settings.embedded) {
    return async (url) => {
      const answer = await embeddedDiscovery(siteId, { method: 'GET', url, headers: { accept: 'application/json' } });
      return { status: answer.status, statusText: answer.status === 200 ? 'OK' : 'Error', body: answer.body };
    };
  }
  return async (url) => {
    const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) });
    return { status: response.status, statusText: response.statusText, body: await response.text() };
  };
}

/** One page of a category, sale or search listing from the discovery provider. */
export async function searchDiscovery(input: DiscoveryListingInput, fetchPage?: DiscoveryFetch): Promise<MappedSearchResponse> {
  const settings = discoverySettings(input.siteId);
  // A site not on discovery has no discovery configuration at all (L §5: that is an error).
  const config = requireDiscoveryConfig(usesDiscovery(input.siteId) ? settings.config : undefined, input.siteId);
  const { state } = input;
  const category = state.kind === 'category' && !input.sale && input.categorySlug !== undefined;
  // The sale listing is every reduced product: a keyword search for everything, reduced only.
  const filters: Filters = input.sale ? { ...input.filters, discountRange: input.filters.discountRange ?? ['1-max'] } : input.filters;
  const url = discoverySearchUrl(
    config,
    {
      query: category ? input.categorySlug! : state.kind === 'search' && state.query.trim() !== '' ? state.query : '*',
      searchType: category ? 'category' : 'keyword',
      filters,
      sort: state.sort,
      page: state.page ?? 1,
      requestId: String(randomInt(1_000_000_000_000, 10_000_000_000_000)),
      userIdCookie: input.userIdCookie,
      url: input.pageUrl,
      userAgent: input.userAgent,
      catalogViews: settings.catalogViews,
    },
    { reviewsEnabled: input.reviewsEnabled },
  );
  const answer = await (fetchPage ?? discoveryFetchFor(input.siteId, settings))(url);
  if (answer.status < 200 || answer.status > 299) {
    const error = new DiscoveryFetchError(answer.status, answer.statusText, url, answer.body);
    log.error('discovery.search.failed', { site: input.siteId, status: answer.status, url, body: error.body });
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    log.error('discovery.search.failed', { site: input.siteId, status: answer.status, url, body: answer.body.slice(0, 500) });
    throw new Error(`Discovery search answered ${url} with a body that is not JSON`);
  }
  return mapDiscoveryResponse(body, { filters: input.filters, reviewsEnabled: input.reviewsEnabled });
}

/** searchDiscovery for the current request: its origin, user agent and cookie. */
export async function searchDiscoveryForRequest(
  input: Omit<DiscoveryListingInput, 'pageUrl' | 'userIdCookie' | 'userAgent'> & { url: string; userToken: string | undefined },
): Promise<MappedSearchResponse> {
  const [requestHeaders, requestCookies, origin] = await Promise.all([headers(), cookies(), requestOrigin()]);
  const cookie = requestCookies.get(DISCOVERY_USER_COOKIE)?.value;
  const { url, userToken, ...rest } = input;
  return searchDiscovery({
    ...rest,
    pageUrl: `${origin}${url}`,
    userIdCookie: cookie || (userToken ? `uid=${userToken}` : undefined),
    userAgent: requestHeaders.get('user-agent') ?? undefined,
  });
}
