import type { ResultPage } from '@storefront/machines/listingPages.paging';

/** One page of a listing from the site's listing endpoint (its browser response), by the page's URL. */
export async function fetchListingPage(endpoint: string, url: string): Promise<ResultPage> {
  const response = await fetch(`${endpoint}?url=${encodeURIComponent(url)}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Listing page failed with ${response.status}`);
  const body = (await response.json()) as { response: ResultPage };
  return body.response;
}
