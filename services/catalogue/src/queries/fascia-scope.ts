import { products } from '@storefront/db/schema/catalogue';
import { fasciaById } from '@storefront/sites/fascias';
import { sql, type SQL } from 'drizzle-orm';

/** Products sold on the fascia; undefined when the fascia is unknown (callers return nothing). */
export function availableOn(fascia: string): SQL | undefined {
  if (!fasciaById(fascia)) return undefined;
  return sql`${products.availableFascias} @> ${JSON.stringify([fascia])}::jsonb`;
}

/** The same rule for a product already loaded. */
export function isAvailableOn(fascias: readonly string[], fascia: string): boolean {
  return Boolean(fasciaById(fascia)) && fascias.includes(fascia);
}
