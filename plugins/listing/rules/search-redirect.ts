/**
 * Where a search that a rule redirects goes (L §3 redirect / redirectMobile, §4 "a search can
 * return a redirect, which navigates away"): a phone takes the mobile target when there is one.
 * Both targets were checked by the URL rule when the response was mapped (looseUrl), and the one
 * taken is checked again here, where it becomes a Location.
 */
import { safeUrl } from '@storefront/cms-models/safe-url';
import { redirectUrl } from '@storefront/machines/listingPages.paging';

/**
 * A phone's browser, from its User-Agent: "Mobi" marks iOS and Android phones (and most others,
 * as MDN advises); tablets are not phones. Windows Phone and Opera Mini say so without it.
 */
export function isPhoneUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  if (/iPad|Tablet/i.test(userAgent)) return false;
  return /Mobi|Windows Phone|Opera Mini/i.test(userAgent);
}

export function searchRedirectTarget(response: { redirect?: string | undefined; redirectMobile?: string | undefined }, userAgent: string | null | undefined): string | undefined {
  const target = redirectUrl({ total: 0, edges: [], redirect: response.redirect, redirectMobile: response.redirectMobile }, isPhoneUserAgent(userAgent));
  return safeUrl(target, 'resource');
}
