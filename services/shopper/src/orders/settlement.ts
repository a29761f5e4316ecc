import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { variants } from '@storefront/db/schema/catalogue';
import { basketCheckouts, orderLines, orders } from '@storefront/db/schema/orders';
import { basketLines, baskets } from '@storefront/db/schema/shopper';
import type { PaymentGateway, PaymentOutcome } from '../checkout/payment-gateway';
import { quantitiesBySku } from '../checkout/pricing';
import type { OrderRow } from './placement';

/**
 * Asks the provider for an order's payment. The order id is the reference and the idempotency
 * key, and the request is the same every time (the token is kept until the order is settled), so
 * asking again after a timeout or a restart answers the first outcome and never charges twice.
 */
export function authoriseOrder(gateway: PaymentGateway, order: OrderRow): Promise<PaymentOutcome> {
  if (!order.paymentToken) return Promise.reject(new Error(`Order ${order.id} has no payment token to ask with`));
  return gateway.authoriseApplePay({
    reference: order.id,
    amount: { currency: order.currency, value: order.totalPence },
    applePayToken: order.paymentToken,
    shopperEmail: order.email,
    idempotencyKey: order.id,
  });
}

/**
 * Records the provider's answer, in one transaction: authorised → paid and what it bought leaves
 * the basket; refused → payment_refused and its stock goes back on sale (the basket stays). Only a
 * pending order changes, so a second settlement (a retry racing the first) changes nothing and
 * answers the order as the first left it. Locks in the order placement uses: basket, order, rows.
 */
export async function settleOrder(db: Database, orderId: string, outcome: PaymentOutcome): Promise<OrderRow> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!current) throw new Error(`No order ${orderId}`);
    if (current.status !== 'pending_payment') return current;
    await tx.select({ id: baskets.id }).from(baskets).where(eq(baskets.id, current.basketId)).for('update');
    const settled = outcome.status === 'authorised'
      ? { status: 'paid' as const, pspReference: outcome.pspReference, refusalReason: null }
      : { status: 'payment_refused' as const, pspReference: outcome.pspReference ?? null, refusalReason: outcome.reason };
    const [order] = await tx
      .update(orders)
      .set({ ...settled, paymentToken: null, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
      .returning();
    if (!order) {
      const [now] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return now!;
    }
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.sku), asc(orderLines.customisationKey));
    if (order.status === 'paid') {
      for (const line of lines) {
        await tx
          .update(basketLines)
          .set({ quantity: sql`${basketLines.quantity} - ${line.quantity}` })
          .where(and(eq(basketLines.basketId, order.basketId), eq(basketLines.sku, line.sku), eq(basketLines.customisationKey, line.customisationKey)));
      }
      await tx.delete(basketLines).where(and(eq(basketLines.basketId, order.basketId), lte(basketLines.quantity, 0)));
      await tx.delete(basketCheckouts).where(eq(basketCheckouts.basketId, order.basketId));
      await tx.update(baskets).set({ updatedAt: sql`now()` }).where(eq(baskets.id, order.basketId));
    } else {
      for (const [sku, quantity] of quantitiesBySku(lines)) {
        await tx.update(variants).set({ stock: sql`${variants.stock} + ${quantity}` }).where(eq(variants.sku, sku));
      }
    }
    return order;
  });
}

/**
 * Settles one pending order by asking the provider again with the same request: the payment record
 * and the order agree afterwards. Undefined when the provider could not answer (still pending).
 */
export async function reconcileOrder(db: Database, gateway: PaymentGateway, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return undefined;
  if (order.status !== 'pending_payment') return order;
  let outcome: PaymentOutcome;
  try {
    outcome = await authoriseOrder(gateway, order);
  } catch {
    return undefined;
  }
  return settleOrder(db, order.id, outcome);
}

export interface Reconciliation {
  paid: number;
  refused: number;
  /** Still pending: the provider could not be reached. */
  unsettled: number;
}

/**
 * Settles every order left pending by a crash or a timeout between placing it and recording its
 * payment (run when the server starts). `olderThanMs` leaves alone orders another live process may
 * be paying for this moment.
 */
export async function reconcilePendingOrders(db: Database, gateway: PaymentGateway, options: { olderThanMs?: number } = {}): Promise<Reconciliation> {
  const cutoff = new Date(Date.now() - (options.olderThanMs ?? 0)).toISOString();
  const pending = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.createdAt, cutoff)))
    .orderBy(asc(orders.createdAt));
  const result: Reconciliation = { paid: 0, refused: 0, unsettled: 0 };
  for (const { id } of pending) {
    const order = await reconcileOrder(db, gateway, id);
    if (order?.status === 'paid') result.paid += 1;
    else if (order?.status === 'payment_refused') result.refused += 1;
    else result.unsettled += 1;
  }
  return result;
}
