import { and, asc, desc, eq, inArray, isNull, ne, sum } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { orderLines, orders, type OrderAddress, type OrderStatus } from '@storefront/db/schema/orders';
import type { BasketLineCustomField } from '@storefront/db/schema/shopper';
import type { BasketOwner } from '../basket/service';

export type { OrderAddress, OrderStatus };

export interface OrderLineView {
  sku: string;
  productKey: string;
  name: string;
  colour: string;
  colourLabel: string;
  size: string;
  quantity: number;
  unitPricePence: number;
  customFields: BasketLineCustomField[];
}

/** An order as its confirmation page shows it. */
export interface OrderView {
  id: string;
  number: number;
  status: OrderStatus;
  siteId: string;
  currency: string;
  email: string;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  shippingMethod: { id: string; name: string; description: string; pricePence: number };
  subTotalPence: number;
  totalPence: number;
  pspReference: string | null;
  createdAt: string;
  lines: OrderLineView[];
}

/** One row of the account's order list. */
export interface OrderSummary {
  id: string;
  number: number;
  status: OrderStatus;
  totalPence: number;
  currency: string;
  itemCount: number;
  createdAt: string;
}

/**
 * The order, only for whoever placed it: the signed-in shopper, or the guest identity that placed
 * it without an account. Anyone else gets nothing, as if it did not exist.
 */
export async function orderForOwner(db: Database, owner: BasketOwner, orderId: string): Promise<OrderView | undefined> {
  const whose = 'userId' in owner ? eq(orders.userId, owner.userId) : and(eq(orders.guestId, owner.guestId), isNull(orders.userId));
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), whose)).limit(1);
  if (!order) return undefined;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    siteId: order.siteId,
    currency: order.currency,
    email: order.email,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    shippingMethod: { id: order.shippingMethodId, name: order.shippingMethodName, description: order.shippingMethodDescription, pricePence: order.shippingPence },
    subTotalPence: order.subTotalPence,
    totalPence: order.totalPence,
    pspReference: order.pspReference,
    createdAt: order.createdAt,
    lines: lines.map((line) => ({
      sku: line.sku,
      productKey: line.productKey,
      name: line.name,
      colour: line.colour,
      colourLabel: line.colourLabel,
      size: line.size,
      quantity: line.quantity,
      unitPricePence: line.unitPricePence,
      customFields: line.customFields,
    })),
  };
}

/** A signed-in shopper's orders, newest first (at most `limit`); a declined attempt is not an order. */
export async function ordersOfUser(db: Database, userId: string, limit = 50): Promise<OrderSummary[]> {
  const rows = await db
    .select({ id: orders.id, number: orders.number, status: orders.status, totalPence: orders.totalPence, currency: orders.currency, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'payment_refused')))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(limit);
  if (rows.length === 0) return [];
  const counts = await db
    .select({ orderId: orderLines.orderId, items: sum(orderLines.quantity).mapWith(Number) })
    .from(orderLines)
    .where(inArray(orderLines.orderId, rows.map((row) => row.id)))
    .groupBy(orderLines.orderId);
  const itemsOf = new Map(counts.map((row) => [row.orderId, row.items]));
  return rows.map((row) => ({ ...row, itemCount: itemsOf.get(row.id) ?? 0 }));
}
