import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A colour found in an uploaded image: the catalogue's colour facet value and its share of the garment. */
export type VisualSearchColour = { facet: string; hex: string; share: number };

/**
 * What a visual search found in an uploaded image (L §2, §4, §9), so the listing URL carries only
 * the id (/search?visual=…) and paging or filtering keeps the mode. Never the raw image: a small
 * thumbnail for the header, and the colours. Rows expire (see the catalogue's visual-search store).
 */
export const visualSearches = pgTable(
  'visual_searches',
  {
    id: text('id').primaryKey(),
    fascia: text('fascia').notNull(),
    colours: jsonb('colours').$type<VisualSearchColour[]>().notNull(),
    /** A category the shopper chose to search in, e.g. 'women/dresses'; null for everything. */
    categorySlug: text('category_slug'),
    /** A small WebP of the upload, base64. */
    thumbnail: text('thumbnail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('visual_searches_created_idx').on(t.createdAt)],
);
