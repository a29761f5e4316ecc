import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Short links of the product page's share button (P §2, §7 POST /_api/url-shorten): a short code
 * for a product page of the storefront, kept as its path and query (the host is the one the short
 * link is opened on, so a link never leaves the site it was made on).
 */
export const shortLinks = pgTable(
  'short_links',
  {
    code: text('code').primaryKey(),
    /** The page's path and query string, e.g. /product/satin-dress?colour=black&utm_source=pdp_share. */
    target: text('target').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  // The same page shared twice gets the same code.
  (t) => [uniqueIndex('short_links_target_idx').on(t.target), index('short_links_created_idx').on(t.createdAt)],
);
