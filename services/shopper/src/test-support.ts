import { asc, eq, gt } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { products, variants } from '@storefront/db/schema/catalogue';

/** One in-stock variant from each of `count` distinct products of the seeded catalogue. */
export async function inStockVariants(db: Database, count: number) {
  const rows = await db
    .select({ sku: variants.sku, stock: variants.stock, colour: variants.colour, productKey: products.key, productId: products.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(gt(variants.stock, 5))
    .orderBy(asc(products.key), asc(variants.sku));
  const byProduct = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!byProduct.has(row.productKey)) byProduct.set(row.productKey, row);
  const picked = [...byProduct.values()].slice(0, count);
  if (picked.length < count) throw new Error(`Only ${picked.length} in-stock products, ${count} needed`);
  return picked;
}
