import { eq } from 'drizzle-orm';
import { isAvailableOn } from '@storefront/catalogue/queries/fascia-scope';
import type { Database } from '@storefront/db/client';
import { products, variants } from '@storefront/db/schema/catalogue';

export interface ReviewedProduct {
  key: string;
  productType: string;
  attributes: Record<string, string>;
  /** The catalogue's count (what cards show); the reviews table holds exactly this many. */
  reviewCount: number;
}

const columns = {
  key: products.key,
  productType: products.productType,
  attributes: products.attributes,
  reviewCount: products.reviewCount,
  fascias: products.availableFascias,
};

/**
 * The product a review request is about: P §7 sends a variant SKU (the first variant's); a
 * product key is accepted too. Undefined when nothing has that SKU, or, given a site, when the
 * product is not sold there.
 */
export async function productForSku(db: Database, sku: string, options: { fascia?: string } = {}): Promise<ReviewedProduct | undefined> {
  const [byVariant] = await db.select(columns).from(variants).innerJoin(products, eq(products.id, variants.productId)).where(eq(variants.sku, sku)).limit(1);
  const found = byVariant ?? (await db.select(columns).from(products).where(eq(products.key, sku)).limit(1))[0];
  if (!found) return undefined;
  if (options.fascia !== undefined && !isAvailableOn(found.fascias, options.fascia)) return undefined;
  return { key: found.key, productType: found.productType, attributes: found.attributes, reviewCount: found.reviewCount };
}
