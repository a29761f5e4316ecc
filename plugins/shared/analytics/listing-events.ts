import type { ItemProduct } from './items';
import { listImpressions } from './impressions';
import { watchMenuClicks } from './menu-events';
import { trackProductClick } from './product-events';

/**
 * A listing's data-layer events (P §7), loaded by the listing once it has drawn: view_item_list
 * for the products in the grid, 10 a batch, each product once per list however many pages load;
 * productClick when a card's link is followed.
 */
export interface ListedProduct extends ItemProduct {
  /** 1-based position in the whole result set; sponsored cards have none. */
  position?: number;
}

/** The list's name in the events: the category's path, or the search text. */
export function listingListName(listing: { kind: 'category' | 'search'; path: string; query: string }): string {
  return listing.kind === 'search' ? `search: ${listing.query}` : listing.path;
}

let current: { listName: string; push: (products: readonly ListedProduct[]) => void } | undefined;

export function trackListingShown(listName: string, products: readonly ListedProduct[]): void {
  if (current?.listName !== listName) current = { listName, push: listImpressions(listName, (product, index) => (product as ListedProduct).position ?? index + 1) };
  current.push(products);
  watchMenuClicks();
}

/** A card's link followed; `fallbackPosition` for a card without a result position (sponsored). */
export function trackListingClick(listName: string, product: ListedProduct | undefined, fallbackPosition: number): void {
  trackProductClick(listName, product, product?.position ?? fallbackPosition);
}
