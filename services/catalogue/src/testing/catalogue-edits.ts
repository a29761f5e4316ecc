import { and, eq, gt, type SQL } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { categories, products, variants } from '@storefront/db/schema/catalogue';

/**
 * Changes to a seeded catalogue as merchandising would make them (stock, prices, where a product
 * is sold, names), for tests of what must follow the catalogue, such as the search index. Other
 * packages' tests change the catalogue through these, never by writing its tables.
 */

export interface VariantChange {
  stock?: number;
  pricePence?: number;
  wasPricePence?: number | null;
}

/** Changes a product's variants: all of them, or those of one size, or those in stock. Returns how many changed. */
export async function updateVariants(
  db: Database,
  productId: string,
  change: VariantChange,
  only: { size?: string; inStock?: boolean } = {},
): Promise<number> {
  const conditions: SQL[] = [eq(variants.productId, productId)];
  if (only.size !== undefined) conditions.push(eq(variants.size, only.size));
  if (only.inStock) conditions.push(gt(variants.stock, 0));
  const changed = await db
    .update(variants)
    .set(change)
    .where(and(...conditions))
    .returning({ sku: variants.sku });
  return changed.length;
}

/** Removes every variant of a product: it has nothing left to sell. */
export async function deleteVariants(db: Database, productId: string): Promise<number> {
  const deleted = await db.delete(variants).where(eq(variants.productId, productId)).returning({ sku: variants.sku });
  return deleted.length;
}

/** Renames a product, or changes the sites that sell it. */
export async function updateProduct(db: Database, productId: string, change: { name?: string; availableFascias?: string[] }): Promise<void> {
  await db.update(products).set(change).where(eq(products.id, productId));
}

/** Renames the category a product sits in (a change every product of that category shares). */
export async function renameCategoryOf(db: Database, productId: string, name: string): Promise<void> {
  const [product] = await db.select({ categoryId: products.categoryId }).from(products).where(eq(products.id, productId));
  if (!product) throw new Error(`No product ${productId}`);
  await db.update(categories).set({ name }).where(eq(categories.id, product.categoryId));
}
