import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** A secondary rating of a review (P §3), e.g. Fit from "Runs small" (1) to "Runs large" (5). */
export type ReviewSecondaryRating = { label: string; minLabel: string; maxLabel: string; rating: number; ratingRange: number };
/** The brand's public answer to a review. */
export type ReviewResponse = { clientName: string; text: string };
/** A shopper's photo; `url` is an image endpoint path without sizing parameters. */
export type ReviewPhoto = { id: string; caption: string; url: string };

/** Product reviews (P §3 Review). The text is stored as written, promotion marker included (P §5). */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    /**
     * products.key. No foreign key: checking one per row would double the seeding time on
     * PGlite; the seed writes reviews only for existing products and rewrites them whenever
     * they no longer match the catalogue.
     */
    productKey: text('product_key').notNull(),
    /** The variant (colour and size) the reviewer bought. */
    sku: text('sku').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    userLocation: text('user_location'),
    userName: text('user_name').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** Null when the reviewer did not answer "would you recommend this product?". */
    isRecommended: boolean('is_recommended'),
    secondaryRatings: jsonb('secondary_ratings').$type<ReviewSecondaryRating[]>().notNull(),
    responses: jsonb('responses').$type<ReviewResponse[]>().notNull(),
    isSyndicated: boolean('is_syndicated').notNull().default(false),
    syndicationSourceName: text('syndication_source_name'),
    syndicationLogoUrl: text('syndication_logo_url'),
    syndicationContentLink: text('syndication_content_link'),
    photos: jsonb('photos').$type<ReviewPhoto[]>().notNull(),
    /** Keywords the text mentions (fit, colour, quality, …): the "Reviews That Mention" filters. */
    features: text('features').array().notNull(),
  },
  (t) => [
    // Every read is of one product's reviews (at most a few hundred): this index finds them
    // already in the default order (Recent); the rating sorts and stats sort them in memory.
    index('reviews_product_recent_idx').on(t.productKey, t.submittedAt.desc(), t.id.desc()),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Reviews shoppers wrote in the external review form (P §7 'external review widget'), waiting for
 * moderation as a review provider keeps them: they join `reviews` only once approved.
 */
export const reviewSubmissions = pgTable(
  'review_submissions',
  {
    id: text('id').primaryKey(),
    productKey: text('product_key').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    userName: text('user_name').notNull(),
    isRecommended: boolean('is_recommended'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    status: text('status').notNull().default('pending'),
  },
  (t) => [index('review_submissions_product_idx').on(t.productKey, t.submittedAt.desc()), check('review_submissions_rating_range', sql`${t.rating} between 1 and 5`)],
);
