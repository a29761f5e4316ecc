import { expect, type Page } from '@playwright/test';
import { siteRequest, type SiteId } from '../sites';

/** A product as the site's listing endpoint lists it (the fields the tests pick products by). */
export interface ListedProduct {
  id: string;
  url: string;
  key: string;
  name: string;
  brand: { id: string };
  sizes: string[];
  hasGiftWithPurchase: boolean;
}

/** The first product of a listing (a category path or /search?q=) that `matches`. */
export async function findListedProduct(page: Page, site: SiteId, listing: string, matches: (product: ListedProduct) => boolean): Promise<ListedProduct> {
  const { url, headers } = siteRequest(site, `/_api/listing?${new URLSearchParams({ url: listing })}`);
  // A fresh connection: a kept-alive one idle past the server's keep-alive timeout may be reset as it is reused.
  const response = await page.request.get(url, { headers: { ...headers, connection: 'close' } });
  expect(response.ok()).toBe(true);
  const { response: listed } = (await response.json()) as { response: { edges: Array<{ node: ListedProduct }> } };
  const found = listed.edges.map((edge) => edge.node).find(matches);
  if (!found) throw new Error(`No product of ${listing} matches on ${site}`);
  return found;
}
