import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSummaries } from '@storefront/catalogue/queries/summary';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { firstProductId } from '@storefront/catalogue/testing/product-picks';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { seedReviews } from '@storefront/seed/reviews/seed-reviews';
import { REVIEWS_CACHE_CONTROL, reviewFeaturesResponse, reviewListResponse, reviewStatsResponse, reviewSummaryResponse, type ScopeLoader } from './reviews';

const ORIGIN = 'http://coast.localhost:3000';

describe('reviews endpoints', () => {
  let handle: DatabaseHandle;
  let scopeOpened = 0;
  const scopeOf = (fascia: string): ScopeLoader => async () => {
    scopeOpened += 1;
    return { db: handle.db, fascia };
  };
  const coast = scopeOf('coast');
  /** A Coast product with at least 30 reviews, as its listing card shows it. */
  let card: Awaited<ReturnType<typeof loadSummaries>>[number];

  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    await seedReviews(handle.db);
    const id = await firstProductId(handle.db, { soldOn: 'coast', reviewCount: { min: 30 } });
    card = (await loadSummaries(handle.db, [id]))[0]!;
  });
  afterAll(() => handle.close());

  it('answers the stats a product card’s rating popup needs, agreeing with the card', async () => {
    // The card asks with the SKU it carries (its first colour's).
    const response = await reviewStatsResponse(`${ORIGIN}/_api/reviews/stats?sku=${card.colourVariants[0]!.sku}`, coast);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(REVIEWS_CACHE_CONTROL);
    const stats = await response.json();
    expect(Object.keys(stats).sort()).toEqual(['averageRating', 'notRecommendedCount', 'ratingDistribution', 'recommendedCount', 'recommendedPercentage', 'secondaryRatings', 'totalReviewCount']);
    expect(stats.averageRating).toBe(card.averageRating);
    expect(stats.totalReviewCount).toBe(card.reviewCount);
    expect(stats.ratingDistribution.map((entry: { rating: number }) => entry.rating)).toEqual([5, 4, 3, 2, 1]);
    const counts: number[] = stats.ratingDistribution.map((entry: { count: number }) => entry.count);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(card.reviewCount);
    const sum = counts.reduce((total, count, index) => total + count * (5 - index), 0);
    expect(stats.averageRating).toBe(Math.round((sum * 10) / card.reviewCount) / 10);
    expect(stats.recommendedPercentage).toBe(Math.round((stats.recommendedCount / (stats.recommendedCount + stats.notRecommendedCount)) * 100));
    expect(stats.secondaryRatings[0]).toEqual({ label: expect.any(String), minLabel: expect.any(String), maxLabel: expect.any(String), rating: expect.any(Number), ratingRange: 5, count: expect.any(Number) });
    // The product key is accepted too, and gives the same answer.
    expect(await (await reviewStatsResponse(`${ORIGIN}/_api/reviews/stats?sku=${card.key}`, coast)).json()).toEqual(stats);
  });

  it('lists, sorts and pages the reviews', async () => {
    const response = await reviewListResponse(`${ORIGIN}/_api/reviews?sku=${card.colourVariants[0]!.sku}&limit=5&page=2&sort=HighestRating`, coast);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(REVIEWS_CACHE_CONTROL);
    const page = await response.json();
    expect(page.results).toHaveLength(5);
    expect(page.remainingResults).toBe(card.reviewCount - 10);
    expect(page.hasNextPage).toBe(true);
    const ratings = page.results.map((review: { rating: number }) => review.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(page.results[0]).toMatchObject({ id: expect.any(String), title: expect.any(String), reviewText: expect.any(String), username: expect.any(String), submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('answers the keyword features and the summary', async () => {
    const features = await (await reviewFeaturesResponse(`${ORIGIN}/_api/reviews/features?sku=${card.key}`, coast)).json();
    expect(features.features.length).toBeGreaterThan(0);
    const mentions = features.features.map((feature: { mentions: number }) => feature.mentions);
    expect(mentions).toEqual([...mentions].sort((a, b) => b - a));

    const summary = await reviewSummaryResponse(`${ORIGIN}/_api/reviews/summary?sku=${card.key}`, coast);
    expect(summary.status).toBe(200);
    expect(await summary.json()).toEqual({ summary: expect.stringContaining(`from ${card.reviewCount} reviews`), disclaimer: expect.any(String) });
  });

  it('answers 400 with a message for a bad query, without reading anything', async () => {
    const before = scopeOpened;
    const cases: Array<[typeof reviewStatsResponse, string, RegExp]> = [
      [reviewStatsResponse, '/_api/reviews/stats', /sku is required/],
      [reviewStatsResponse, '/_api/reviews/stats?sku=', /sku is required/],
      [reviewStatsResponse, '/_api/reviews/stats?sku=%3Cscript%3E', /sku must be a product SKU/],
      [reviewFeaturesResponse, '/_api/reviews/features?sku=A%20B', /sku must be a product SKU/],
      [reviewSummaryResponse, `/_api/reviews/summary?sku=${'A'.repeat(80)}`, /at most 64/],
      [reviewListResponse, `/_api/reviews?sku=${card.key}&limit=0`, /limit must be a whole number from 1 to 100/],
      [reviewListResponse, `/_api/reviews?sku=${card.key}&limit=500`, /limit must be a whole number from 1 to 100/],
      [reviewListResponse, `/_api/reviews?sku=${card.key}&page=-1`, /page must be a whole number/],
      [reviewListResponse, `/_api/reviews?sku=${card.key}&sort=Newest`, /sort must be one of Recent, HighestRating, LowestRating/],
      [reviewListResponse, `/_api/reviews?sku=${card.key}&hasPhotos=yes`, /hasPhotos must be true or false/],
      [reviewListResponse, `/_api/reviews?sku=${card.key}&feature=fit%27--`, /feature must be a word/],
    ];
    for (const [respond, path, message] of cases) {
      const response = await respond(`${ORIGIN}${path}`, coast);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(body.message, path).toMatch(message);
    }
    expect(scopeOpened).toBe(before);
  });

  it('answers 404 for a product that does not exist or is not sold on the site, and a summary under 30 reviews', async () => {
    const unknown = await reviewStatsResponse(`${ORIGIN}/_api/reviews/stats?sku=ZZZ99999-01-01`, coast);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('No product with the SKU ZZZ99999-01-01 is sold on this site.');

    const elsewhere = await firstProductId(handle.db, { notSoldOn: 'nastygal' });
    const [notSold] = await loadSummaries(handle.db, [elsewhere]);
    for (const respond of [reviewStatsResponse, reviewListResponse, reviewFeaturesResponse, reviewSummaryResponse]) {
      expect((await respond(`${ORIGIN}/_api/reviews/x?sku=${notSold!.key}`, scopeOf('nastygal'))).status).toBe(404);
    }

    const [few] = await loadSummaries(handle.db, [await firstProductId(handle.db, { soldOn: 'coast', reviewCount: { min: 1, max: 29 } })]);
    const summary = await reviewSummaryResponse(`${ORIGIN}/_api/reviews/summary?sku=${few!.key}`, coast);
    expect(summary.status).toBe(404);
    expect((await summary.json()).message).toBe(`A review summary needs at least 30 reviews; this product has ${few!.reviewCount}.`);
  });
});
