import type { CardProduct } from '../product/rules/card-product';

/**
 * One product as the data layer's ecommerce events describe it (GA4's item fields: the spec
 * names the events, not their fields). Prices in pounds; `index` is the 1-based position in its list.
 */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  price?: number;
  index?: number;
}

export type ItemProduct = Pick<CardProduct, 'id' | 'key' | 'name' | 'brand' | 'price' | 'category'>;

export function cardItem(product: ItemProduct, index: number): AnalyticsItem {
  return { item_id: product.key, item_name: product.name, item_brand: product.brand.name, item_category: product.category.name, price: product.price.pence / 100, index };
}

/** '£1,234.50' → 1234.5 (P §5: prices are stripped of non-numeric characters); undefined when none. */
export function priceNumber(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const digits = text.replace(/[^0-9.]/g, '');
  const value = Number.parseFloat(digits);
  return Number.isFinite(value) ? value : undefined;
}
