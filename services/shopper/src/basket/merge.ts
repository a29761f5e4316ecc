import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { variants } from '@storefront/db/schema/catalogue';
import { basketLines, baskets } from '@storefront/db/schema/shopper';
import { lockOpenBasket, openBasket } from './service';

export interface BasketMerge {
  /** Guest lines moved into the account's basket. */
  moved: number;
  /** Lines whose added quantities were more than the stock, and were lowered to it. */
  capped: Array<{ sku: string; customisationKey: string; to: number }>;
}

/**
 * On sign-in: the guest's open basket moves into the account's open basket, in one transaction.
 * A line the account already holds (same SKU and customisation) gets the quantities added,
 * capped by the stock (the line keeps what was asked, so the basket page says it was lowered);
 * any other line moves as it is (capped likewise). The guest basket is then
 * empty. Locks are taken guest basket, account basket, then variants in SKU order, the order every
 * basket change takes them, so a merge and the shopper's adds wait for each other, never deadlock.
 */
export async function mergeGuestBasket(db: Database, guestId: string, userId: string): Promise<BasketMerge> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const guestBasket = await lockOpenBasket(tx, { guestId });
    if (!guestBasket) return { moved: 0, capped: [] };
    const guestLines = await tx.select().from(basketLines).where(eq(basketLines.basketId, guestBasket)).orderBy(asc(basketLines.createdAt));
    if (guestLines.length === 0) return { moved: 0, capped: [] };
    const accountBasket = await openBasket(tx, { userId }, false);
    const skus = [...new Set(guestLines.map((line) => line.sku))].sort();
    const stockRows = await tx.select({ sku: variants.sku, stock: variants.stock }).from(variants).where(inArray(variants.sku, skus)).orderBy(asc(variants.sku)).for('update');
    const stock = new Map(stockRows.map((row) => [row.sku, row.stock]));
    const held = await tx
      .select({ sku: basketLines.sku, customisationKey: basketLines.customisationKey, quantity: basketLines.quantity })
      .from(basketLines)
      .where(and(eq(basketLines.basketId, accountBasket), inArray(basketLines.sku, skus)));
    const capped: BasketMerge['capped'] = [];
    for (const line of guestLines) {
      const existing = held.find((row) => row.sku === line.sku && row.customisationKey === line.customisationKey);
      const wanted = (existing?.quantity ?? 0) + line.quantity;
      const units = stock.get(line.sku) ?? 0;
      // With nothing in stock the line keeps what was asked: the basket shows it as out of stock.
      const quantity = units > 0 ? Math.min(wanted, units) : wanted;
      // A lowered line remembers what was asked, for the basket page to say (basket/review.ts).
      const loweredFrom = quantity < wanted ? wanted : null;
      if (loweredFrom !== null) capped.push({ sku: line.sku, customisationKey: line.customisationKey, to: quantity });
      await tx
        .insert(basketLines)
        .values({ basketId: accountBasket, sku: line.sku, quantity, loweredFrom, customFields: line.customFields, customisationKey: line.customisationKey, createdAt: line.createdAt })
        .onConflictDoUpdate({ target: [basketLines.basketId, basketLines.sku, basketLines.customisationKey], set: { quantity, ...(loweredFrom !== null ? { loweredFrom } : {}) } });
    }
    await tx.delete(basketLines).where(eq(basketLines.basketId, guestBasket));
    const now = new Date().toISOString();
    await tx.update(baskets).set({ updatedAt: now }).where(inArray(baskets.id, [guestBasket, accountBasket]));
    return { moved: guestLines.length, capped };
  });
}
