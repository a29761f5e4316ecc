import type { CardProduct } from '../product/rules/card-product';
import { pageDataLayer, type DataLayer } from './data-layer';
import { viewItemListEvents } from './impressions';
import { cardItem } from './items';

/**
 * The carousels' data-layer events (P §7): a carousel event per list (Product_Recs,
 * Sponsored_Recs, Recently_Viewed, and ours Visually_Similar) when it shows and when a product
 * is clicked, and view_item_list impressions in groups of 10. A click without a product id is a
 * warning and is not tracked (P §8).
 */
export type CarouselList = 'Product_Recs' | 'Sponsored_Recs' | 'Recently_Viewed' | 'Visually_Similar';

/** The carousel's products as view_item_list events, 10 a batch, positions counted across batches. */
export function trackCarouselShown(list: CarouselList, products: readonly CardProduct[], layer: DataLayer | undefined = pageDataLayer()): void {
  if (!layer || products.length === 0) return;
  layer.push({ event: list, carouselAction: 'impression', itemCount: products.length });
  for (const entry of viewItemListEvents(list, products)) layer.push(entry);
}

/** A click on a carousel's product. */
export function trackCarouselClick(list: CarouselList, product: CardProduct | undefined, position: number, layer: DataLayer | undefined = pageDataLayer()): void {
  if (!product?.id) {
    console.warn(`${list}: product click without id`);
    return;
  }
  layer?.push({ event: list, carouselAction: 'click', ecommerce: { item_list_name: list, items: [cardItem(product, position)] } });
}
