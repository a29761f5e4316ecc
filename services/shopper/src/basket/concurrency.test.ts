import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { variants } from '@storefront/db/schema/catalogue';
import { baskets } from '@storefront/db/schema/shopper';
import { openTestDatabase } from '@storefront/db/testing';
import { signUp } from '../accounts/accounts';
import { inStockVariants } from '../test-support';
import { removeLine, updateLineQuantity } from './lines';
import { mergeGuestBasket } from './merge';
import { addToCart, currentCart, type BasketOwner } from './service';

/**
 * Racing basket writes. On PostgreSQL (DATABASE_URL, as `pnpm test:data-layer` runs them) each add
 * is its own transaction on its own pooled connection, so these races are real; on PGlite they
 * run one transaction at a time.
 */
describe('basket under concurrent adds', () => {
  let handle: DatabaseHandle;
  let stocked: Awaited<ReturnType<typeof inStockVariants>>;
  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    stocked = await inStockVariants(handle.db, 8);
  });
  afterAll(() => handle.close());

  const openBaskets = async (owner: BasketOwner) => {
    const whose = 'userId' in owner ? eq(baskets.userId, owner.userId) : and(eq(baskets.guestId, owner.guestId), isNull(baskets.userId));
    const [row] = await handle.db.select({ n: count() }).from(baskets).where(and(whose, eq(baskets.ephemeral, false)));
    return row?.n ?? 0;
  };

  const raceFirstAdds = async (owner: BasketOwner) => {
    const results = await Promise.all(stocked.map((variant) => addToCart(handle.db, owner, { items: [{ sku: variant.sku, quantity: 1 }] })));
    const cartIds = new Set(results.map((result) => (result.ok ? result.cart.id : `refused: ${result.message}`)));
    expect([...cartIds]).toHaveLength(1);
    expect(await openBaskets(owner)).toBe(1);
    const cart = await currentCart(handle.db, owner);
    expect(cart?.id).toBe([...cartIds][0]);
    expect(cart?.lineItems.map((line) => line.variant.sku).sort()).toEqual(stocked.map((variant) => variant.sku).sort());
  };

  it('ends a guest’s racing first adds in one basket holding every item', async () => {
    await raceFirstAdds({ guestId: 'racing-guest' });
  });

  it('ends a signed-in shopper’s racing first adds in one basket holding every item', async () => {
    const account = await signUp(handle.db, { email: 'racing-basket@example.com', name: 'Racer', password: 'password123' });
    if (!account.ok) throw new Error(account.message);
    await raceFirstAdds({ userId: account.userId });
  });

  it('never puts more in a basket than the stock when adds race', async () => {
    const variant = stocked[0]!;
    await handle.db.update(variants).set({ stock: 3 }).where(eq(variants.sku, variant.sku));
    const owner = { guestId: 'racing-stock' };
    const results = await Promise.all(Array.from({ length: 10 }, () => addToCart(handle.db, owner, { items: [{ sku: variant.sku, quantity: 1 }] })));
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(results.filter((result) => !result.ok)).toEqual(Array.from({ length: 7 }, () => ({ ok: false, status: 409, errorSource: 'stock', message: 'Only 3 left in stock' })));
    expect((await currentCart(handle.db, owner))?.totalQuantity).toBe(3);
  });

  it('adds the same items in opposite orders for many shoppers at once without a deadlock', async () => {
    const [a, b, c] = stocked.slice(5);
    const items = [a!, b!, c!].map((variant) => ({ sku: variant.sku, quantity: 1 }));
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, n) => addToCart(handle.db, { guestId: `crossing-${n}` }, { items: n % 2 === 0 ? items : [...items].reverse() })),
    );
    expect(results.every((result) => result.ok && result.cart.totalQuantity === 3)).toBe(true);
  });

  it('keeps one open basket per owner in the database itself, while express carts stay apart', async () => {
    const owner = { guestId: 'one-basket' };
    expect(await addToCart(handle.db, owner, { items: [{ sku: stocked[1]!.sku, quantity: 1 }] })).toMatchObject({ ok: true });
    await expect(handle.db.insert(baskets).values({ id: 'bsk-second-open', guestId: owner.guestId })).rejects.toThrow();
    await handle.db.insert(baskets).values([
      { id: 'bsk-express-1', guestId: owner.guestId, ephemeral: true },
      { id: 'bsk-express-2', guestId: owner.guestId, ephemeral: true },
    ]);
    expect(await openBaskets(owner)).toBe(1);
  });

  it('never loses a line when two tabs change quantities, remove and add at once', async () => {
    const owner = { guestId: 'two-tabs' };
    const [a, b, c, d, e, f] = stocked;
    expect(await addToCart(handle.db, owner, { items: [a!, b!, c!, d!].map((variant) => ({ sku: variant.sku, quantity: 1 })) })).toMatchObject({ ok: true });
    // Tab one raises a and b and removes c; tab two raises b again, adds e and f and removes d.
    const tabOne = [updateLineQuantity(handle.db, owner, { sku: a!.sku, quantity: 3 }), updateLineQuantity(handle.db, owner, { sku: b!.sku, quantity: 2 }), removeLine(handle.db, owner, { sku: c!.sku })];
    const tabTwo = [
      addToCart(handle.db, owner, { items: [{ sku: e!.sku, quantity: 1 }] }),
      updateLineQuantity(handle.db, owner, { sku: b!.sku, quantity: 2 }),
      removeLine(handle.db, owner, { sku: d!.sku }),
      addToCart(handle.db, owner, { items: [{ sku: f!.sku, quantity: 2 }] }),
    ];
    const results = await Promise.all([...tabOne, ...tabTwo]);
    expect(results.every((result) => result.ok)).toBe(true);
    const cart = await currentCart(handle.db, owner);
    expect(Object.fromEntries(cart!.lineItems.map((line) => [line.variant.sku, line.quantity]))).toEqual({ [a!.sku]: 3, [b!.sku]: 2, [e!.sku]: 1, [f!.sku]: 2 });
    expect(await openBaskets(owner)).toBe(1);
  });

  it('keeps every line when many quantity changes race on one line while other items are added', async () => {
    const owner = { guestId: 'many-tabs' };
    const [first, ...others] = stocked;
    await handle.db.update(variants).set({ stock: 50 }).where(eq(variants.sku, first!.sku));
    expect(await addToCart(handle.db, owner, { items: [{ sku: first!.sku, quantity: 1 }] })).toMatchObject({ ok: true });
    const changes = Array.from({ length: 10 }, (_, n) => updateLineQuantity(handle.db, owner, { sku: first!.sku, quantity: n + 1 }));
    const adds = others.map((variant) => addToCart(handle.db, owner, { items: [{ sku: variant.sku, quantity: 1 }] }));
    const results = await Promise.all([...changes, ...adds]);
    expect(results.filter((result) => !result.ok)).toEqual([]);
    const cart = await currentCart(handle.db, owner);
    expect(cart!.lineItems.map((line) => line.variant.sku).sort()).toEqual(stocked.map((variant) => variant.sku).sort());
    const firstLine = cart!.lineItems.find((line) => line.variant.sku === first!.sku)!;
    expect(firstLine.quantity).toBeGreaterThanOrEqual(1);
    expect(firstLine.quantity).toBeLessThanOrEqual(10);
  });

  it('loses no line when a guest’s adds race the sign-in that merges the basket', async () => {
    const account = await signUp(handle.db, { email: 'racing-merge@example.com', name: 'Merger', password: 'password123' });
    if (!account.ok) throw new Error(account.message);
    const guest = { guestId: 'racing-merge-guest' };
    const [a, b, c] = stocked.slice(2);
    expect(await addToCart(handle.db, { userId: account.userId }, { items: [{ sku: a!.sku, quantity: 1 }] })).toMatchObject({ ok: true });
    expect(await addToCart(handle.db, guest, { items: [{ sku: b!.sku, quantity: 1 }] })).toMatchObject({ ok: true });
    const [merged, added] = await Promise.all([mergeGuestBasket(handle.db, guest.guestId, account.userId), addToCart(handle.db, guest, { items: [{ sku: c!.sku, quantity: 1 }] })]);
    expect(added).toMatchObject({ ok: true });
    // The add landed before the merge (and moved with it) or after it (in the guest's basket): never nowhere.
    const accountSkus = (await currentCart(handle.db, { userId: account.userId }))!.lineItems.map((line) => line.variant.sku);
    const guestSkus = ((await currentCart(handle.db, guest))?.lineItems ?? []).map((line) => line.variant.sku);
    expect([...accountSkus, ...guestSkus].sort()).toEqual([a!.sku, b!.sku, c!.sku].sort());
    expect(accountSkus).toEqual(expect.arrayContaining([a!.sku, b!.sku]));
    expect(merged.moved).toBeGreaterThanOrEqual(1);
  });
});
