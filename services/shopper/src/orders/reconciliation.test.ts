import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { variants } from '@storefront/db/schema/catalogue';
import { orders } from '@storefront/db/schema/orders';
import { openTestDatabase } from '@storefront/db/testing';
import { currentCart } from '../basket/service';
import { inStockVariants } from '../test-support';
import { orderMessages } from './messages';
import { placeOrder } from './placement';
import { reconcilePendingOrders } from './settlement';
import { submitApplePayment } from './submit';
import { CURRENCY, readyToPay, SITE } from './test-support/checkout';
import { testGateway, testWalletToken } from './test-support/test-gateway';

/**
 * A server that stops between asking for a payment and recording its answer leaves a pending
 * order. The provider may have charged the shopper or not; asking it again with the same
 * idempotency key tells, without charging twice, and the order is settled to agree with it.
 */
describe('reconciling orders left pending', () => {
  let handle: DatabaseHandle;
  let stocked: Awaited<ReturnType<typeof inStockVariants>>;
  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    stocked = await inStockVariants(handle.db, 5);
  });
  afterAll(() => handle.close());

  const stockOf = async (sku: string) => (await handle.db.select({ stock: variants.stock }).from(variants).where(eq(variants.sku, sku)))[0]!.stock;
  const orderOf = async (id: string) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const pendingIds = async () => (await handle.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'pending_payment'))).map((row) => row.id);

  it('settles an order whose payment was authorised just before the crash: paid once, the bag emptied, record and order agreeing', async () => {
    const sku = stocked[0]!.sku;
    const before = await stockOf(sku);
    const owner = { guestId: 'crashed' };
    const { cartId } = await readyToPay(handle.db, owner, [{ sku, quantity: 1 }]);
    const gateway = testGateway();
    gateway.loseAnswers(1);
    const submitted = await submitApplePayment(handle.db, gateway, { basketId: cartId, owner, siteId: SITE, currency: CURRENCY, applePayToken: testWalletToken() });
    expect(submitted).toEqual({ ok: false, status: 502, reason: 'provider', message: orderMessages.providerUnavailable });
    const [orderId] = await pendingIds();
    expect(gateway.payments.get(orderId!)?.outcome.status).toBe('authorised');
    expect(await stockOf(sku)).toBe(before - 1);

    // The restarted server (a new process, the same provider) reconciles at start.
    expect(await reconcilePendingOrders(handle.db, gateway)).toEqual({ paid: 1, refused: 0, unsettled: 0 });
    const order = await orderOf(orderId!);
    const payment = gateway.payments.get(orderId!)!;
    expect(order).toMatchObject({ status: 'paid', pspReference: (payment.outcome as { pspReference: string }).pspReference, paymentToken: null });
    expect(payment).toMatchObject({ reference: orderId, amount: { value: order.totalPence } });
    expect(gateway.payments.size).toBe(1);
    expect(await stockOf(sku)).toBe(before - 1);
    expect((await currentCart(handle.db, owner))?.lineItems).toEqual([]);
    expect(await reconcilePendingOrders(handle.db, gateway)).toEqual({ paid: 0, refused: 0, unsettled: 0 });
  });

  it('settles an order placed just before the crash, before the provider was asked, by asking it now', async () => {
    const sku = stocked[1]!.sku;
    const owner = { guestId: 'crashed-early' };
    const { cartId } = await readyToPay(handle.db, owner, [{ sku, quantity: 1 }]);
    const placed = await placeOrder(handle.db, { basketId: cartId, owner, siteId: SITE, currency: CURRENCY, applePayToken: testWalletToken() });
    if (placed.kind !== 'placed') throw new Error(placed.kind);
    const gateway = testGateway();
    expect(await reconcilePendingOrders(handle.db, gateway)).toEqual({ paid: 1, refused: 0, unsettled: 0 });
    expect((await orderOf(placed.order.id)).status).toBe('paid');
    expect([...gateway.payments.keys()]).toEqual([placed.order.id]);
  });

  it('gives the stock back when the payment asked for again turns out declined', async () => {
    const sku = stocked[2]!.sku;
    const before = await stockOf(sku);
    const owner = { guestId: 'crashed-declined' };
    const { cartId } = await readyToPay(handle.db, owner, [{ sku, quantity: 2 }]);
    const placed = await placeOrder(handle.db, { basketId: cartId, owner, siteId: SITE, currency: CURRENCY, applePayToken: testWalletToken({ holderName: 'DECLINED' }) });
    if (placed.kind !== 'placed') throw new Error(placed.kind);
    expect(await stockOf(sku)).toBe(before - 2);
    expect(await reconcilePendingOrders(handle.db, testGateway())).toEqual({ paid: 0, refused: 1, unsettled: 0 });
    expect((await orderOf(placed.order.id)).status).toBe('payment_refused');
    expect(await stockOf(sku)).toBe(before);
    expect((await currentCart(handle.db, owner))?.totalQuantity).toBe(2);
  });

  it('leaves an order pending while the provider cannot be reached, and settles it when it can', async () => {
    const owner = { guestId: 'provider-down' };
    const { cartId } = await readyToPay(handle.db, owner, [{ sku: stocked[3]!.sku, quantity: 1 }]);
    const placed = await placeOrder(handle.db, { basketId: cartId, owner, siteId: SITE, currency: CURRENCY, applePayToken: testWalletToken() });
    if (placed.kind !== 'placed') throw new Error(placed.kind);
    const gateway = testGateway();
    gateway.unreachable = true;
    expect(await reconcilePendingOrders(handle.db, gateway)).toEqual({ paid: 0, refused: 0, unsettled: 1 });
    expect((await orderOf(placed.order.id)).status).toBe('pending_payment');
    expect(gateway.payments.size).toBe(0);
    // Too recent to touch: another server may be paying for it this moment.
    gateway.unreachable = false;
    expect(await reconcilePendingOrders(handle.db, gateway, { olderThanMs: 60_000 })).toEqual({ paid: 0, refused: 0, unsettled: 0 });
    expect(await reconcilePendingOrders(handle.db, gateway)).toEqual({ paid: 1, refused: 0, unsettled: 0 });
  });

  it('answers a retry after a timeout with the first payment’s order, asking the provider again rather than charging again', async () => {
    const sku = stocked[4]!.sku;
    const before = await stockOf(sku);
    const owner = { guestId: 'timed-out' };
    const { cartId } = await readyToPay(handle.db, owner, [{ sku, quantity: 1 }]);
    const gateway = testGateway();
    const token = testWalletToken();
    gateway.loseAnswers(1);
    expect(await submitApplePayment(handle.db, gateway, { basketId: cartId, owner, siteId: SITE, currency: CURRENCY, applePayToken: token })).toMatchObject({ ok: false, status: 502 });
    const retried = await submitApplePayment(handle.db, gateway, { basketId: cartId, owner, siteId: SITE, currency: CURRENCY, applePayToken: token });
    if (!retried.ok) throw new Error(retried.message);
    expect(gateway.payments.size).toBe(1);
    expect(gateway.payments.get(retried.order.id)).toBeDefined();
    expect(await stockOf(sku)).toBe(before - 1);
    // A new token for a bag whose earlier payment is unsettled settles that one first: the bag is paid, nothing more is charged.
    const again = await readyToPay(handle.db, owner, [{ sku, quantity: 1 }]);
    gateway.loseAnswers(1);
    await submitApplePayment(handle.db, gateway, { basketId: again.cartId, owner, siteId: SITE, currency: CURRENCY, applePayToken: testWalletToken() });
    const other = await submitApplePayment(handle.db, gateway, { basketId: again.cartId, owner, siteId: SITE, currency: CURRENCY, applePayToken: testWalletToken({ last4: '4444' }) });
    expect(other).toEqual({ ok: false, status: 409, reason: 'empty', message: orderMessages.emptyBag });
    expect(await pendingIds()).toEqual([]);
    expect(gateway.payments.size).toBe(2);
  });
});
