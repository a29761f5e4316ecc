import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { variants } from '@storefront/db/schema/catalogue';
import { basketLines, baskets } from '@storefront/db/schema/shopper';
import type { CustomisationEntry } from '@storefront/catalogue/customisation/rules';
import { readCartLines, type CartLineItem } from './cart-lines';
import { acceptLineCustomisation, customisationKey } from './customisation';
import type { AddToCartInput } from './schemas';

/** Whose basket: a signed-in shopper's, or a guest identity's (cookie). */
export type BasketOwner = { userId: string } | { guestId: string };

/** The cart shape of P §3 (lineItems with variant.sku, total and subTotal in cents). */
export interface Cart {
  id: string;
  lineItems: CartLineItem[];
  subTotal: { centAmount: number };
  total: { centAmount: number };
  totalQuantity: number;
}

export type AddToCartOutcome = { ok: true; cart: Cart } | { ok: false; status: 400 | 404 | 409; errorSource: 'stock' | 'sku' | 'validation'; message: string };

const ownerFilter = (owner: BasketOwner) =>
  'userId' in owner ? eq(baskets.userId, owner.userId) : and(eq(baskets.guestId, owner.guestId), isNull(baskets.userId));

/** The unique partial index that keeps the owner to one open basket (services/db schema), as ON CONFLICT names it. */
const openBasketIndex = (owner: BasketOwner) =>
  'userId' in owner
    ? { target: baskets.userId, where: sql`${baskets.ephemeral} = false` }
    : { target: baskets.guestId, where: sql`${baskets.ephemeral} = false and ${baskets.userId} is null` };

/** The owner's open basket's id, its row locked for the transaction: every change to a basket takes this lock first. */
export async function lockOpenBasket(tx: Database, owner: BasketOwner): Promise<string | undefined> {
  const [existing] = await tx.select({ id: baskets.id }).from(baskets).where(and(ownerFilter(owner), eq(baskets.ephemeral, false))).limit(1).for('update');
  return existing?.id;
}

/**
 * The owner's open basket, locked for the transaction (or a new ephemeral cart). The database
 * holds one open basket per owner: when a racing first add created it meanwhile, the insert does
 * nothing and the winner's basket is used, so no add is lost to a second basket.
 */
export async function openBasket(tx: Database, owner: BasketOwner, ephemeral: boolean): Promise<string> {
  if (!ephemeral) {
    const existing = await lockOpenBasket(tx, owner);
    if (existing) return existing;
  }
  const id = `bsk-${randomUUID()}`;
  const insert = tx.insert(baskets).values({ id, ephemeral, ...('userId' in owner ? { userId: owner.userId } : { guestId: owner.guestId }) });
  if (ephemeral) {
    await insert;
    return id;
  }
  const created = await insert.onConflictDoNothing(openBasketIndex(owner)).returning({ id: baskets.id });
  if (created.length > 0) return id;
  const winner = await lockOpenBasket(tx, owner);
  if (!winner) throw new Error('The open basket that refused this insert has gone');
  return winner;
}

export async function readCart(db: Database, basketId: string): Promise<Cart> {
  const lines = await readCartLines(db, basketId);
  const subTotal = lines.reduce((sum, line) => sum + line.unitPrice.centAmount * line.quantity, 0);
  return {
    id: basketId,
    lineItems: lines,
    subTotal: { centAmount: subTotal },
    total: { centAmount: subTotal },
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/**
 * Adds items to the owner's basket (or a new ephemeral cart) in one transaction. Every item is
 * checked against stock, counting what the basket already holds, and its customisation against
 * its product's fields; one failing item adds nothing. The same item customised differently is a
 * line of its own, its values stored with it.
 */
export async function addToCart(db: Database, owner: BasketOwner, input: AddToCartInput): Promise<AddToCartOutcome> {
  const lines: Array<{ sku: string; quantity: number; customFields: CustomisationEntry[] }> = [];
  for (const item of input.items) {
    const accepted = await acceptLineCustomisation(db, item.sku, item.customFields ?? []);
    if (!accepted.ok) return { ok: false, status: 400, errorSource: 'validation', message: accepted.message };
    lines.push({ sku: item.sku, quantity: item.quantity, customFields: accepted.entries });
  }
  const outcome = await db.transaction(async (tx): Promise<Extract<AddToCartOutcome, { ok: false }> | { ok: true; basketId: string }> => {
    const basketId = await openBasket(tx as unknown as Database, owner, input.ephemeral ?? false);
    const skus = [...new Set(input.items.map((item) => item.sku))];
    // Locked in SKU order, so adds of the same items in another order wait rather than deadlock.
    const stock = await tx.select({ sku: variants.sku, stock: variants.stock }).from(variants).where(inArray(variants.sku, skus)).orderBy(asc(variants.sku)).for('update');
    const held = await tx.select({ sku: basketLines.sku, quantity: basketLines.quantity }).from(basketLines).where(and(eq(basketLines.basketId, basketId), inArray(basketLines.sku, skus)));
    const wanted = new Map<string, number>();
    for (const item of input.items) wanted.set(item.sku, (wanted.get(item.sku) ?? 0) + item.quantity);
    for (const [sku, quantity] of wanted) {
      const variant = stock.find((row) => row.sku === sku);
      if (!variant) return { ok: false, status: 404, errorSource: 'sku', message: `Unknown item ${sku}` };
      const inBasket = held.filter((row) => row.sku === sku).reduce((sum, row) => sum + row.quantity, 0);
      if (variant.stock === 0) return { ok: false, status: 409, errorSource: 'stock', message: 'Out of stock' };
      if (inBasket + quantity > variant.stock) {
        return { ok: false, status: 409, errorSource: 'stock', message: `Only ${variant.stock} left in stock` };
      }
    }
    for (const line of lines) {
      await tx
        .insert(basketLines)
        .values({ basketId, sku: line.sku, quantity: line.quantity, customFields: line.customFields, customisationKey: customisationKey(line.customFields) })
        .onConflictDoUpdate({ target: [basketLines.basketId, basketLines.sku, basketLines.customisationKey], set: { quantity: sql`${basketLines.quantity} + ${line.quantity}` } });
    }
    await tx.update(baskets).set({ updatedAt: new Date().toISOString() }).where(eq(baskets.id, basketId));
    return { ok: true, basketId };
  });
  if (!outcome.ok) return outcome;
  return { ok: true, cart: await readCart(db, outcome.basketId) };
}

/** The owner's (non-ephemeral) basket, if any. */
export async function currentCart(db: Database, owner: BasketOwner): Promise<Cart | undefined> {
  const [basket] = await db.select({ id: baskets.id }).from(baskets).where(and(ownerFilter(owner), eq(baskets.ephemeral, false))).limit(1);
  return basket ? readCart(db, basket.id) : undefined;
}
