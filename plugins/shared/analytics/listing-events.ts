import type { CarouselList } from './carousels';
import type { ItemProduct } from './items';
import { listImpressions } from './impressions';
import { watchMenuClicks } from './menu-events';
import { trackProductClick } from './product-events';

/**
 * A listing's data-layer events (P §7), loaded by the listing once it has drawn: view_item_list
 * for the products in the grid, 10 a batch, each product once per list however many pages load;
 * productClick when a card's link is followed. The sponsored cards at the top of the grid are ads
 * like the product page's sponsored carousel, so their impressions and clicks go to the same list,
 * Sponsored_Recs, at their place among the sponsored cards.
 */
export interface ListedProduct extends ItemProduct {
  /** 1-based position in the whole result set; sponsored cards have none. */
  position?: number;
}

/** The list's name in the events: the category's path, or the search text. */
export function listingListName(listing: { kind: 'category' | 'search'; path: string; query: string }): string {
  return listing.kind === 'search' ? `search: ${listing.query}` : listing.path;
}

const sponsoredList: CarouselList = 'Sponsored_Recs';

type PushImpressions = (products: readonly ItemProduct[]) => void;
let current: { listName: string; push: PushImpressions; pushSponsored: PushImpressions } | undefined;

/** The grid's products shown so far, and the sponsored cards the shopper's screen shows (in their order). */
export function trackListingShown(listName: string, products: readonly ListedProduct[], sponsored: readonly ItemProduct[] = []): void {
  if (current?.listName !== listName) {
    current = {
      listName,
      push: listImpressions(listName, (product, index) => (product as ListedProduct).position ?? index + 1),
      pushSponsored: listImpressions(sponsoredList, (_, index) => index + 1),
    };
  }
  current.push(products);
  current.pushSponsored(sponsored);
  watchMenuClicks();
}

/** An organic card's link followed, at the product's place in the results. */
export function trackListingClick(listName: string, product: ListedProduct | undefined, fallbackPosition: number): void {
  trackProductClick(listName, product, product?.position ?? fallbackPosition);
}

/** A sponsored card's link followed, at its place among the sponsored cards (1-based). */
export function trackSponsoredClick(product: ItemProduct | undefined, slotPosition: number): void {
  trackProductClick(sponsoredList, product, slotPosition);
}
