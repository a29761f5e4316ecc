import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { baskets, type BasketLineCustomField } from './shopper';

/** P §3 'Address sent to cart'. */
export interface OrderAddress {
  firstName: string;
  lastName: string;
  streetName: string;
  additionalStreetInfo: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
}

/**
 * What the express wallet told the server about a basket on its way to payment (P §7 addEmailAddress,
 * addShippingAddress, addBillingAddress, getShippingMethods, addShippingMethod), one row per basket.
 * `quotedTotalPence` is the total the wallet sheet last showed: a submit whose total now differs
 * (a price changed meanwhile) is refused with 'total has updated' instead of charging another sum.
 */
export const basketCheckouts = pgTable('basket_checkouts', {
  basketId: text('basket_id')
    .primaryKey()
    .references(() => baskets.id, { onDelete: 'cascade' }),
  /** The brand site the shopper pays on: its delivery threshold prices the methods. */
  siteId: text('site_id').notNull(),
  email: text('email'),
  shippingAddress: jsonb('shipping_address').$type<OrderAddress>(),
  billingAddress: jsonb('billing_address').$type<OrderAddress>(),
  /** Where the shipping methods were asked for (the sheet's shipping contact before payment). */
  destinationCountry: text('destination_country'),
  destinationPostalCode: text('destination_postal_code'),
  shippingMethodId: text('shipping_method_id'),
  quotedTotalPence: integer('quoted_total_pence'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** pending_payment → paid | payment_refused. */
export type OrderStatus = 'pending_payment' | 'paid' | 'payment_refused';

/**
 * An order, created with its stock taken before the payment is asked for. The idempotency key (the
 * cart and the payment token) makes a second submit of the same payment answer the first order;
 * one pending order per basket at a time, so two payments for one bag cannot run at once.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** The number the shopper is told (and quotes to customer service). */
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 100_001 }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The basket paid for (no reference: a basket may go, its orders stay). */
    basketId: text('basket_id').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestId: text('guest_id'),
    siteId: text('site_id').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    currency: text('currency').notNull(),
    email: text('email').notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    shippingMethodId: text('shipping_method_id').notNull(),
    shippingMethodName: text('shipping_method_name').notNull(),
    shippingMethodDescription: text('shipping_method_description').notNull(),
    shippingPence: integer('shipping_pence').notNull(),
    subTotalPence: integer('sub_total_pence').notNull(),
    totalPence: integer('total_pence').notNull(),
    /**
     * The wallet's payment token, kept only while the payment is unsettled: reconciliation asks the
     * provider again with the same request and idempotency key. Cleared once the order is settled.
     */
    paymentToken: text('payment_token'),
    pspReference: text('psp_reference'),
    refusalReason: text('refusal_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key_idx').on(t.idempotencyKey),
    uniqueIndex('orders_number_idx').on(t.number),
    uniqueIndex('orders_pending_per_basket_idx').on(t.basketId).where(sql`${t.status} = 'pending_payment'`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_guest_idx').on(t.guestId),
  ],
);

/** What was bought, as it was when bought (name, price, colour and size are copied, not referenced). */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sku: text('sku').notNull(),
    productKey: text('product_key').notNull(),
    name: text('name').notNull(),
    colour: text('colour').notNull(),
    colourLabel: text('colour_label').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePence: integer('unit_price_pence').notNull(),
    customFields: jsonb('custom_fields').$type<BasketLineCustomField[]>().notNull().default([]),
    /** The basket line it came from (sku + customisation), so a paid order takes exactly its lines out of the bag. */
    customisationKey: text('customisation_key').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);
