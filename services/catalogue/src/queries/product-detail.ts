import { asc, eq, or } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { products, variants } from '@storefront/db/schema/catalogue';
import type { ProductDetail, VariantDetail } from '../types';
import { isAvailableOn } from './fascia-scope';
import { money, percentageSaving } from './money';
import { loadSummaries } from './summary';

/** A variant row as a buyable variant: stock, price, was-price (only when higher) and saving. */
export function variantDetail(variant: { sku: string; colour: string; size: string; stock: number; pricePence: number; wasPricePence: number | null }): VariantDetail {
  return {
    sku: variant.sku,
    colour: variant.colour,
    size: variant.size,
    isOnStock: variant.stock > 0,
    availableQuantity: variant.stock,
    price: money(variant.pricePence),
    wasPrice: variant.wasPricePence != null && variant.wasPricePence > variant.pricePence ? money(variant.wasPricePence) : undefined,
    percentageSaving: percentageSaving(variant.pricePence, variant.wasPricePence),
  };
}

/**
 * A product by id or key with all its variants in colour and size order, for quick add and the
 * product page; undefined when unknown or not sold on the site.
 */
export async function productDetail(db: Database, idOrKey: string, options: { fascia: string }): Promise<ProductDetail | undefined> {
  const [row] = await db
    .select({ id: products.id, description: products.description, fascias: products.availableFascias })
    .from(products)
    .where(or(eq(products.id, idOrKey), eq(products.key, idOrKey)))
    .limit(1);
  if (!row || !isAvailableOn(row.fascias, options.fascia)) return undefined;
  const [summary] = await loadSummaries(db, [row.id]);
  if (!summary) return undefined;
  const rows = await db.select().from(variants).where(eq(variants.productId, row.id)).orderBy(asc(variants.colour), asc(variants.sizePosition));
  const colourOrder = new Map(summary.colourVariants.map((variant, index) => [variant.colour, index]));
  rows.sort((a, b) => (colourOrder.get(a.colour) ?? 0) - (colourOrder.get(b.colour) ?? 0) || a.sizePosition - b.sizePosition);
  return {
    ...summary,
    description: row.description,
    variants: rows.map(variantDetail),
  };
}
