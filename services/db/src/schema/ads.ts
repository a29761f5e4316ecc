import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sponsored product placements the embedded ad server answers with (L §3 Sponsored product,
 * §7): per site and page (a category listing), the products brands pay to show first, with the
 * ad info a listing reports back (campaign, sponsor label, click-tracking id).
 */
export const sponsoredPlacements = pgTable(
  'sponsored_placements',
  {
    id: text('id').primaryKey(),
    /** The site (fascia id) the placement runs on. */
    fascia: text('fascia').notNull(),
    /** L §7: ads are asked for by page type and page id; listings ask with 'category'. */
    pageType: text('page_type').notNull(),
    /** categories.id of the listing the placement runs on. */
    pageId: text('page_id').notNull(),
    /** products.key of the product shown. No foreign key: the catalogue may be reseeded under it. */
    productKey: text('product_key').notNull(),
    campaignId: text('campaign_id').notNull(),
    /** Who pays for the ad, as the shopper sees it ("Coast"). */
    sponsor: text('sponsor').notNull(),
    /** Sent back with the click so the ad server can attribute it. */
    clickId: text('click_id').notNull(),
    /** Lower shows first. */
    rank: integer('rank').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'string' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('sponsored_placements_page_idx').on(t.fascia, t.pageType, t.pageId, t.rank)],
);
