import { products } from '@storefront/db/schema/catalogue';
import { fasciaById } from '@storefront/sites/fascias';
import { sql, type SQL } from 'drizzle-orm';

/** Products sold on the fascia; undefined when the fascia is unknown (callers return nothing). */
export function availableOn(fascia: string): SQL | undefined {
  if (!fasciaById(fascia)) return undefined;
  return sql`${products.availableFascias} @> ${JSON.stringify([fascia])}::jsonb`;
}
