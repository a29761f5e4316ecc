import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { variants } from '@storefront/db/schema/catalogue';
import { openTestDatabase } from '@storefront/db/testing';
import { inStockVariants } from '../test-support';
import { addToCartSchema } from './schemas';
import { addToCart, currentCart } from './service';

describe('basket service', () => {
  let handle: DatabaseHandle;
  let stocked: Awaited<ReturnType<typeof inStockVariants>>;
  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    stocked = await inStockVariants(handle.db, 3);
  });
  afterAll(() => handle.close());

  it('adds items to a guest’s basket and totals them in pence', async () => {
    const [a, b] = stocked;
    const owner = { guestId: 'guest-1' };
    const first = await addToCart(handle.db, owner, { items: [{ sku: a!.sku, quantity: 1 }] });
    const second = await addToCart(handle.db, owner, { items: [{ sku: a!.sku, quantity: 1 }, { sku: b!.sku, quantity: 2 }] });
    if (!first.ok || !second.ok) throw new Error('add failed');
    expect(second.cart.id).toBe(first.cart.id);
    expect(second.cart.lineItems.map((line) => [line.variant.sku, line.quantity])).toEqual([
      [a!.sku, 2],
      [b!.sku, 2],
    ]);
    const total = second.cart.lineItems.reduce((sum, line) => sum + line.unitPrice.centAmount * line.quantity, 0);
    expect(second.cart.total.centAmount).toBe(total);
    expect((await currentCart(handle.db, owner))?.totalQuantity).toBe(4);
  });

  it('refuses more than the stock, counting what the basket holds, and adds nothing', async () => {
    const variant = stocked[2]!;
    await handle.db.update(variants).set({ stock: 2 }).where(eq(variants.sku, variant.sku));
    const owner = { guestId: 'guest-2' };
    expect(await addToCart(handle.db, owner, { items: [{ sku: variant.sku, quantity: 2 }] })).toMatchObject({ ok: true });
    expect(await addToCart(handle.db, owner, { items: [{ sku: stocked[0]!.sku, quantity: 1 }, { sku: variant.sku, quantity: 1 }] })).toEqual({
      ok: false,
      status: 409,
      errorSource: 'stock',
      message: 'Only 2 left in stock',
    });
    expect((await currentCart(handle.db, owner))?.totalQuantity).toBe(2);
    await handle.db.update(variants).set({ stock: 0 }).where(eq(variants.sku, variant.sku));
    expect(await addToCart(handle.db, { guestId: 'guest-3' }, { items: [{ sku: variant.sku, quantity: 1 }] })).toMatchObject({ message: 'Out of stock' });
    expect(await addToCart(handle.db, owner, { items: [{ sku: 'XYZ99999-1-1', quantity: 1 }] })).toMatchObject({ status: 404 });
  });

  it('keeps express (ephemeral) carts apart from the basket', async () => {
    const owner = { guestId: 'guest-4' };
    const basket = await addToCart(handle.db, owner, { items: [{ sku: stocked[0]!.sku, quantity: 1 }] });
    const express = await addToCart(handle.db, owner, { ephemeral: true, items: [{ sku: stocked[1]!.sku, quantity: 1 }] });
    if (!basket.ok || !express.ok) throw new Error('add failed');
    expect(express.cart.id).not.toBe(basket.cart.id);
    expect((await currentCart(handle.db, owner))?.lineItems.map((l) => l.variant.sku)).toEqual([stocked[0]!.sku]);
  });

  it('validates the addToCart payload', () => {
    expect(addToCartSchema.safeParse({ items: [] }).success).toBe(false);
    expect(addToCartSchema.safeParse({ items: [{ sku: 'A', quantity: 0 }] }).success).toBe(false);
    expect(addToCartSchema.safeParse({ items: [{ sku: 'A;DROP', quantity: 1 }] }).success).toBe(false);
    expect(addToCartSchema.safeParse({ items: [{ sku: 'CST12345-02-08', quantity: 1 }] }).success).toBe(true);
  });
});
