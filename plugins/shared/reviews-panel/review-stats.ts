/**
 * Review stats for the reviews panel (L §4, §7; P §3, §9): read from GET /_api/reviews/stats?sku,
 * checked at this one boundary (./review-stats-schema.ts), and shaped into what the panel draws.
 */
import type { ReviewStats } from '@storefront/machines/reviews.types';

/** GET /_api/reviews/stats?sku (L §7). A non-2xx answer rejects with the server's message. */
export async function fetchReviewStats(sku: string, fetcher: typeof fetch = fetch): Promise<ReviewStats> {
  const response = await fetcher(`/_api/reviews/stats?sku=${encodeURIComponent(sku)}`, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = typeof body === 'object' && body !== null && 'message' in body ? String((body as { message: unknown }).message) : `status ${response.status}`;
    throw new Error(`Review stats failed: ${message}`);
  }
  // The schema (and zod) load when a shopper first opens reviews, not with every page.
  const { parseReviewStats } = await import('./review-stats-schema');
  return parseReviewStats(body);
}

/** P §9 rating labels. */
export const ratingLabels: Record<number, string> = { 5: 'Excellent', 4: 'Good', 3: 'Average', 2: 'Fair', 1: 'Poor' };

export interface DistributionRow {
  rating: number;
  label: string;
  count: number;
  /** Share of all reviews, rounded. */
  percent: number;
}

/** One row per star rating, 5 to 1 (P §9), zero rows included so the bars always line up. */
export function distributionRows(stats: ReviewStats): DistributionRow[] {
  return [5, 4, 3, 2, 1].map((rating) => {
    const rowCount = stats.ratingDistribution.filter((entry) => entry.rating === rating).reduce((sum, entry) => sum + entry.count, 0);
    return {
      rating,
      label: ratingLabels[rating]!,
      count: rowCount,
      percent: stats.totalReviewCount > 0 ? Math.round((rowCount / stats.totalReviewCount) * 100) : 0,
    };
  });
}

/** P §9: recommended / (recommended + not recommended), rounded; undefined when nobody answered. */
export function recommendedPercent(stats: ReviewStats): number | undefined {
  const answered = stats.recommendedCount + stats.notRecommendedCount;
  return answered > 0 ? Math.round((stats.recommendedCount / answered) * 100) : undefined;
}

/** Where a secondary rating's average sits on its scale, 0 to 100 %. */
export function scalePosition(rating: number, range: number): number {
  return Math.max(0, Math.min(100, ((rating - 1) / (range - 1)) * 100));
}

/** The average as shown: one decimal (P §9). */
export const formatAverage = (average: number) => average.toFixed(1);
