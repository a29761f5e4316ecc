import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReviewStats } from '@storefront/machines/reviews.types';
import { ReviewStatsView } from './ReviewStatsView';
import { distributionRows, fetchReviewStats, recommendedPercent, scalePosition } from './review-stats';
import { parseReviewStats } from './review-stats-schema';

const stats: ReviewStats = {
  averageRating: 4.2,
  totalReviewCount: 90,
  recommendedCount: 70,
  notRecommendedCount: 10,
  ratingDistribution: [
    { rating: 5, count: 50 },
    { rating: 4, count: 25 },
    { rating: 3, count: 8 },
    { rating: 1, count: 7 },
  ],
  secondaryRatings: [{ label: 'Fit', minLabel: 'Runs small', maxLabel: 'Runs large', rating: 3.2, ratingRange: 5 }],
};

const answer = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('review stats for the panel (L §7, P §9)', () => {
  it('asks the stats endpoint for the SKU and checks the answer', async () => {
    let asked = '';
    const fetcher = (async (url: string) => {
      asked = url;
      return new Response(JSON.stringify({ ...stats, recommendedPercentage: 88 }));
    }) as unknown as typeof fetch;
    expect(await fetchReviewStats('HV-100-01', fetcher)).toMatchObject({ averageRating: 4.2, totalReviewCount: 90 });
    expect(asked).toBe('/_api/reviews/stats?sku=HV-100-01');
  });

  it('rejects with the server’s message, or when the answer is not stats', async () => {
    await expect(fetchReviewStats('NOPE', answer(404, { success: false, message: 'No product with the SKU NOPE is sold on this site.' }))).rejects.toThrow(/No product with the SKU NOPE/);
    await expect(fetchReviewStats('X', answer(500, 'oops'))).rejects.toThrow(/status 500/);
    expect(() => parseReviewStats({ averageRating: 7 })).toThrow(/Unexpected review stats/);
  });

  it('lists every star rating 5 to 1 with its share, the rows adding up to the count', () => {
    const rows = distributionRows(stats);
    expect(rows.map((row) => [row.rating, row.label, row.count, row.percent])).toEqual([
      [5, 'Excellent', 50, 56],
      [4, 'Good', 25, 28],
      [3, 'Average', 8, 9],
      [2, 'Fair', 0, 0],
      [1, 'Poor', 7, 8],
    ]);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(stats.totalReviewCount);
  });

  it('works out the recommended share from those who answered, and scale positions', () => {
    expect(recommendedPercent(stats)).toBe(88);
    expect(recommendedPercent({ ...stats, recommendedCount: 0, notRecommendedCount: 0 })).toBeUndefined();
    expect([scalePosition(1, 5), scalePosition(3, 5), scalePosition(5, 5), scalePosition(9, 5)]).toEqual([0, 50, 100, 100]);
  });

  it('draws the average, count, recommendation, bars and feature scores', () => {
    const html = renderToStaticMarkup(createElement(ReviewStatsView, { stats }));
    expect(html).toMatch(/data-testid="reviews-average">4\.2</);
    expect(html).toMatch(/data-testid="reviews-count">90</);
    expect(html).toContain('<strong>88%</strong> of reviewers recommend this product');
    expect([...html.matchAll(/data-testid="rating-row" data-rating="(\d)" data-count="(\d+)"/g)].map((match) => [Number(match[1]), Number(match[2])])).toEqual([
      [5, 50],
      [4, 25],
      [3, 8],
      [2, 0],
      [1, 7],
    ]);
    expect(html).toContain('3.2 out of 5, from Runs small to Runs large');
  });

  it('says so when there are no reviews', () => {
    expect(renderToStaticMarkup(createElement(ReviewStatsView, { stats: { ...stats, totalReviewCount: 0, ratingDistribution: [] } }))).toContain('No reviews yet.');
  });
});
