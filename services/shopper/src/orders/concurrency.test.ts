import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { products, variants } from '@storefront/db/schema/catalogue';
import { orderLines, orders } from '@storefront/db/schema/orders';
import { openTestDatabase } from '@storefront/db/testing';
import { currentCart, type BasketOwner } from '../basket/service';
import { inStockVariants } from '../test-support';
import { orderMessages } from './messages';
import { submitApplePayment } from './submit';
import { CURRENCY, readyToPay, SITE } from './test-support/checkout';
import { testGateway, testWalletToken } from './test-support/test-gateway';

/**
 * Shoppers paying at once. On PostgreSQL (DATABASE_URL, as `pnpm test:data-layer` runs them) each
 * submit's transactions run on their own pooled connections, so the races are real; on PGlite the
 * transactions run one at a time, interleaved with the payment calls between them.
 */
describe('orders under concurrent submits', () => {
  let handle: DatabaseHandle;
  let stocked: Awaited<ReturnType<typeof inStockVariants>>;
  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    stocked = await inStockVariants(handle.db, 3);
  });
  afterAll(() => handle.close());

  const stockOf = async (sku: string) => (await handle.db.select({ stock: variants.stock }).from(variants).where(eq(variants.sku, sku)))[0]!.stock;

  /** Reads the stock over and over until `until` settles: the lowest value seen. */
  async function lowestStockWhile(sku: string, until: Promise<unknown>): Promise<number> {
    let done = false;
    void until.finally(() => (done = true));
    let lowest = Infinity;
    while (!done) {
      lowest = Math.min(lowest, await stockOf(sku));
      // PGlite answers in microtasks: let the payment calls' callbacks run between reads.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return Math.min(lowest, await stockOf(sku));
  }

  it('sells a variant with 10 units to exactly 10 of 50 shoppers paying at once; the other 40 are told it sold out and pay nothing', async () => {
    const variant = stocked[0]!;
    const [{ name, size }] = (await handle.db
      .select({ name: products.name, size: variants.size })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(variants.sku, variant.sku))) as [{ name: string; size: string }];
    await handle.db.update(variants).set({ stock: 10 }).where(eq(variants.sku, variant.sku));
    const shoppers: Array<{ owner: BasketOwner; cartId: string }> = [];
    for (let n = 0; n < 50; n += 1) {
      const owner = { guestId: `rush-${n}` };
      shoppers.push({ owner, ...(await readyToPay(handle.db, owner, [{ sku: variant.sku, quantity: 1 }])) });
    }
    const gateway = testGateway();

    const submits = Promise.all(
      shoppers.map(({ owner, cartId }) => submitApplePayment(handle.db, gateway, { basketId: cartId, owner, siteId: SITE, currency: CURRENCY, applePayToken: testWalletToken() })),
    );
    const lowest = await lowestStockWhile(variant.sku, submits);
    const results = await submits;

    const paid = results.filter((result) => result.ok);
    const refused = results.filter((result) => !result.ok);
    expect(paid).toHaveLength(10);
    expect(refused).toEqual(Array.from({ length: 40 }, () => ({ ok: false, status: 409, reason: 'stock', message: orderMessages.soldOut(name, size) })));
    expect(await stockOf(variant.sku)).toBe(0);
    expect(lowest).toBeGreaterThanOrEqual(0);

    const cartIds = shoppers.map((shopper) => shopper.cartId);
    const rows = await handle.db.select().from(orders).where(inArray(orders.basketId, cartIds));
    expect(rows.map((row) => row.status)).toEqual(Array.from({ length: 10 }, () => 'paid'));
    const sold = await handle.db.select({ quantity: orderLines.quantity }).from(orderLines).where(and(inArray(orderLines.orderId, rows.map((row) => row.id)), eq(orderLines.sku, variant.sku)));
    expect(sold.reduce((sum, line) => sum + line.quantity, 0)).toBe(10);

    // Every payment the provider recorded belongs to a paid order, for its total; none for the refused.
    expect(gateway.requests).toBe(10);
    const payments = [...gateway.payments.values()];
    expect(payments).toHaveLength(10);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const payment of payments) {
      const order = byId.get(payment.reference);
      expect(order, `payment ${payment.reference} has no order`).toBeDefined();
      expect(payment.amount.value).toBe(order!.totalPence);
      expect(payment.outcome).toEqual({ status: 'authorised', pspReference: order!.pspReference });
    }
    // The 40 keep their bags, to buy something else.
    const kept = await Promise.all(shoppers.map(({ owner }) => currentCart(handle.db, owner)));
    expect(kept.filter((cart) => cart?.totalQuantity === 1)).toHaveLength(40);
  });

  it('makes one order of the same payment submitted five times at once, and charges it once', async () => {
    const sku = stocked[1]!.sku;
    const before = await stockOf(sku);
    const owner = { guestId: 'five-clicks' };
    const { cartId } = await readyToPay(handle.db, owner, [{ sku, quantity: 2 }]);
    const gateway = testGateway();
    const token = testWalletToken();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => submitApplePayment(handle.db, gateway, { basketId: cartId, owner, siteId: SITE, currency: CURRENCY, applePayToken: token })),
    );
    const ids = new Set(results.map((result) => (result.ok ? result.order.id : `refused: ${result.message}`)));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^ord-/);
    expect(await handle.db.select({ id: orders.id }).from(orders).where(eq(orders.basketId, cartId))).toHaveLength(1);
    expect(gateway.payments.size).toBe(1);
    expect(await stockOf(sku)).toBe(before - 2);
  });

  it('takes one payment when two windows pay for the same bag with different cards at once', async () => {
    const sku = stocked[2]!.sku;
    const before = await stockOf(sku);
    const owner = { guestId: 'two-windows' };
    const { cartId } = await readyToPay(handle.db, owner, [{ sku, quantity: 1 }]);
    const gateway = testGateway();
    const results = await Promise.all(
      [testWalletToken({ last4: '1111' }), testWalletToken({ last4: '4444' })].map((token) =>
        submitApplePayment(handle.db, gateway, { basketId: cartId, owner, siteId: SITE, currency: CURRENCY, applePayToken: token }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, status: 409, reason: 'empty', message: orderMessages.emptyBag });
    expect(gateway.payments.size).toBe(1);
    expect(await stockOf(sku)).toBe(before - 1);
  });
});
