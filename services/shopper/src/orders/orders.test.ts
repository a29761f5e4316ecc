import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { products, variants } from '@storefront/db/schema/catalogue';
import { basketCheckouts, orders } from '@storefront/db/schema/orders';
import { openTestDatabase } from '@storefront/db/testing';
import { signUp } from '../accounts/accounts';
import { currentCart, type BasketOwner } from '../basket/service';
import { chooseShippingMethod, quoteShippingMethods, saveAddress } from '../checkout/cart-calls';
import { inStockVariants } from '../test-support';
import { orderMessages } from './messages';
import { orderForOwner, ordersOfUser } from './read';
import { submitApplePayment } from './submit';
import { address, CURRENCY, readyToPay, SITE } from './test-support/checkout';
import { testGateway, testWalletToken, type TestGateway } from './test-support/test-gateway';

describe('placing an order', () => {
  let handle: DatabaseHandle;
  let stocked: Awaited<ReturnType<typeof inStockVariants>>;
  let gateway: TestGateway;
  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    stocked = await inStockVariants(handle.db, 6);
  });
  afterAll(() => handle.close());
  beforeEach(() => {
    gateway = testGateway();
  });

  const stockOf = async (sku: string) => (await handle.db.select({ stock: variants.stock }).from(variants).where(eq(variants.sku, sku)))[0]!.stock;
  const nameAndSize = async (sku: string) =>
    (await handle.db.select({ name: products.name, size: variants.size }).from(variants).innerJoin(products, eq(products.id, variants.productId)).where(eq(variants.sku, sku)))[0]!;
  const ordersOfCart = (cartId: string) => handle.db.select().from(orders).where(eq(orders.basketId, cartId));
  const submit = (owner: BasketOwner, cartId: string, token = testWalletToken()) =>
    submitApplePayment(handle.db, gateway, { basketId: cartId, owner, siteId: SITE, currency: CURRENCY, applePayToken: token });

  it('pays for the bag: the order is paid, the stock goes down, the bag empties and one payment of the total is recorded for it', async () => {
    const [a, b] = stocked;
    const owner = { guestId: 'payer' };
    const before = [await stockOf(a!.sku), await stockOf(b!.sku)];
    const { cartId, quotedTotal } = await readyToPay(handle.db, owner, [
      { sku: a!.sku, quantity: 2 },
      { sku: b!.sku, quantity: 1 },
    ]);
    const result = await submit(owner, cartId);
    if (!result.ok) throw new Error(result.message);
    expect(result.order).toMatchObject({ status: 'paid', basketId: cartId, guestId: 'payer', totalPence: quotedTotal, paymentToken: null });
    expect([await stockOf(a!.sku), await stockOf(b!.sku)]).toEqual([before[0]! - 2, before[1]! - 1]);
    expect((await currentCart(handle.db, owner))?.lineItems).toEqual([]);
    expect(await handle.db.select().from(basketCheckouts).where(eq(basketCheckouts.basketId, cartId))).toEqual([]);
    const payments = [...gateway.payments.values()];
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ idempotencyKey: result.order.id, reference: result.order.id, amount: { currency: 'GBP', value: quotedTotal } });
    expect(result.order.pspReference).toBe((payments[0]!.outcome as { pspReference: string }).pspReference);

    const view = await orderForOwner(handle.db, owner, result.order.id);
    expect(view?.lines.map((line) => [line.sku, line.quantity])).toEqual([
      [a!.sku, 2],
      [b!.sku, 1],
    ]);
    expect(view).toMatchObject({ status: 'paid', shippingAddress: address('Guest'), email: 'guest@example.com', shippingMethod: { id: 'standard', name: 'Standard delivery' } });
    expect(view!.subTotalPence + view!.shippingMethod.pricePence).toBe(view!.totalPence);
    expect(await orderForOwner(handle.db, { guestId: 'someone-else' }, result.order.id)).toBeUndefined();
    expect(await orderForOwner(handle.db, {}, result.order.id)).toBeUndefined();
    // The guest who paid and then signed in on that browser still sees it; the account alone does not.
    expect((await orderForOwner(handle.db, { userId: 'usr-later', guestId: 'payer' }, result.order.id))?.id).toBe(result.order.id);
    expect(await orderForOwner(handle.db, { userId: 'usr-later' }, result.order.id)).toBeUndefined();
  });

  it('declined: the order is refused, its stock goes back on sale and the bag stays as it was', async () => {
    const sku = stocked[2]!.sku;
    const owner = { guestId: 'declined' };
    const before = await stockOf(sku);
    const { cartId } = await readyToPay(handle.db, owner, [{ sku, quantity: 1 }]);
    const result = await submit(owner, cartId, testWalletToken({ holderName: 'DECLINED' }));
    expect(result).toEqual({ ok: false, status: 402, reason: 'declined', message: orderMessages.declined });
    expect(await stockOf(sku)).toBe(before);
    expect((await currentCart(handle.db, owner))?.lineItems.map((line) => line.variant.sku)).toEqual([sku]);
    const [order] = await ordersOfCart(cartId);
    expect(order).toMatchObject({ status: 'payment_refused', refusalReason: 'DECLINED', paymentToken: null });

    // Another card: a new payment, a new order, and it goes through.
    const retried = await submit(owner, cartId, testWalletToken({ holderName: 'J SMITH' }));
    expect(retried).toMatchObject({ ok: true, order: { status: 'paid' } });
    expect(await stockOf(sku)).toBe(before - 1);
    expect((await ordersOfCart(cartId)).map((row) => row.status).sort()).toEqual(['paid', 'payment_refused']);
  });

  it('refuses with "total has updated" when a price changed after the wallet showed the total, and takes nothing', async () => {
    const sku = stocked[3]!.sku;
    const owner = { guestId: 'repriced' };
    const before = await stockOf(sku);
    const { cartId, quotedTotal } = await readyToPay(handle.db, owner, [{ sku, quantity: 1 }]);
    const [{ price }] = (await handle.db.select({ price: variants.pricePence }).from(variants).where(eq(variants.sku, sku))) as [{ price: number }];
    await handle.db.update(variants).set({ pricePence: price + 500 }).where(eq(variants.sku, sku));
    try {
      const result = await submit(owner, cartId);
      expect(result).toMatchObject({ ok: false, status: 409, reason: 'total' });
      const message = (result as { message: string }).message;
      expect(message.toLowerCase()).toContain('total has updated');
      expect(message).toContain(`£${((quotedTotal + 500) / 100).toFixed(2)}`);
      expect(await stockOf(sku)).toBe(before);
      expect(await ordersOfCart(cartId)).toEqual([]);
      expect(gateway.requests).toBe(0);

      // The wallet shows the new total (addShippingMethod again), and the payment goes through at it.
      const chosen = await chooseShippingMethod(handle.db, cartId, SITE, CURRENCY, 'standard');
      expect(chosen).toMatchObject({ ok: true, value: { total: { centAmount: quotedTotal + 500 } } });
      expect(await submit(owner, cartId)).toMatchObject({ ok: true, order: { totalPence: quotedTotal + 500 } });
    } finally {
      await handle.db.update(variants).set({ pricePence: price }).where(eq(variants.sku, sku));
    }
  });

  it('refuses when the item sold out between the bag and the payment: the shopper is told which, and no payment is asked for', async () => {
    const variant = stocked[4]!;
    const owner = { guestId: 'too-late' };
    const { cartId } = await readyToPay(handle.db, owner, [{ sku: variant.sku, quantity: 2 }]);
    const { name, size } = await nameAndSize(variant.sku);
    await handle.db.update(variants).set({ stock: 1 }).where(eq(variants.sku, variant.sku));
    expect(await submit(owner, cartId)).toEqual({ ok: false, status: 409, reason: 'stock', message: orderMessages.notEnough(name, size, 1) });
    await handle.db.update(variants).set({ stock: 0 }).where(eq(variants.sku, variant.sku));
    expect(await submit(owner, cartId)).toEqual({ ok: false, status: 409, reason: 'stock', message: orderMessages.soldOut(name, size) });
    expect(orderMessages.soldOut(name, size)).toMatch(new RegExp(`^Sorry, .+ in size ${size} has just sold out`));
    expect(await stockOf(variant.sku)).toBe(0);
    expect(await ordersOfCart(cartId)).toEqual([]);
    expect(gateway.requests).toBe(0);
  });

  it('refuses a submit the wallet has not given every detail for', async () => {
    const owner = { guestId: 'half-way' };
    const { cartId } = await readyToPay(handle.db, owner, [{ sku: stocked[5]!.sku, quantity: 1 }]);
    await handle.db.update(basketCheckouts).set({ email: null }).where(eq(basketCheckouts.basketId, cartId));
    expect(await submit(owner, cartId)).toEqual({ ok: false, status: 409, reason: 'details', message: orderMessages.missingEmail });
    await handle.db.update(basketCheckouts).set({ email: 'a@example.com', shippingMethodId: null }).where(eq(basketCheckouts.basketId, cartId));
    expect(await submit(owner, cartId)).toEqual({ ok: false, status: 409, reason: 'details', message: orderMessages.missingShippingMethod });
    expect(await ordersOfCart(cartId)).toEqual([]);
  });

  it('refuses a delivery method the final address does not get, rather than charging for it', async () => {
    const owner = { guestId: 'highlands' };
    const { cartId } = await readyToPay(handle.db, owner, [{ sku: stocked[5]!.sku, quantity: 1 }]);
    await quoteShippingMethods(handle.db, cartId, SITE, { countryCode: 'GB', postalCode: 'SW1A 1AA' });
    await chooseShippingMethod(handle.db, cartId, SITE, CURRENCY, 'next-day');
    await saveAddress(handle.db, cartId, SITE, 'shipping', { ...address('Isla'), city: 'Stornoway', postalCode: 'HS1 2AB' });
    expect(await submit(owner, cartId)).toEqual({ ok: false, status: 409, reason: 'delivery', message: orderMessages.deliveryUnavailable('next-day') });
    expect(await ordersOfCart(cartId)).toEqual([]);
  });

  it('answers the same payment submitted twice with the one order, charged once', async () => {
    const sku = stocked[0]!.sku;
    const owner = { guestId: 'double-click' };
    const before = await stockOf(sku);
    const { cartId } = await readyToPay(handle.db, owner, [{ sku, quantity: 1 }]);
    const token = testWalletToken();
    const first = await submit(owner, cartId, token);
    const second = await submit(owner, cartId, token);
    if (!first.ok || !second.ok) throw new Error('submit failed');
    expect(second.order.id).toBe(first.order.id);
    expect(await ordersOfCart(cartId)).toHaveLength(1);
    expect(gateway.payments.size).toBe(1);
    expect(await stockOf(sku)).toBe(before - 1);
  });

  it('pays an express cart and leaves the shopper’s bag alone; the account lists its orders newest first', async () => {
    const account = await signUp(handle.db, { email: 'orders-list@example.com', name: 'Lister', password: 'password123' });
    if (!account.ok) throw new Error(account.message);
    const owner = { userId: account.userId };
    const bag = await readyToPay(handle.db, owner, [{ sku: stocked[1]!.sku, quantity: 1 }]);
    const express = await readyToPay(handle.db, owner, [{ sku: stocked[2]!.sku, quantity: 3 }], { ephemeral: true });
    const paidExpress = await submit(owner, express.cartId);
    if (!paidExpress.ok) throw new Error(paidExpress.message);
    expect((await currentCart(handle.db, owner))?.lineItems.map((line) => line.variant.sku)).toEqual([stocked[1]!.sku]);
    expect(await submit(owner, bag.cartId, testWalletToken({ holderName: 'DECLINED' }))).toMatchObject({ reason: 'declined' });
    const paidBag = await submit(owner, bag.cartId);
    if (!paidBag.ok) throw new Error(paidBag.message);
    const list = await ordersOfUser(handle.db, account.userId);
    expect(list.map((order) => [order.id, order.itemCount])).toEqual([
      [paidBag.order.id, 1],
      [paidExpress.order.id, 3],
    ]);
    expect(list[0]!.number).toBeGreaterThan(list[1]!.number);
    expect(list[1]!.previews).toEqual([{ productKey: stocked[2]!.productKey, colour: stocked[2]!.colour, name: expect.any(String) }]);
    expect(await orderForOwner(handle.db, { guestId: 'anyone' }, paidBag.order.id)).toBeUndefined();
    expect(await orderForOwner(handle.db, { userId: 'someone-else', guestId: 'anyone' }, paidBag.order.id)).toBeUndefined();
    expect((await orderForOwner(handle.db, { userId: account.userId }, paidBag.order.id))?.status).toBe('paid');
  });
});
