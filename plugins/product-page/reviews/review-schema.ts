/**
 * The reviews endpoints' answers (P §3, §7), checked at this one boundary and typed in the app's
 * words. Loaded with the reviews area, never on the page's first load.
 */
import { z } from 'zod';
import type { ReviewPage, ReviewSummary } from '@storefront/machines/reviews.types';

const text = z.string();
const secondaryRating = z.object({
  label: z.string().min(1),
  minLabel: z.string().optional(),
  maxLabel: z.string().optional(),
  rating: z.number(),
  ratingRange: z.number().int().min(2),
});

const photo = z.object({
  id: z.string().min(1),
  caption: z.string().optional(),
  sizes: z.object({ normal: z.object({ url: text }), thumbnail: z.object({ url: text }).optional() }),
});

const review = z.object({
  id: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  title: text,
  reviewText: text,
  /** The promotion marker was stripped from the text (P §5). */
  isPromotional: z.boolean().optional().default(false),
  userLocation: z.string().optional(),
  username: text,
  submittedAt: text,
  isRecommended: z.boolean().nullable().optional(),
  secondaryRatings: z.array(secondaryRating).optional().default([]),
  responses: z.array(z.object({ clientName: text, text })).optional().default([]),
  isSyndicated: z.boolean().optional().default(false),
  syndicationSource: z.object({ name: text, logoImageUrl: z.string().optional(), contentLink: z.string().optional() }).optional(),
  photos: z.array(photo).optional().default([]),
});

/** A review as the area shows it: the machines' Review plus what the endpoint adds. */
export type ShownReview = z.output<typeof review>;
/** A page of shown reviews; the area's fetch actor, typed ReviewPage, checks each is a Review to the machine. */
export type ShownReviewPage = Omit<ReviewPage, 'results'> & { results: ShownReview[] };

const page = z.object({
  results: z.array(review),
  remainingResults: z.number().int().min(0),
  hasNextPage: z.boolean(),
});

const features = z.object({ features: z.array(z.object({ feature: z.string().min(1) })) });
const summary = z.object({ summary: z.string().min(1), disclaimer: z.string() });

function parse<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`Unexpected ${what}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  return parsed.data;
}

export const parseReviewPage = (body: unknown): ShownReviewPage => parse(page, body, 'reviews page');
export const parseFeatures = (body: unknown): string[] => parse(features, body, 'review features').features.map((entry) => entry.feature);
export const parseSummary = (body: unknown): ReviewSummary => parse(summary, body, 'review summary');
