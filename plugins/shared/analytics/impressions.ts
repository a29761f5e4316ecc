import { pushToDataLayer, pageDataLayer, type DataLayer } from './data-layer';
import { cardItem, type ItemProduct } from './items';

/** P §7: product impressions go to the data layer in groups of 10. */
export const IMPRESSION_BATCH = 10;

/** A product's 1-based position in its list; by default its place in the products given. */
type PositionOf = (product: ItemProduct, index: number) => number;

/** view_item_list events for products of one list, 10 a batch. */
export function viewItemListEvents(listName: string, products: readonly ItemProduct[], positionOf: PositionOf = (_, index) => index + 1) {
  const events = [];
  for (let start = 0; start < products.length; start += IMPRESSION_BATCH) {
    const batch = products.slice(start, start + IMPRESSION_BATCH);
    events.push({ event: 'view_item_list', ecommerce: { item_list_name: listName, items: batch.map((product, offset) => cardItem(product, positionOf(product, start + offset))) } });
  }
  return events;
}

/**
 * A list whose products arrive over time (a listing's further pages): each call pushes only the
 * products not pushed before, in batches of 10, at their positions in the list.
 */
export function listImpressions(listName: string, positionOf: PositionOf, layer: () => DataLayer | undefined = pageDataLayer) {
  const seen = new Set<string>();
  return (products: readonly ItemProduct[]) => {
    const fresh = products.filter((product) => !seen.has(product.id));
    for (const product of fresh) seen.add(product.id);
    for (const entry of viewItemListEvents(listName, fresh, positionOf)) pushToDataLayer(entry, layer());
  };
}
