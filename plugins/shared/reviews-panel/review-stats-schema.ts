/** The review stats endpoint's answer, checked at the panel's one boundary. */
import { z } from 'zod';
import type { ReviewStats } from '@storefront/machines/reviews.types';

const count = z.number().int().min(0);

const statsSchema = z.object({
  averageRating: z.number().min(0).max(5),
  totalReviewCount: count,
  recommendedCount: count,
  notRecommendedCount: count,
  ratingDistribution: z.array(z.object({ rating: z.number().int().min(1).max(5), count })),
  secondaryRatings: z
    .array(
      z.object({
        label: z.string().min(1),
        minLabel: z.string().optional(),
        maxLabel: z.string().optional(),
        rating: z.number(),
        ratingRange: z.number().int().min(2),
      }),
    )
    .optional(),
});

/** Parses the endpoint's answer; throws with a reason when it is not review stats. */
export function parseReviewStats(body: unknown): ReviewStats {
  const parsed = statsSchema.safeParse(body);
  if (!parsed.success) throw new Error(`Unexpected review stats: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  return parsed.data;
}
