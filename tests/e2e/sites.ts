import { STARTER_PORT, STOREFRONT_PORT } from '../support/ports';

export type SiteId = 'hartley' | 'coast' | 'nastygal';

/** Each brand site answers on its own *.localhost host name (Chromium resolves them to loopback). */
export function siteUrl(site: SiteId, path = '/'): string {
  return `http://${site}.localhost:${STOREFRONT_PORT}${path}`;
}

export function starterUrl(path = '/'): string {
  return `http://localhost:${STARTER_PORT}${path}`;
}

export const siteNames: Record<SiteId, string> = {
  hartley: 'Hartley & Vale',
  coast: 'Coast',
  nastygal: 'Nasty Gal',
};

/**
 * For requests made from Node.js (Playwright's API client), which does not resolve *.localhost:
 * the server's loopback address with the site's Host header.
 */
export function siteRequest(site: SiteId, path = '/'): { url: string; headers: { host: string } } {
  return { url: `http://127.0.0.1:${STOREFRONT_PORT}${path}`, headers: { host: `${site}.localhost:${STOREFRONT_PORT}` } };
}
