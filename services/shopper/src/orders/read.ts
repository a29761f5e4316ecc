import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sum } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { orderLines, orders, type OrderAddress, type OrderStatus } from '@storefront/db/schema/orders';
import type { BasketLineCustomField } from '@storefront/db/schema/shopper';

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
  /** The first few things bought, for thumbnails. */
  previews: Array<{ productKey: string; colour: string; name: string }>;
}

const PREVIEWS_PER_ORDER = 3;

/** Who is asking: the signed-in shopper, the browser's guest identity, or both (a guest who has since signed in). */
export type OrderViewer = { userId?: string | undefined; guestId?: string | undefined };

/**
 * The order, only for whoever placed it: the signed-in shopper, or the guest identity that placed
 * it without an account (still theirs after they sign in on that browser). Anyone else gets
 * nothing, as if it did not exist.
 */
export async function orderForOwner(db: Database, { userId, guestId }: OrderViewer, orderId: string): Promise<OrderView | undefined> {
  const owners = [userId ? eq(orders.userId, userId) : undefined, guestId ? and(eq(orders.guestId, guestId), isNull(orders.userId)) : undefined].filter((condition) => condition !== undefined);
  if (owners.length === 0) return undefined;
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), or(...owners))).limit(1);
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
  const ids = rows.map((row) => row.id);
  const [counts, firstLines] = await Promise.all([
    db
      .select({ orderId: orderLines.orderId, items: sum(orderLines.quantity).mapWith(Number) })
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .groupBy(orderLines.orderId),
    db
      .select({ orderId: orderLines.orderId, productKey: orderLines.productKey, colour: orderLines.colour, name: orderLines.name })
      .from(orderLines)
      .where(and(inArray(orderLines.orderId, ids), lt(orderLines.position, PREVIEWS_PER_ORDER)))
      .orderBy(asc(orderLines.orderId), asc(orderLines.position)),
  ]);
  const itemsOf = new Map(counts.map((row) => [row.orderId, row.items]));
  return rows.map((row) => ({
    ...row,
    itemCount: itemsOf.get(row.id) ?? 0,
    previews: firstLines.filter((line) => line.orderId === row.id).map(({ productKey, colour, name }) => ({ productKey, colour, name })),
  }));
}
