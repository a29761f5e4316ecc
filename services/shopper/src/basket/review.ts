import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { variants } from '@storefront/db/schema/catalogue';
import { basketLines } from '@storefront/db/schema/shopper';
import { currentCart, lockOpenBasket, readCart, type BasketOwner, type Cart } from './service';
import { unitsLeftPerLine } from './stock-check';

/** A line lowered to what is left in stock: the shopper is told, never left to notice. */
export interface StockChange {
  sku: string;
  customisationKey: string;
  name: string;
  from: number;
  to: number;
}

export interface BasketReview {
  cart: Cart;
  /** Lines lowered on this look, or by a merge at sign-in the shopper has not been told of yet. */
  changes: StockChange[];
}

/**
 * The owner's basket re-checked against the stock now (each view of the basket page): a line
 * asking for more than is left is lowered to what is left, in one transaction on the locked
 * basket, and reported, as are lines a sign-in's merge lowered (reported once, then forgotten).
 * Lines with nothing left keep their quantity: the page shows them as out of stock, outside the
 * total. Undefined when the owner has no basket.
 */
export async function reviewBasket(db: Database, owner: BasketOwner): Promise<BasketReview | undefined> {
  const cart = await currentCart(db, owner);
  if (!cart) return undefined;
  if (!asksTooMuch(cart) && !(await hasUnsaidLowering(db, cart.id))) return { cart, changes: [] };
  const changes = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // Read again under the lock: another tab or a checkout may have changed the lines meanwhile.
    const basketId = await lockOpenBasket(tx, owner);
    if (basketId !== cart.id) return [];
    const lines = await tx
      .select({ sku: basketLines.sku, customisationKey: basketLines.customisationKey, quantity: basketLines.quantity, loweredFrom: basketLines.loweredFrom, stock: variants.stock })
      .from(basketLines)
      .innerJoin(variants, eq(variants.sku, basketLines.sku))
      .where(eq(basketLines.basketId, basketId))
      .orderBy(asc(basketLines.createdAt), asc(basketLines.sku), asc(basketLines.customisationKey));
    const left = unitsLeftPerLine(lines);
    const lowered: StockChange[] = [];
    for (const [index, line] of lines.entries()) {
      const to = left[index]! > 0 && line.quantity > left[index]! ? left[index]! : line.quantity;
      if (to === line.quantity && line.loweredFrom === null) continue;
      await tx
        .update(basketLines)
        .set({ quantity: to, loweredFrom: null })
        .where(and(eq(basketLines.basketId, basketId), eq(basketLines.sku, line.sku), eq(basketLines.customisationKey, line.customisationKey)));
      const from = Math.max(line.loweredFrom ?? 0, line.quantity);
      if (from === to) continue;
      const name = cart.lineItems.find((item) => item.variant.sku === line.sku)?.name ?? line.sku;
      lowered.push({ sku: line.sku, customisationKey: line.customisationKey, name, from, to });
    }
    return lowered;
  });
  return { cart: await readCart(db, cart.id), changes };
}

function asksTooMuch(cart: Cart): boolean {
  const left = unitsLeftPerLine(cart.lineItems.map((line) => ({ sku: line.variant.sku, quantity: line.quantity, stock: line.availableQuantity })));
  return cart.lineItems.some((line, index) => left[index]! > 0 && line.quantity > left[index]!);
}

async function hasUnsaidLowering(db: Database, basketId: string): Promise<boolean> {
  const [row] = await db
    .select({ sku: basketLines.sku })
    .from(basketLines)
    .where(and(eq(basketLines.basketId, basketId), isNotNull(basketLines.loweredFrom)))
    .limit(1);
  return row !== undefined;
}
