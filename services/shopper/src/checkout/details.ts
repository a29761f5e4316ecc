import { eq, sql } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { basketCheckouts } from '@storefront/db/schema/orders';

/** What the wallet has told the server about a basket so far (email, addresses, delivery, the total it showed). */
export type CheckoutDetails = typeof basketCheckouts.$inferSelect;

type DetailsPatch = Partial<Omit<CheckoutDetails, 'basketId' | 'siteId' | 'updatedAt'>>;

export async function readCheckoutDetails(db: Database, basketId: string): Promise<CheckoutDetails | undefined> {
  const [details] = await db.select().from(basketCheckouts).where(eq(basketCheckouts.basketId, basketId)).limit(1);
  return details;
}

/** Records part of the details in one statement (racing calls each keep their own fields). */
export async function saveCheckoutDetails(db: Database, basketId: string, siteId: string, patch: DetailsPatch): Promise<void> {
  await db
    .insert(basketCheckouts)
    .values({ basketId, siteId, ...patch })
    .onConflictDoUpdate({ target: basketCheckouts.basketId, set: { siteId, ...patch, updatedAt: sql`now()` } });
}
