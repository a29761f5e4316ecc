import { csrfTokenForMutation } from '../../shared/shopper/fetch-json';
import { CUSTOMER_ENDPOINT, URL_SHORTEN_ENDPOINT } from './share.texts';

/** The share machine's side effects, as the browser performs them. */
export interface ShareServices {
  fetchAffiliateId(): Promise<string | undefined>;
  shortenUrl(url: string): Promise<string | undefined>;
  /** Shares or copies the link; says which, so the button tells 'copied' only for a copy. */
  deliver(url: string, title: string): Promise<'shared' | 'copied'>;
}

/** GET /_api/customer/getCustomer → customer.affiliateId; a failed call throws (the link goes without it). */
export async function fetchAffiliateId(): Promise<string | undefined> {
  const response = await fetch(CUSTOMER_ENDPOINT, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The customer could not be loaded (${response.status})`);
  const body = (await response.json()) as { customer?: { affiliateId?: unknown } };
  return typeof body.customer?.affiliateId === 'string' ? body.customer.affiliateId : undefined;
}

/** POST /_api/url-shorten with form field url → the short URL, or none (then nothing is shared). */
export async function shortenUrl(url: string): Promise<string | undefined> {
  const response = await fetch(URL_SHORTEN_ENDPOINT, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': await csrfTokenForMutation() },
    body: new URLSearchParams({ url }).toString(),
  });
  if (!response.ok) return undefined;
  const body = (await response.json().catch(() => ({}))) as { shorturl?: unknown };
  return typeof body.shorturl === 'string' && body.shorturl ? body.shorturl : undefined;
}

/** The device's share sheet (Web Share API) where there is one, else the clipboard. */
export async function deliverLink(url: string, title: string): Promise<'shared' | 'copied'> {
  if (typeof navigator.share === 'function') {
    await navigator.share({ title, url });
    return 'shared';
  }
  await navigator.clipboard.writeText(url);
  return 'copied';
}

export const browserShareServices: ShareServices = { fetchAffiliateId, shortenUrl, deliver: deliverLink };
