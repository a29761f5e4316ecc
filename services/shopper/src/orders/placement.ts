import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { variants } from '@storefront/db/schema/catalogue';
import { basketCheckouts, orderLines, orders } from '@storefront/db/schema/orders';
import { baskets } from '@storefront/db/schema/shopper';
import type { BasketOwner } from '../basket/service';
import { deliveryOptions, lockStock, pricedLines, quantitiesBySku, subTotalOf, type PricedLine } from '../checkout/pricing';
import { orderMessages } from './messages';

export type OrderRow = typeof orders.$inferSelect;

export interface PlacementRequest {
  basketId: string;
  owner: BasketOwner;
  siteId: string;
  currency: string;
  /** The wallet's payment token (base64 of the payment data), as submitted. */
  applePayToken: string;
}

export type PlacementRefusal = { kind: 'refused'; status: 409; reason: 'stock' | 'total' | 'details' | 'delivery' | 'empty'; message: string };

export type Placement =
  /** A new order, its stock taken, waiting for the payment. */
  | { kind: 'placed'; order: OrderRow }
  /** This payment was submitted before: its order, in whatever state it is. */
  | { kind: 'existing'; order: OrderRow }
  /** Another payment of this basket is not settled yet. */
  | { kind: 'busy'; pendingOrderId: string }
  | PlacementRefusal;

/** The same cart paid with the same token is the same payment (a double click, a retry after a timeout). */
export function idempotencyKey(basketId: string, applePayToken: string): string {
  return `${basketId}:${createHash('sha256').update(applePayToken).digest('base64url')}`;
}

const refused = (reason: PlacementRefusal['reason'], message: string): PlacementRefusal => ({ kind: 'refused', status: 409, reason, message });

function shortage(lines: readonly PricedLine[], stock: ReadonlyMap<string, number>): PlacementRefusal | undefined {
  for (const [sku, wanted] of quantitiesBySku(lines)) {
    const left = stock.get(sku) ?? 0;
    if (left >= wanted) continue;
    const line = lines.find((candidate) => candidate.sku === sku)!;
    return refused('stock', left === 0 ? orderMessages.soldOut(line.name, line.size) : orderMessages.notEnough(line.name, line.size, left));
  }
  return undefined;
}

/**
 * Turns the basket into an order waiting for its payment, in one transaction: the basket is locked
 * (one submit of a bag at a time), the details the wallet gave are checked, the variants are locked
 * in SKU order, the stock checked and taken, the total recomputed at today's prices and compared
 * with the one the wallet showed, and the order written with its idempotency key. Nothing is
 * written when anything is refused. The payment is asked for after this commits (submit.ts), so a
 * payment never exists without its order.
 */
export async function placeOrder(db: Database, request: PlacementRequest): Promise<Placement> {
  const key = idempotencyKey(request.basketId, request.applePayToken);
  return db.transaction(async (transaction): Promise<Placement> => {
    const tx = transaction as unknown as Database;
    const [basket] = await tx.select({ id: baskets.id }).from(baskets).where(eq(baskets.id, request.basketId)).for('update');
    if (!basket) return refused('empty', orderMessages.emptyBag);
    const [existing] = await tx.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
    if (existing) return { kind: 'existing', order: existing };
    const [pending] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.basketId, request.basketId), eq(orders.status, 'pending_payment')))
      .limit(1);
    if (pending) return { kind: 'busy', pendingOrderId: pending.id };

    const unpriced = await pricedLines(tx, request.basketId);
    if (unpriced.length === 0) return refused('empty', orderMessages.emptyBag);
    const [details] = await tx.select().from(basketCheckouts).where(eq(basketCheckouts.basketId, request.basketId)).limit(1);
    if (!details?.email) return refused('details', orderMessages.missingEmail);
    if (!details.shippingAddress) return refused('details', orderMessages.missingShippingAddress);
    if (!details.billingAddress) return refused('details', orderMessages.missingBillingAddress);
    if (!details.shippingMethodId || details.quotedTotalPence === null) return refused('details', orderMessages.missingShippingMethod);

    const stock = await lockStock(tx, [...quantitiesBySku(unpriced).keys()]);
    // Read again under the locks: a price or line changed while waiting counts.
    const lines = await pricedLines(tx, request.basketId);
    const short = shortage(lines, stock);
    if (short) return short;

    const address = details.shippingAddress;
    const method = deliveryOptions(request.siteId, lines, { countryCode: address.country, postalCode: address.postalCode }).find((option) => option.id === details.shippingMethodId);
    if (!method) return refused('delivery', orderMessages.deliveryUnavailable(details.shippingMethodId));
    const subTotal = subTotalOf(lines);
    const total = subTotal + method.pricePence;
    if (total !== details.quotedTotalPence) return refused('total', orderMessages.totalUpdated(total));

    for (const [sku, quantity] of quantitiesBySku(lines)) {
      await tx.update(variants).set({ stock: sql`${variants.stock} - ${quantity}` }).where(eq(variants.sku, sku));
    }
    const [order] = await tx
      .insert(orders)
      .values({
        id: `ord-${randomUUID()}`,
        idempotencyKey: key,
        basketId: request.basketId,
        ...('userId' in request.owner ? { userId: request.owner.userId } : { guestId: request.owner.guestId }),
        siteId: request.siteId,
        status: 'pending_payment',
        currency: request.currency,
        email: details.email,
        shippingAddress: address,
        billingAddress: details.billingAddress,
        shippingMethodId: method.id,
        shippingMethodName: method.name,
        shippingMethodDescription: method.description,
        shippingPence: method.pricePence,
        subTotalPence: subTotal,
        totalPence: total,
        paymentToken: request.applePayToken,
      })
      .returning();
    await tx.insert(orderLines).values(
      lines.map((line, position) => ({
        orderId: order!.id,
        position,
        sku: line.sku,
        productKey: line.productKey,
        name: line.name,
        colour: line.colour,
        colourLabel: line.colourLabel,
        size: line.size,
        quantity: line.quantity,
        unitPricePence: line.unitPricePence,
        customFields: line.customFields,
        customisationKey: line.customisationKey,
      })),
    );
    return { kind: 'placed', order: order! };
  });
}
