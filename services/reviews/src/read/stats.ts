import { eq, sql } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { reviews } from '@storefront/db/schema/reviews';
import { roundAverage } from '../rating';
import type { ReviewStats } from '../types';

export function emptyStats(): ReviewStats {
  return {
    averageRating: 0,
    totalReviewCount: 0,
    recommendedCount: 0,
    notRecommendedCount: 0,
    recommendedPercentage: null,
    ratingDistribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 0 })),
    secondaryRatings: [],
  };
}

/** P §9: recommended / (recommended + not recommended), rounded; null when nobody answered. */
export function recommendedPercentage(recommended: number, notRecommended: number): number | null {
  const answered = recommended + notRecommended;
  return answered > 0 ? Math.round((recommended / answered) * 100) : null;
}

/** Review stats of one product (by key); all zero for a product without reviews. */
export async function reviewStats(db: Database, productKey: string): Promise<ReviewStats> {
  const byRating = await db
    .select({
      rating: reviews.rating,
      count: sql<number>`count(*)::int`,
      recommended: sql<number>`(count(*) filter (where ${reviews.isRecommended}))::int`,
      notRecommended: sql<number>`(count(*) filter (where not ${reviews.isRecommended}))::int`,
    })
    .from(reviews)
    .where(eq(reviews.productKey, productKey))
    .groupBy(reviews.rating);
  const stats = emptyStats();
  if (byRating.length === 0) return stats;
  let sum = 0;
  for (const row of byRating) {
    const slot = stats.ratingDistribution.find((entry) => entry.rating === row.rating);
    if (slot) slot.count = row.count;
    stats.totalReviewCount += row.count;
    stats.recommendedCount += row.recommended;
    stats.notRecommendedCount += row.notRecommended;
    sum += row.rating * row.count;
  }
  // The same rounding as the catalogue's rating (the seed keeps the two equal), so card and popup agree.
  stats.averageRating = roundAverage(sum, stats.totalReviewCount);
  stats.recommendedPercentage = recommendedPercentage(stats.recommendedCount, stats.notRecommendedCount);

  // Secondary ratings in the order reviewers are asked them (their position in each review).
  const secondary = (await db.execute(sql`
    select s.value->>'label' as label,
           min(s.value->>'minLabel') as "minLabel",
           min(s.value->>'maxLabel') as "maxLabel",
           max((s.value->>'ratingRange')::int) as "ratingRange",
           sum((s.value->>'rating')::int)::int as total,
           count(*)::int as count
      from ${reviews} r cross join lateral jsonb_array_elements(r.secondary_ratings) with ordinality as s(value, position)
     where r.product_key = ${productKey}
     group by 1
     order by min(s.position), 1`)) as unknown as {
    rows: Array<{ label: string; minLabel: string; maxLabel: string; ratingRange: number; total: number; count: number }>;
  };
  stats.secondaryRatings = secondary.rows.map((row) => ({
    label: row.label,
    minLabel: row.minLabel,
    maxLabel: row.maxLabel,
    rating: roundAverage(row.total, row.count),
    ratingRange: Number(row.ratingRange),
    count: Number(row.count),
  }));
  return stats;
}
