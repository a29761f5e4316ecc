/**
 * Storefront pages live under one route segment per brand site and audience
 * (`app/%5Fsite/[site]/[audience]/…`): the proxy rewrites `/categories/women` on Coast's host to
 * `/_site/coast/guest/categories/women`. So a page is rendered once per site, page and audience,
 * and Next.js can serve it from its cache without reading the Host header or the session cookie.
 * Imported by the proxy: no server-only modules.
 */
import { audienceOf } from './audience.mjs';

export { audienceOf };

/** The URL prefix of the site segment (the folder `%5Fsite`: a leading `_` would make it private). */
export const SITE_SEGMENT = '/_site';

/** Who a cached page is rendered for: block visibility (hide for guests / signed-in) differs by it. */
export const AUDIENCES = ['guest', 'signed-in'] as const;
export type Audience = (typeof AUDIENCES)[number];

export function isAudience(value: string): value is Audience {
  return (AUDIENCES as readonly string[]).includes(value);
}

/** Paths that are not storefront pages: Next.js's files, the APIs (the chatbot's and others P §2 names at the top level), the engines, the studio, staff's listing tool, icons. */
const NOT_PAGES = /^\/(?:_|api(?:\/|$)|chatbot\/|product-customisation\/|studio(?:\/|$)|wordsworth(?:\/|$)|icon\.svg$|favicon\.ico$|bench\/)/;

/** Whether a request path is a storefront page, to be rewritten into its site's segment. */
export function isStorefrontPagePath(pathname: string): boolean {
  return !NOT_PAGES.test(pathname);
}

/** Whether a request asks for the internal site segment directly (nobody outside may). */
export function isSiteSegmentPath(pathname: string): boolean {
  return pathname === SITE_SEGMENT || pathname.startsWith(`${SITE_SEGMENT}/`);
}

/** The internal path of a storefront page for a site and audience; the query string is kept apart. */
export function siteRoutePath(pathname: string, site: string, audience: Audience): string {
  return `${SITE_SEGMENT}/${encodeURIComponent(site)}/${audience}${pathname === '/' ? '' : pathname}`;
}

const CATEGORY_PREFIX = '/categories/';
/**
 * Category listings have two routes inside a site segment: the plain first page of a category
 * (`/categories/women/dresses`, nothing else) is rendered once and served from the cache; every
 * other listing URL (filters, sort, page, scrollTo, refresh, chatbot or any query parameter, an
 * unusual spelling) is rendered per request under this segment (`%5Fper-request`), as it reads the
 * URL as sent. The leading `_` keeps it out of the public paths (NOT_PAGES).
 */
export const PER_REQUEST_SEGMENT = '/_per-request';
/** A category slug's segment as the catalogue writes them: lowercase words joined by hyphens. */
const CATEGORY_SLUG_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Words of the listing URL grammar that end the category path (L §2: /facet…, /product…). */
const LISTING_PATH_WORDS = new Set(['facet', 'product']);
/** The listing URL keeps at most 12 base segments, `categories` included (listing-url.ts urlLimits). */
const MAX_CATEGORY_SEGMENTS = 11;

/**
 * Whether a listing URL is the plain first page of a category: its path is `/categories/` and
 * category slug segments only, and it has no query string (the router's `_rsc` aside, see
 * request-url.ts). Anything else may carry a filter, a sort, a page or a parameter the listing
 * reads, and is rendered per request.
 */
export function isPlainCategoryListing(pathname: string, search: string): boolean {
  if (!pathname.startsWith(CATEGORY_PREFIX) || search !== '') return false;
  const segments = pathname.slice(CATEGORY_PREFIX.length).split('/');
  return segments.length <= MAX_CATEGORY_SEGMENTS && segments.every((segment) => CATEGORY_SLUG_SEGMENT.test(segment) && !LISTING_PATH_WORDS.has(segment));
}

/**
 * The internal path of a storefront page: its site and audience segment, and for a category
 * listing that is not a plain first page (or any listing in draft mode, which is never cached)
 * the per-request listing route. `search` is the query string without the router's `_rsc`.
 */
export function storefrontRoutePath(request: { pathname: string; search: string; draft: boolean }, site: string, audience: Audience): string {
  const { pathname, search, draft } = request;
  const perRequest = pathname.startsWith(CATEGORY_PREFIX) && (draft || !isPlainCategoryListing(pathname, search));
  return siteRoutePath(perRequest ? `${PER_REQUEST_SEGMENT}${pathname}` : pathname, site, audience);
}
