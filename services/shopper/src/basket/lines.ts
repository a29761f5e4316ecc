import { and, eq, ne, sum } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { products, variants } from '@storefront/db/schema/catalogue';
import { basketLines, baskets } from '@storefront/db/schema/shopper';
import { addToWishlist } from '../wishlist/service';
import type { BasketLineRef, UpdateQuantityInput } from './schemas';
import { lockOpenBasket, readCart, type BasketOwner, type Cart } from './service';
import { onlyLeftMessage } from './stock-check';

/**
 * The basket page's changes to one line (P §2 /basket): its quantity, removing it, moving it to
 * the wishlist. Each runs in one transaction that first locks the owner's basket row, so changes
 * from two tabs (and adds) wait for each other and none is lost; nothing changes when one fails.
 */
export type LineChangeOutcome =
  | { ok: true; cart: Cart }
  | { ok: false; status: 401 | 404 | 409 | 422; reason: 'missing' | 'stock' | 'guest' | 'wishlist'; message: string };

type Failure = Extract<LineChangeOutcome, { ok: false }>;

export const LINE_MESSAGES = {
  missing: 'This item is no longer in your bag.',
  signInToSave: 'Sign in to move items to your wishlist.',
  wishlistFull: (maxItems: number) => `Your wishlist is full (${maxItems} items). Remove something from it to save this item.`,
} as const;

const missing: Failure = { ok: false, status: 404, reason: 'missing', message: LINE_MESSAGES.missing };

const lineWhere = (basketId: string, line: BasketLineRef) =>
  and(eq(basketLines.basketId, basketId), eq(basketLines.sku, line.sku), eq(basketLines.customisationKey, line.customisationKey ?? ''));

async function touch(tx: Database, basketId: string): Promise<void> {
  await tx.update(baskets).set({ updatedAt: new Date().toISOString() }).where(eq(baskets.id, basketId));
}

/** Runs a change on the owner's locked basket; answers the cart after it, or the change's refusal. */
async function changeBasket(db: Database, owner: BasketOwner, change: (tx: Database, basketId: string) => Promise<Failure | undefined>): Promise<LineChangeOutcome> {
  const outcome = await db.transaction(async (transaction): Promise<Failure | { ok: true; basketId: string }> => {
    const tx = transaction as unknown as Database;
    const basketId = await lockOpenBasket(tx, owner);
    if (!basketId) return missing;
    const refused = await change(tx, basketId);
    if (refused) return refused;
    await touch(tx, basketId);
    return { ok: true, basketId };
  });
  return outcome.ok ? { ok: true, cart: await readCart(db, outcome.basketId) } : outcome;
}

/**
 * Sets a line's quantity (1 to 10, validated by the caller's schema). The variant's row is
 * locked too, and the other lines of the same SKU count against its stock: more than is left
 * is refused with 'Only {n} left in stock'.
 */
export function updateLineQuantity(db: Database, owner: BasketOwner, input: UpdateQuantityInput): Promise<LineChangeOutcome> {
  return changeBasket(db, owner, async (tx, basketId) => {
    const [line] = await tx.select({ sku: basketLines.sku }).from(basketLines).where(lineWhere(basketId, input));
    if (!line) return missing;
    const [variant] = await tx.select({ stock: variants.stock }).from(variants).where(eq(variants.sku, input.sku)).for('update');
    if (!variant) return missing;
    const [others] = await tx
      .select({ quantity: sum(basketLines.quantity).mapWith(Number) })
      .from(basketLines)
      .where(and(eq(basketLines.basketId, basketId), eq(basketLines.sku, input.sku), ne(basketLines.customisationKey, input.customisationKey ?? '')));
    const left = Math.max(0, variant.stock - (others?.quantity ?? 0));
    if (input.quantity > left) return { ok: false, status: 409, reason: 'stock', message: onlyLeftMessage(left) };
    await tx.update(basketLines).set({ quantity: input.quantity, loweredFrom: null }).where(lineWhere(basketId, input));
    return undefined;
  });
}

/** Removes a line. */
export function removeLine(db: Database, owner: BasketOwner, line: BasketLineRef): Promise<LineChangeOutcome> {
  return changeBasket(db, owner, async (tx, basketId) => {
    const removed = await tx.delete(basketLines).where(lineWhere(basketId, line)).returning({ sku: basketLines.sku });
    return removed.length > 0 ? undefined : missing;
  });
}

/**
 * Moves a line to the signed-in shopper's wishlist (the product in the line's colour and size)
 * and takes it out of the basket, in one transaction. An item already saved is simply taken out;
 * a full wishlist keeps the line where it is. Guests are asked to sign in, and keep the line.
 */
export function moveLineToWishlist(db: Database, owner: BasketOwner, line: BasketLineRef, options: { maxItems: number }): Promise<LineChangeOutcome> {
  if (!('userId' in owner)) return Promise.resolve({ ok: false, status: 401, reason: 'guest', message: LINE_MESSAGES.signInToSave });
  return changeBasket(db, owner, async (tx, basketId) => {
    const [row] = await tx
      .select({ sku: basketLines.sku, colour: variants.colour, productKey: products.key })
      .from(basketLines)
      .innerJoin(variants, eq(variants.sku, basketLines.sku))
      .innerJoin(products, eq(products.id, variants.productId))
      .where(lineWhere(basketId, line));
    if (!row) return missing;
    const saved = await addToWishlist(tx, owner.userId, { lineItemSku: row.sku, productKey: row.productKey, colourSelected: row.colour, sizeSelected: true }, options);
    if (!saved.ok && saved.reason !== 'exists') {
      if (saved.reason === 'guest') return { ok: false, status: 401, reason: 'guest', message: LINE_MESSAGES.signInToSave };
      if (saved.reason === 'limit') return { ok: false, status: 409, reason: 'wishlist', message: LINE_MESSAGES.wishlistFull(options.maxItems) };
      return { ok: false, status: 422, reason: 'wishlist', message: saved.message };
    }
    await tx.delete(basketLines).where(lineWhere(basketId, line));
    return undefined;
  });
}
