import { inArray } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { products } from '@storefront/db/schema/catalogue';

/** The keys of products by their ids (pages are tagged by key; the tables' change notifications name ids). */
export async function productKeysOf(db: Database, productIds: readonly string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db.select({ key: products.key }).from(products).where(inArray(products.id, [...productIds]));
  return rows.map((row) => row.key);
}
