import type { CardProduct } from '../../shared/product/rules/card-product';
import { recommendationRules, type RecommendationList } from './constants';

/**
 * The carousels' data-layer events (P §7): a carousel event per list (Product_Recs,
 * Sponsored_Recs, Recently_Viewed, Visually_Similar) when it shows and when a product is clicked,
 * and view_item_list impressions in groups of 10. A click without a product id is a warning and
 * is not tracked (P §8).
 */
type DataLayerEvent = Record<string, unknown>;

function dataLayer(): DataLayerEvent[] | undefined {
  if (typeof window === 'undefined') return undefined;
  const target = window as unknown as { dataLayer?: DataLayerEvent[] };
  target.dataLayer ??= [];
  return target.dataLayer;
}

function item(product: Pick<CardProduct, 'id' | 'key' | 'name' | 'brand' | 'price' | 'category'>, index: number) {
  return { item_id: product.key, item_name: product.name, item_brand: product.brand.name, item_category: product.category.name, price: product.price.pence / 100, index };
}

/** The carousel's products as view_item_list events, 10 a batch, positions counted across batches. */
export function trackCarouselShown(list: RecommendationList, products: readonly CardProduct[], layer = dataLayer()): void {
  if (!layer || products.length === 0) return;
  layer.push({ event: list, carouselAction: 'impression', itemCount: products.length });
  for (let start = 0; start < products.length; start += recommendationRules.impressionBatch) {
    const batch = products.slice(start, start + recommendationRules.impressionBatch);
    layer.push({ event: 'view_item_list', ecommerce: { item_list_name: list, items: batch.map((product, offset) => item(product, start + offset + 1)) } });
  }
}

/** A click on a carousel's product. */
export function trackCarouselClick(list: RecommendationList, product: CardProduct | undefined, position: number, layer = dataLayer()): void {
  if (!product?.id) {
    console.warn(`${list}: product click without id`);
    return;
  }
  layer?.push({ event: list, carouselAction: 'click', ecommerce: { item_list_name: list, items: [item(product, position)] } });
}
