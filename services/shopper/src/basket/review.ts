import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { variants } from '@storefront/db/schema/catalogue';
import { basketLines } from '@storefront/db/schema/shopper';
import { currentCart, lockOpenBasket, readCart, type BasketOwner, type Cart } from './service';
import { unitsLeftPerLine } from './stock-check';

/** A line the stock check lowered: the shopper is told, never left to notice. */
export interface StockChange {
  sku: string;
  customisationKey: string;
  name: string;
  from: number;
  to: number;
}

export interface BasketReview {
  cart: Cart;
  /** Lines lowered to what is left in stock on this look. */
  changes: StockChange[];
}

/**
 * The owner's basket re-checked against the stock now (each view of the basket page): a line
 * asking for more than is left is lowered to what is left, in one transaction on the locked
 * basket, and reported. Lines with nothing left keep their quantity: the page shows them as out of
 * stock, outside the total. Undefined when the owner has no basket.
 */
export async function reviewBasket(db: Database, owner: BasketOwner): Promise<BasketReview | undefined> {
  const cart = await currentCart(db, owner);
  if (!cart) return undefined;
  if (!asksTooMuch(cart)) return { cart, changes: [] };
  const changes = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // Read again under the lock: another tab or a checkout may have changed the lines meanwhile.
    const basketId = await lockOpenBasket(tx, owner);
    if (basketId !== cart.id) return [];
    const lines = await tx
      .select({ sku: basketLines.sku, customisationKey: basketLines.customisationKey, quantity: basketLines.quantity, stock: variants.stock })
      .from(basketLines)
      .innerJoin(variants, eq(variants.sku, basketLines.sku))
      .where(eq(basketLines.basketId, basketId))
      .orderBy(asc(basketLines.createdAt), asc(basketLines.sku), asc(basketLines.customisationKey));
    const left = unitsLeftPerLine(lines);
    const lowered: StockChange[] = [];
    for (const [index, line] of lines.entries()) {
      const to = left[index]!;
      if (to === 0 || line.quantity <= to) continue;
      await tx
        .update(basketLines)
        .set({ quantity: to })
        .where(and(eq(basketLines.basketId, basketId), eq(basketLines.sku, line.sku), eq(basketLines.customisationKey, line.customisationKey)));
      const name = cart.lineItems.find((item) => item.variant.sku === line.sku)?.name ?? line.sku;
      lowered.push({ sku: line.sku, customisationKey: line.customisationKey, name, from: line.quantity, to });
    }
    return lowered;
  });
  return { cart: changes.length > 0 ? await readCart(db, cart.id) : cart, changes };
}

function asksTooMuch(cart: Cart): boolean {
  const left = unitsLeftPerLine(cart.lineItems.map((line) => ({ sku: line.variant.sku, quantity: line.quantity, stock: line.availableQuantity })));
  return cart.lineItems.some((line, index) => left[index]! > 0 && line.quantity > left[index]!);
}
