import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** One saved item per shopper, product and colour (L §3: productKey + colourSelected). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productKey: text('product_key').notNull(),
    colour: text('colour').notNull(),
    lineItemSku: text('line_item_sku').notNull(),
    sizeSelected: boolean('size_selected').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productKey, t.colour] })],
);

/**
 * A basket belongs to a signed-in shopper or to a guest identity (cookie). Each owner has at most
 * one open (non-ephemeral) basket, enforced here so that racing first adds cannot open two.
 */
export const baskets = pgTable(
  'baskets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    /** Express-checkout carts live apart from the shopper's basket (P §7 ephemeral flag). */
    ephemeral: boolean('ephemeral').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('baskets_user_idx').on(t.userId),
    index('baskets_guest_idx').on(t.guestId),
    uniqueIndex('baskets_open_per_user_idx').on(t.userId).where(sql`${t.ephemeral} = false`),
    uniqueIndex('baskets_open_per_guest_idx').on(t.guestId).where(sql`${t.ephemeral} = false and ${t.userId} is null`),
  ],
);

/** One customisation entry of a basket line. */
export interface BasketLineCustomField {
  displayName: string;
  apiName: string;
  value: string;
}

export const basketLines = pgTable(
  'basket_lines',
  {
    basketId: text('basket_id').notNull().references(() => baskets.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    /** What the shopper asked to have made on the item (P §3 Customisation field 'Entry sent'); empty for most lines. */
    customFields: jsonb('custom_fields').$type<BasketLineCustomField[]>().notNull().default([]),
    /** The custom fields in one canonical text: the same item customised differently is another line. */
    customisationKey: text('customisation_key').notNull().default(''),
    /**
     * What the shopper had asked for when a merge of their guest basket lowered the line to the
     * stock; kept until the basket page has told them, so no lowering goes unsaid.
     */
    loweredFrom: integer('lowered_from'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.basketId, t.sku, t.customisationKey] })],
);

/** Failed sign-ins per account and per client address, to slow down guessing. */
export const signInFailures = pgTable('sign_in_failures', {
  /** "email:<address>" or "ip:<address>". */
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'string' }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
});
