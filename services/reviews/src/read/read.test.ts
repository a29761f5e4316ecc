import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { products, variants } from '@storefront/db/schema/catalogue';
import { reviews } from '@storefront/db/schema/reviews';
import { openTestDatabase } from '@storefront/db/testing';
import { bulkInsert } from '@storefront/seed/catalogue/bulk-insert';
import { DEFAULT_CATALOGUE_AS_OF } from '@storefront/seed/catalogue/generate';
import { productTypeNouns } from '@storefront/seed/catalogue/product-nouns';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { generateProductReviews, type ReviewRow } from '@storefront/seed/reviews/generate-reviews';
import { loadProductsForReviews } from '@storefront/seed/reviews/seed-reviews';
import { PROMOTION_MARKER } from '../promotion';
import { reviewListQuerySchema } from '../query';
import { reviewFeatures } from './features';
import { listReviews } from './list';
import { productForSku } from './product';
import { emptyStats, reviewStats } from './stats';
import { reviewSummary, SUMMARY_DISCLAIMER } from './summary';

const fit = (rating: number) => ({ label: 'Fit', minLabel: 'Runs small', maxLabel: 'Runs large', rating, ratingRange: 5 });
const quality = (rating: number) => ({ label: 'Quality', minLabel: 'Poor', maxLabel: 'Excellent', rating, ratingRange: 5 });

/** Seven reviews of one product with hand-checked stats: ratings 5 4 1 3 5 2 5 (25 / 7 = 3.57). */
function handWritten(productKey: string, sku: string): ReviewRow[] {
  const base = { productKey, sku, title: 'Review', userName: 'Sam', responses: [], isSyndicated: false, photos: [], secondaryRatings: [] };
  const photo = (n: number) => ({ id: `photo-${n}`, caption: 'Front view', url: `/_img/products/${productKey}/black/${n}` });
  return [
    { ...base, id: 'rvw-t-1', rating: 5, text: 'Fits true to size. Great quality.', submittedAt: '2026-10-01T10:00:00.000Z', isRecommended: true, secondaryRatings: [fit(3), quality(5)], features: ['fit', 'quality'], photos: [photo(1)] },
    { ...base, id: 'rvw-t-2', rating: 4, text: `${PROMOTION_MARKER} Comes up a little small, size up for a good fit.`, submittedAt: '2026-10-05T10:00:00.000Z', isRecommended: true, secondaryRatings: [fit(2), quality(4)], features: ['fit'] },
    { ...base, id: 'rvw-t-3', rating: 1, text: 'The colour is nothing like the picture.', submittedAt: '2026-09-20T10:00:00.000Z', isRecommended: false, features: ['colour'], responses: [{ clientName: 'Coast', text: 'Sorry to hear that.' }] },
    {
      ...base,
      id: 'rvw-t-4',
      rating: 3,
      text: 'The colour is darker than online. Quality is fine.',
      submittedAt: '2026-10-10T10:00:00.000Z',
      isRecommended: undefined,
      secondaryRatings: [fit(4), quality(3)],
      features: ['colour', 'quality'],
      isSyndicated: true,
      syndicationSourceName: 'Coast',
      syndicationContentLink: 'https://www.coast-stores.com/product/x',
    },
    { ...base, id: 'rvw-t-5', rating: 5, text: 'Such a flattering style.', submittedAt: '2026-08-01T10:00:00.000Z', isRecommended: true, features: ['style'], photos: [photo(1), photo(2)] },
    { ...base, id: 'rvw-t-6', rating: 2, text: 'Far too tight, the fit is off.', submittedAt: '2026-10-10T10:00:00.000Z', isRecommended: false, features: ['fit'] },
    { ...base, id: 'rvw-t-7', rating: 5, text: 'Excellent quality.', submittedAt: '2026-07-01T10:00:00.000Z', isRecommended: true, features: ['quality'] },
  ];
}

const ids = (page: { results: Array<{ id: string }> }) => page.results.map((review) => review.id.replace('rvw-t-', 'r'));
const query = (params: Record<string, string>) => {
  const { sku: _sku, ...rest } = reviewListQuerySchema.parse({ sku: 'X', ...params });
  return rest;
};

describe('review reads', () => {
  let handle: DatabaseHandle;
  /** The product with the seven hand-written reviews. */
  let small: { key: string; sku: string };
  /** A dress with its generated reviews (over 30). */
  let large: Awaited<ReturnType<typeof loadProductsForReviews>>[number];
  let largeRows: ReviewRow[];

  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    const candidates = await loadProductsForReviews(handle.db);
    const dresses = candidates.filter((product) => product.productType === 'maxi-dress' && product.availableFascias.includes('coast'));
    large = dresses.find((product) => product.reviewCount >= 40 && product.reviewCount <= 150)!;
    const smallProduct = dresses.find((product) => product !== large)!;
    small = { key: smallProduct.key, sku: smallProduct.colours[0]!.variants[0]!.sku };
    largeRows = generateProductReviews(large, { asOf: Date.parse(DEFAULT_CATALOGUE_AS_OF) }).rows;
    await bulkInsert(handle.db, reviews, [...handWritten(small.key, small.sku), ...largeRows]);
  });
  afterAll(() => handle.close());

  describe('productForSku', () => {
    it('finds the product by any variant SKU or by its key, only on the sites that sell it', async () => {
      const [variant] = await handle.db.select({ sku: variants.sku }).from(variants).innerJoin(products, eq(products.id, variants.productId)).where(eq(products.key, large.key)).limit(1);
      expect(await productForSku(handle.db, variant!.sku)).toMatchObject({ key: large.key, productType: 'maxi-dress', reviewCount: large.reviewCount });
      expect((await productForSku(handle.db, large.key))?.key).toBe(large.key);
      expect((await productForSku(handle.db, large.key, { fascia: 'coast' }))?.key).toBe(large.key);
      expect(await productForSku(handle.db, 'ZZZ99999-01-01')).toBeUndefined();

      const [elsewhere] = await handle.db
        .select({ key: products.key })
        .from(products)
        .where(sql`not (${products.availableFascias} @> '["nastygal"]'::jsonb)`)
        .limit(1);
      expect(await productForSku(handle.db, elsewhere!.key, { fascia: 'nastygal' })).toBeUndefined();
      expect(await productForSku(handle.db, elsewhere!.key, { fascia: 'no-such-site' })).toBeUndefined();
    });
  });

  describe('reviewStats', () => {
    it('averages to one decimal, counts each star, the recommendations and the secondary ratings', async () => {
      expect(await reviewStats(handle.db, small.key)).toEqual({
        averageRating: 3.6,
        totalReviewCount: 7,
        recommendedCount: 4,
        notRecommendedCount: 2,
        recommendedPercentage: 67,
        ratingDistribution: [
          { rating: 5, count: 3 },
          { rating: 4, count: 1 },
          { rating: 3, count: 1 },
          { rating: 2, count: 1 },
          { rating: 1, count: 1 },
        ],
        secondaryRatings: [
          { label: 'Fit', minLabel: 'Runs small', maxLabel: 'Runs large', rating: 3, ratingRange: 5, count: 3 },
          { label: 'Quality', minLabel: 'Poor', maxLabel: 'Excellent', rating: 4, ratingRange: 5, count: 3 },
        ],
      });
    });

    it('agrees with the generated reviews and is all zero for a product without reviews', async () => {
      const stats = await reviewStats(handle.db, large.key);
      expect(stats.totalReviewCount).toBe(large.reviewCount);
      expect(stats.averageRating).toBe(Math.round((largeRows.reduce((sum, row) => sum + row.rating, 0) * 10) / largeRows.length) / 10);
      expect(stats.ratingDistribution.map((entry) => entry.count)).toEqual([5, 4, 3, 2, 1].map((stars) => largeRows.filter((row) => row.rating === stars).length));
      expect(stats.recommendedCount).toBe(largeRows.filter((row) => row.isRecommended === true).length);
      expect(stats.secondaryRatings.map((rating) => rating.label)).toEqual(['Fit', 'Quality', 'Comfort']);
      for (const rating of stats.secondaryRatings) {
        expect(rating.count).toBe(largeRows.filter((row) => row.secondaryRatings.some((given) => given.label === rating.label)).length);
        expect(rating.rating).toBeGreaterThanOrEqual(1);
        expect(rating.rating).toBeLessThanOrEqual(5);
      }
      expect(await reviewStats(handle.db, 'ZZZ99999')).toEqual(emptyStats());
    });
  });

  describe('listReviews', () => {
    it('pages through the most recent first, saying how many remain', async () => {
      const first = await listReviews(handle.db, small.key, query({ limit: '3' }));
      expect(ids(first)).toEqual(['r6', 'r4', 'r2']);
      expect(first).toMatchObject({ remainingResults: 4, hasNextPage: true });
      const second = await listReviews(handle.db, small.key, query({ limit: '3', page: '2' }));
      expect(ids(second)).toEqual(['r1', 'r3', 'r5']);
      expect(second).toMatchObject({ remainingResults: 1, hasNextPage: true });
      const last = await listReviews(handle.db, small.key, query({ limit: '3', page: '3' }));
      expect(ids(last)).toEqual(['r7']);
      expect(last).toMatchObject({ remainingResults: 0, hasNextPage: false });
      expect(await listReviews(handle.db, small.key, query({ limit: '3', page: '9' }))).toEqual({ results: [], remainingResults: 0, hasNextPage: false });
      // The default page is the spec's five.
      expect(ids(await listReviews(handle.db, small.key, query({})))).toEqual(['r6', 'r4', 'r2', 'r1', 'r3']);
    });

    it('sorts by rating either way, newest first among equal ratings', async () => {
      expect(ids(await listReviews(handle.db, small.key, query({ sort: 'HighestRating', limit: '10' })))).toEqual(['r1', 'r5', 'r7', 'r2', 'r4', 'r6', 'r3']);
      expect(ids(await listReviews(handle.db, small.key, query({ sort: 'LowestRating', limit: '10' })))).toEqual(['r3', 'r6', 'r4', 'r2', 'r1', 'r5', 'r7']);
    });

    it('filters by a mentioned feature and by photos', async () => {
      expect(ids(await listReviews(handle.db, small.key, query({ feature: 'fit' })))).toEqual(['r6', 'r2', 'r1']);
      expect(ids(await listReviews(handle.db, small.key, query({ hasPhotos: 'true' })))).toEqual(['r1', 'r5']);
      expect(ids(await listReviews(handle.db, small.key, query({ feature: 'Quality', hasPhotos: 'true' })))).toEqual(['r1']);
      expect(await listReviews(handle.db, small.key, query({ feature: 'scent' }))).toEqual({ results: [], remainingResults: 0, hasNextPage: false });
    });

    it('answers reviews in the spec’s shape: promotion marker stripped, syndication source, photo sizes', async () => {
      const { results } = await listReviews(handle.db, small.key, query({ limit: '10' }));
      const byId = new Map(results.map((review) => [review.id, review]));
      expect(byId.get('rvw-t-2')).toMatchObject({ reviewText: 'Comes up a little small, size up for a good fit.', isPromotional: true, rating: 4, username: 'Sam' });
      expect(byId.get('rvw-t-1')).toMatchObject({ reviewText: 'Fits true to size. Great quality.', isPromotional: false, submittedAt: '2026-10-01T10:00:00.000Z', isRecommended: true });
      expect(byId.get('rvw-t-1')!.photos).toEqual([
        { id: 'photo-1', caption: 'Front view', sizes: { normal: { url: `/_img/products/${small.key}/black/1?w=800` }, thumbnail: { url: `/_img/products/${small.key}/black/1?w=200` } } },
      ]);
      expect(byId.get('rvw-t-4')).toMatchObject({ isSyndicated: true, isRecommended: null, syndicationSource: { name: 'Coast', contentLink: 'https://www.coast-stores.com/product/x' } });
      expect(byId.get('rvw-t-3')!.responses).toEqual([{ clientName: 'Coast', text: 'Sorry to hear that.' }]);
      expect(byId.get('rvw-t-3')).not.toHaveProperty('syndicationSource');
    });
  });

  describe('reviewFeatures', () => {
    it('lists what the reviews mention, most mentioned first, each count finding that many reviews', async () => {
      expect(await reviewFeatures(handle.db, small.key)).toEqual({
        features: [
          { feature: 'fit', mentions: 3 },
          { feature: 'quality', mentions: 3 },
          { feature: 'colour', mentions: 2 },
          { feature: 'style', mentions: 1 },
        ],
      });
      const { features } = await reviewFeatures(handle.db, large.key);
      expect(features.length).toBeGreaterThan(3);
      for (const { feature, mentions } of features) {
        const page = await listReviews(handle.db, large.key, query({ feature, limit: '1' }));
        expect(page.results.length + page.remainingResults, feature).toBe(mentions);
      }
      expect(await reviewFeatures(handle.db, 'ZZZ99999')).toEqual({ features: [] });
    });
  });

  describe('reviewSummary', () => {
    it('writes a summary from 30 reviews, with the disclaimer', async () => {
      const product = (await productForSku(handle.db, large.key))!;
      const outcome = await reviewSummary(handle.db, product, productTypeNouns);
      if (!outcome.ok) throw new Error(outcome.message);
      const stats = await reviewStats(handle.db, large.key);
      expect(outcome.summary.disclaimer).toBe(SUMMARY_DISCLAIMER);
      expect(outcome.summary.summary).toContain(`${stats.averageRating.toFixed(1)} out of 5 from ${stats.totalReviewCount} reviews`);
      expect(outcome.summary.summary).toMatch(/^Reviewers .*this maxi dress/);
    });

    it('refuses under 30 reviews, saying why', async () => {
      const product = (await productForSku(handle.db, small.key))!;
      expect(await reviewSummary(handle.db, product, productTypeNouns)).toEqual({ ok: false, message: 'A review summary needs at least 30 reviews; this product has 7.' });
    });
  });
});
