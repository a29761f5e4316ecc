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

/** Paths that are not storefront pages: Next.js's files, the APIs, the engines, the studio, icons. */
const NOT_PAGES = /^\/(?:_|api(?:\/|$)|studio(?:\/|$)|icon\.svg$|favicon\.ico$|bench\/)/;

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
