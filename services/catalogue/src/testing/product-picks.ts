import { and, asc, gte, lte, not, type SQL } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { products } from '@storefront/db/schema/catalogue';
import { availableOn } from '../queries/fascia-scope';

/**
 * Picks a product of a seeded catalogue for another package's test (a product with many reviews
 * on one site, one another site does not sell, …), without that test reading the catalogue's tables.
 */
export interface ProductPick {
  soldOn?: string;
  notSoldOn?: string;
  reviewCount?: { min?: number; max?: number };
}

/** The id of the first product, by key, that matches; an error when none does. */
export async function firstProductId(db: Database, pick: ProductPick): Promise<string> {
  const conditions: Array<SQL | undefined> = [];
  if (pick.soldOn) conditions.push(scopeOf(pick.soldOn));
  if (pick.notSoldOn) conditions.push(not(scopeOf(pick.notSoldOn)));
  const { min, max } = pick.reviewCount ?? {};
  if (min !== undefined) conditions.push(gte(products.reviewCount, min));
  if (max !== undefined) conditions.push(lte(products.reviewCount, max));
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(...conditions))
    .orderBy(asc(products.key))
    .limit(1);
  if (!row) throw new Error(`No product matches ${JSON.stringify(pick)}`);
  return row.id;
}

function scopeOf(fascia: string): SQL {
  const scope = availableOn(fascia);
  if (!scope) throw new Error(`Unknown site ${fascia}`);
  return scope;
}
