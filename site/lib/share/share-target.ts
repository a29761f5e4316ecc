import { fasciaById, resolveFascia } from '@storefront/sites/fascias';

/** Where short links live: `/s/{code}` on the site they were made on. */
export const SHORT_LINK_PREFIX = '/s/';

/** Product pages only (P §2: /product/{slug}, /premier/{slug}): nothing else is shortened. */
const PRODUCT_PATH = /^\/(?:product|premier)\/[A-Za-z0-9][A-Za-z0-9-]{0,199}$/;

/**
 * The query parameters a shared product link keeps (P §2: colour and size; the share tracking
 * parameters; the sharer's affiliate id), in this order; others are dropped, so nobody can store
 * arbitrary text behind a short link, and one page with its parameters has one code.
 */
const KEPT_PARAMETERS = ['colour', 'size', 'link_source', 'utm_source', 'utm_medium', 'affiliateId'] as const;
const MAX_PARAMETER_LENGTH = 64;

export type ShareTarget = { ok: true; target: string } | { ok: false; message: string };

/** The brand site a host belongs to, when it is one of the site's own hosts (no fallback). */
function siteOfHost(host: string): string | undefined {
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  const site = resolveFascia(hostname);
  return fasciaById(site.id)?.hosts.includes(hostname) ? site.id : undefined;
}

/**
 * A URL the share button may shorten: a product page of the site the request came to (its own
 * host, or another host of the same brand site), as its path and query. Anything else — another
 * site, another page, credentials — is refused with a reason; of the query, only the parameters
 * a product link uses are kept.
 */
export function shareTarget(rawUrl: string, requestHost: string | undefined): ShareTarget {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, message: 'url must be an absolute URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: 'url must be an http(s) URL' };
  if (url.username || url.password) return { ok: false, message: 'url must not carry credentials' };
  const host = (requestHost ?? '').toLowerCase();
  const sameHost = url.host.toLowerCase() === host;
  const sameSite = !sameHost && siteOfHost(url.host) !== undefined && siteOfHost(url.host) === siteOfHost(host);
  if (!sameHost && !sameSite) return { ok: false, message: 'Only this site’s product pages can be shortened' };
  if (!PRODUCT_PATH.test(url.pathname)) return { ok: false, message: 'Only this site’s product pages can be shortened' };
  const kept = new URLSearchParams();
  for (const name of KEPT_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value === null || value === '') continue;
    if (value.length > MAX_PARAMETER_LENGTH) return { ok: false, message: `${name} may be at most ${MAX_PARAMETER_LENGTH} characters` };
    kept.set(name, value);
  }
  const query = kept.toString();
  return { ok: true, target: query ? `${url.pathname}?${query}` : url.pathname };
}
