import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { variants } from '@storefront/db/schema/catalogue';
import { openTestDatabase } from '@storefront/db/testing';
import { signUp } from '../accounts/accounts';
import { inStockVariants } from '../test-support';
import { listWishlist } from '../wishlist/service';
import { moveLineToWishlist, removeLine, updateLineQuantity } from './lines';
import { basketLineSchema, updateQuantitySchema } from './schemas';
import { addToCart, currentCart, type BasketOwner } from './service';

describe('changing basket lines', () => {
  let handle: DatabaseHandle;
  let stocked: Awaited<ReturnType<typeof inStockVariants>>;
  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    stocked = await inStockVariants(handle.db, 4);
  });
  afterAll(() => handle.close());

  const fill = async (owner: BasketOwner, skus: string[]) => {
    const added = await addToCart(handle.db, owner, { items: skus.map((sku) => ({ sku, quantity: 1 })) });
    if (!added.ok) throw new Error(added.message);
    return added.cart;
  };
  const quantities = async (owner: BasketOwner) => (await currentCart(handle.db, owner))?.lineItems.map((line) => [line.variant.sku, line.quantity]);
  const account = async (email: string) => {
    const created = await signUp(handle.db, { email, name: 'Shopper', password: 'password123' });
    if (!created.ok) throw new Error(created.message);
    return created.userId;
  };

  it('reads each line with what the basket page draws: image, colour, size, link, stock and its key', async () => {
    const owner = { guestId: 'lines-read' };
    const cart = await fill(owner, [stocked[0]!.sku]);
    const [line] = cart.lineItems;
    expect(line).toMatchObject({
      variant: { sku: stocked[0]!.sku },
      customisationKey: '',
      productKey: stocked[0]!.productKey,
      colour: stocked[0]!.colour,
      availableQuantity: stocked[0]!.stock,
      image: { src: `/_img/products/${stocked[0]!.productKey}/${stocked[0]!.colour}/1` },
    });
    expect(line!.url).toMatch(new RegExp(`^/(product/[a-z0-9-]+\\?colour=${stocked[0]!.colour}|premier/[a-z0-9-]+)`));
    expect(line!.colourLabel.length).toBeGreaterThan(0);
    expect(line!.size.length).toBeGreaterThan(0);
    expect(line!.brand.length).toBeGreaterThan(0);
  });

  it('sets a quantity within the stock, and refuses more than is left with the count, changing nothing', async () => {
    const owner = { guestId: 'lines-quantity' };
    const [a, b] = stocked;
    await fill(owner, [a!.sku, b!.sku]);
    const raised = await updateLineQuantity(handle.db, owner, { sku: a!.sku, quantity: 3 });
    expect(raised).toMatchObject({ ok: true });
    if (raised.ok) expect(raised.cart.totalQuantity).toBe(4);
    await handle.db.update(variants).set({ stock: 4 }).where(eq(variants.sku, b!.sku));
    expect(await updateLineQuantity(handle.db, owner, { sku: b!.sku, quantity: 5 })).toEqual({ ok: false, status: 409, reason: 'stock', message: 'Only 4 left in stock' });
    await handle.db.update(variants).set({ stock: 0 }).where(eq(variants.sku, b!.sku));
    expect(await updateLineQuantity(handle.db, owner, { sku: b!.sku, quantity: 2 })).toMatchObject({ status: 409, message: 'Out of stock' });
    expect(await quantities(owner)).toEqual([
      [a!.sku, 3],
      [b!.sku, 1],
    ]);
    await handle.db.update(variants).set({ stock: b!.stock }).where(eq(variants.sku, b!.sku));
  });

  it('answers 404 for a line the basket does not hold (or no basket at all)', async () => {
    const owner = { guestId: 'lines-missing' };
    expect(await removeLine(handle.db, owner, { sku: stocked[0]!.sku })).toEqual({ ok: false, status: 404, reason: 'missing', message: 'This item is no longer in your bag.' });
    await fill(owner, [stocked[0]!.sku]);
    expect(await updateLineQuantity(handle.db, owner, { sku: stocked[1]!.sku, quantity: 2 })).toMatchObject({ status: 404 });
    expect(await updateLineQuantity(handle.db, owner, { sku: stocked[0]!.sku, customisationKey: '[["initials","HV"]]', quantity: 2 })).toMatchObject({ status: 404 });
    expect(await quantities(owner)).toEqual([[stocked[0]!.sku, 1]]);
  });

  it('removes one line and keeps the others', async () => {
    const owner = { guestId: 'lines-remove' };
    await fill(owner, [stocked[0]!.sku, stocked[1]!.sku, stocked[2]!.sku]);
    const removed = await removeLine(handle.db, owner, { sku: stocked[1]!.sku, customisationKey: '' });
    expect(removed).toMatchObject({ ok: true });
    expect(await quantities(owner)).toEqual([
      [stocked[0]!.sku, 1],
      [stocked[2]!.sku, 1],
    ]);
  });

  it('moves a line to a signed-in shopper’s wishlist in its colour and takes it out of the basket; a guest keeps the line', async () => {
    const guest = { guestId: 'lines-move-guest' };
    await fill(guest, [stocked[0]!.sku]);
    expect(await moveLineToWishlist(handle.db, guest, { sku: stocked[0]!.sku }, { maxItems: 3 })).toEqual({
      ok: false,
      status: 401,
      reason: 'guest',
      message: 'Sign in to move items to your wishlist.',
    });
    expect(await quantities(guest)).toEqual([[stocked[0]!.sku, 1]]);

    const userId = await account('mover@example.com');
    const owner = { userId };
    await fill(owner, [stocked[0]!.sku, stocked[1]!.sku]);
    const moved = await moveLineToWishlist(handle.db, owner, { sku: stocked[0]!.sku }, { maxItems: 3 });
    expect(moved).toMatchObject({ ok: true });
    expect(await quantities(owner)).toEqual([[stocked[1]!.sku, 1]]);
    expect(await listWishlist(handle.db, userId)).toEqual([
      expect.objectContaining({ productKey: stocked[0]!.productKey, colourSelected: stocked[0]!.colour, lineItemSku: stocked[0]!.sku, sizeSelected: true }),
    ]);
  });

  it('takes out a line already saved, and keeps the line when the wishlist is full', async () => {
    const userId = await account('full-wishlist@example.com');
    const owner = { userId };
    await fill(owner, [stocked[0]!.sku]);
    expect(await moveLineToWishlist(handle.db, owner, { sku: stocked[0]!.sku }, { maxItems: 3 })).toMatchObject({ ok: true });
    await fill(owner, [stocked[0]!.sku, stocked[1]!.sku, stocked[2]!.sku, stocked[3]!.sku]);
    // Already saved: nothing to add, the line just leaves the basket.
    expect(await moveLineToWishlist(handle.db, owner, { sku: stocked[0]!.sku }, { maxItems: 3 })).toMatchObject({ ok: true });
    expect(await moveLineToWishlist(handle.db, owner, { sku: stocked[1]!.sku }, { maxItems: 3 })).toMatchObject({ ok: true });
    expect(await moveLineToWishlist(handle.db, owner, { sku: stocked[2]!.sku }, { maxItems: 3 })).toMatchObject({ ok: true });
    expect(await moveLineToWishlist(handle.db, owner, { sku: stocked[3]!.sku }, { maxItems: 3 })).toEqual({
      ok: false,
      status: 409,
      reason: 'wishlist',
      message: 'Your wishlist is full (3 items). Remove something from it to save this item.',
    });
    expect(await quantities(owner)).toEqual([[stocked[3]!.sku, 1]]);
    expect(await listWishlist(handle.db, userId)).toHaveLength(3);
  });

  it('validates the line payloads', () => {
    expect(updateQuantitySchema.safeParse({ sku: 'CST12345-02-08', quantity: 10 }).success).toBe(true);
    for (const quantity of [0, 11, 1.5, '2', null]) expect(updateQuantitySchema.safeParse({ sku: 'CST12345-02-08', quantity }).success).toBe(false);
    expect(updateQuantitySchema.safeParse({ sku: 'A;DROP', quantity: 1 }).success).toBe(false);
    expect(basketLineSchema.safeParse({ sku: 'CST12345-02-08', customisationKey: '[["initials","HV"]]' }).success).toBe(true);
    expect(basketLineSchema.safeParse({ sku: 'CST12345-02-08', customisationKey: 7 }).success).toBe(false);
    expect(basketLineSchema.safeParse({}).success).toBe(false);
  });
});
