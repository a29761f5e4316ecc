import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { reviewsMachine, reviewsSelectors as select, type FetchReviewsInput, type ReviewSort } from './reviews.machine';
import type { Review, ReviewPage, ReviewStats } from './reviews.types';
import { reviews as spec } from './spec';

const sku = 'BKK12345-105-18';

function review(number: number): Review {
  return {
    id: `r${number}`,
    rating: (number % 5) + 1,
    title: `Review ${number}`,
    reviewText: number % 3 === 0 ? 'Lovely fit and colour' : 'Arrived quickly',
    username: `shopper${number}`,
    submittedAt: new Date(Date.UTC(2025, 0, number)).toISOString(),
  };
}

function statsOf(total: number): ReviewStats {
  return { averageRating: 4.2, totalReviewCount: total, recommendedCount: total, notRecommendedCount: 0, ratingDistribution: [] };
}

/** The reviews service for a product with `total` reviews: pages, sorts and keyword filters them. */
function service(total: number, failures: Partial<Record<'stats' | 'reviews' | 'features' | 'summary', boolean | ((input: FetchReviewsInput) => boolean)>> = {}) {
  const all = Array.from({ length: total }, (_, index) => review(index + 1));
  const calls: Record<'stats' | 'reviews' | 'features' | 'summary', unknown[]> = { stats: [], reviews: [], features: [], summary: [] };
  const fail = (name: keyof typeof calls, input?: FetchReviewsInput) => {
    const failure = failures[name];
    return typeof failure === 'function' ? failure(input!) : Boolean(failure);
  };
  const order: Record<ReviewSort, (a: Review, b: Review) => number> = {
    Recent: (a, b) => b.submittedAt.localeCompare(a.submittedAt),
    HighestRating: (a, b) => b.rating - a.rating,
    LowestRating: (a, b) => a.rating - b.rating,
  };
  const actors = {
    fetchStats: fromPromise<ReviewStats, { sku: string }>(async ({ input }) => {
      calls.stats.push(input.sku);
      if (fail('stats')) throw new Error('503');
      return statsOf(total);
    }),
    fetchReviews: fromPromise<ReviewPage, FetchReviewsInput>(async ({ input }) => {
      calls.reviews.push(input);
      if (fail('reviews', input)) throw new Error('503');
      const matching = all.filter((item) => !input.feature || item.reviewText.toLowerCase().includes(input.feature)).sort(order[input.sort]);
      const results = matching.slice((input.page - 1) * input.limit, input.page * input.limit);
      const remainingResults = Math.max(0, matching.length - input.page * input.limit);
      return { results, remainingResults, hasNextPage: remainingResults > 0 };
    }),
    fetchFeatures: fromPromise<string[], { sku: string }>(async ({ input }) => {
      calls.features.push(input.sku);
      if (fail('features')) throw new Error('503');
      return ['fit', 'colour'];
    }),
    fetchSummary: fromPromise(async ({ input }: { input: { sku: string } }) => {
      calls.summary.push(input.sku);
      if (fail('summary')) throw new Error('503');
      return { summary: 'Shoppers love the fit.', disclaimer: 'AI-generated from reviews.' };
    }),
  };
  return { actors, calls };
}

function run(total: number, failures: Parameters<typeof service>[1] = {}) {
  const { actors, calls } = service(total, failures);
  const actor = createActor(reviewsMachine.provide({ actors }), { input: { sku }, clock: new SimulatedClock() });
  actor.start();
  const settled = () => waitFor(actor, (snapshot) => !select.isLoadingList(snapshot) && !snapshot.matches('loadingStats') && !snapshot.matches({ showing: { features: 'loading' } }) && !snapshot.matches({ showing: { summary: 'loading' } }));
  const ids = () => select.reviews(actor.getSnapshot()).map((item) => item.id);
  const pages = () => (calls.reviews as FetchReviewsInput[]).map((call) => call.page);
  return { actor, calls, settled, ids, pages, snapshot: () => actor.getSnapshot() };
}

describe('reviews machine', () => {
  it('shows stats, the 5 most recent reviews, keywords and the AI summary for a well-reviewed product', async () => {
    const { snapshot, calls, settled, ids } = run(37);
    expect(select.showsSection(snapshot())).toBe(false);
    await settled();
    expect(select.stats(snapshot())?.totalReviewCount).toBe(37);
    expect(select.sort(snapshot())).toBe('Recent');
    expect(calls.reviews).toEqual([{ sku, page: 1, limit: 5, sort: 'Recent', feature: undefined }]);
    expect(ids()).toEqual(['r37', 'r36', 'r35', 'r34', 'r33']);
    expect(select.showMoreLabel(snapshot())).toBe('Show 5 more');
    expect(select.features(snapshot())).toEqual(['fit', 'colour']);
    expect(select.summary(snapshot())?.summary).toBe('Shoppers love the fit.');
  });

  it('shows more only while another page exists, counting down what is left', async () => {
    const { actor, snapshot, settled, ids, pages } = run(12);
    await settled();
    actor.send({ type: 'reviews.showMore' });
    expect(select.isLoadingList(snapshot())).toBe(true);
    expect(snapshot().can({ type: 'reviews.showMore' })).toBe(false);
    expect(ids()).toHaveLength(5);
    await settled();
    expect(ids()).toHaveLength(10);
    expect(select.showMoreLabel(snapshot())).toBe('Show 2 more');
    actor.send({ type: 'reviews.showMore' });
    await settled();
    expect(ids()).toHaveLength(12);
    expect(select.showMoreLabel(snapshot())).toBeUndefined();
    expect(snapshot().can({ type: 'reviews.showMore' })).toBe(false);
    expect(pages()).toEqual([1, 2, 3]);
  });

  it('loads keywords only above 10 reviews and the AI summary only from 30', async () => {
    for (const [total, keywords, summary] of [[10, 0, 0], [11, 1, 0], [29, 1, 0], [30, 1, 1]] as const) {
      const { snapshot, calls, settled } = run(total);
      await settled();
      expect([calls.features.length, calls.summary.length]).toEqual([keywords, summary]);
      expect(select.features(snapshot())).toHaveLength(keywords ? 2 : 0);
      expect(select.summary(snapshot()) === undefined).toBe(summary === 0);
    }
  });

  it('restarts at page 1 on a sort change, and ignores choosing the current sort', async () => {
    const { actor, snapshot, settled, ids, pages } = run(12);
    await settled();
    actor.send({ type: 'reviews.showMore' });
    await settled();
    actor.send({ type: 'reviews.sortChanged', sort: 'HighestRating' });
    expect(select.isLoadingList(snapshot())).toBe(true);
    await settled();
    expect(pages()).toEqual([1, 2, 1]);
    expect(select.reviews(snapshot()).map((item) => item.rating)).toEqual([5, 5, 4, 4, 3]);
    expect(ids()).toHaveLength(5);
    actor.send({ type: 'reviews.sortChanged', sort: 'HighestRating' });
    expect(select.isLoadingList(snapshot())).toBe(false);
    expect(pages()).toHaveLength(3);
  });

  it('filters by a keyword from page 1, and selecting it again clears it', async () => {
    const { actor, snapshot, calls, settled, ids } = run(12);
    await settled();
    actor.send({ type: 'reviews.showMore' });
    await settled();
    actor.send({ type: 'reviews.featureSelected', feature: 'fit' });
    await settled();
    expect(select.selectedFeature(snapshot())).toBe('fit');
    expect(calls.reviews.at(-1)).toMatchObject({ page: 1, feature: 'fit' });
    expect(ids()).toEqual(['r12', 'r9', 'r6', 'r3']);
    expect(select.showMoreLabel(snapshot())).toBeUndefined();
    actor.send({ type: 'reviews.featureSelected', feature: 'fit' });
    await settled();
    expect(select.selectedFeature(snapshot())).toBeUndefined();
    expect(calls.reviews.at(-1)).toMatchObject({ page: 1, feature: undefined });
    expect(ids()).toHaveLength(5);
  });

  it('starts over for another product: page 1, default sort, no keyword', async () => {
    const { actor, snapshot, calls, settled } = run(40);
    await settled();
    actor.send({ type: 'reviews.sortChanged', sort: 'LowestRating' });
    actor.send({ type: 'reviews.featureSelected', feature: 'colour' });
    await settled();
    actor.send({ type: 'reviews.productChanged', sku: 'BKK99999-001-10' });
    expect(select.showsSection(snapshot())).toBe(false);
    await settled();
    expect(calls.stats).toEqual([sku, 'BKK99999-001-10']);
    expect(calls.reviews.at(-1)).toEqual({ sku: 'BKK99999-001-10', page: 1, limit: 5, sort: 'Recent', feature: undefined });
    expect([select.sort(snapshot()), select.selectedFeature(snapshot())]).toEqual(['Recent', undefined]);
    actor.send({ type: 'reviews.productChanged', sku: 'BKK99999-001-10' });
    expect(calls.stats).toHaveLength(2);
  });

  it('shows nothing when the stats, the first page or a re-sorted first page fail', async () => {
    for (const failures of [{ stats: true }, { reviews: true }]) {
      const { snapshot, settled } = run(12, failures);
      await settled();
      expect(select.showsSection(snapshot())).toBe(false);
      expect(select.reviews(snapshot())).toEqual([]);
      expect(select.stats(snapshot())).toBeUndefined();
    }
    const { actor, snapshot, settled } = run(12, { reviews: (input) => input.sort === 'LowestRating' });
    await settled();
    actor.send({ type: 'reviews.sortChanged', sort: 'LowestRating' });
    await settled();
    expect(select.showsSection(snapshot())).toBe(false);
  });

  it('drops only the keywords, the summary or the next page when those fail', async () => {
    const { actor, snapshot, settled, ids } = run(35, { features: true, summary: true, reviews: (input) => input.page === 2 });
    await settled();
    expect(select.showsSection(snapshot())).toBe(true);
    expect([select.features(snapshot()), select.summary(snapshot())]).toEqual([[], undefined]);
    actor.send({ type: 'reviews.showMore' });
    await settled();
    expect(ids()).toHaveLength(5);
    expect(select.showMoreLabel(snapshot())).toBe('Show 5 more');
    expect(snapshot().can({ type: 'reviews.showMore' })).toBe(true);
  });

  it('shows the stats of a product without reviews and lists nothing', async () => {
    const { snapshot, calls, settled } = run(0);
    await settled();
    expect(select.showsSection(snapshot())).toBe(true);
    expect(select.stats(snapshot())?.totalReviewCount).toBe(0);
    expect(calls.reviews).toEqual([]);
    expect(select.showMoreLabel(snapshot())).toBeUndefined();
    expect(snapshot().can({ type: 'reviews.sortChanged', sort: 'HighestRating' })).toBe(false);
  });
});

describe('reviews machine paths', () => {
  type Snapshot = SnapshotFrom<typeof reviewsMachine>;
  const firstPage: ReviewPage = { results: [1, 2, 3, 4, 5].map(review), remainingResults: 7, hasNextPage: true };
  const lastPage: ReviewPage = { results: [6, 7].map(review), remainingResults: 0, hasNextPage: false };
  const hiddenSection = (snapshot: Snapshot) => {
    expect(select.showsSection(snapshot)).toBe(false);
    expect(select.reviews(snapshot)).toEqual([]);
    expect([select.showMoreLabel(snapshot), select.summary(snapshot)]).toEqual([undefined, undefined]);
    expect(select.features(snapshot)).toEqual([]);
  };
  const list: Record<string, (snapshot: Snapshot) => void> = {
    empty: (snapshot) => {
      expect(select.reviews(snapshot)).toEqual([]);
      expect(snapshot.can({ type: 'reviews.sortChanged', sort: 'LowestRating' })).toBe(false);
    },
    loading: (snapshot) => {
      expect(select.isLoadingList(snapshot)).toBe(true);
      expect(select.showMoreLabel(snapshot)).toBeUndefined();
    },
    loaded: (snapshot) => {
      expect(select.isLoadingList(snapshot)).toBe(false);
      expect(select.reviews(snapshot).length).toBeGreaterThan(0);
      const label = select.showMoreLabel(snapshot);
      expect(label).toBe(snapshot.context.hasNextPage ? `Show ${Math.min(5, snapshot.context.remainingResults)} more` : undefined);
      expect(snapshot.can({ type: 'reviews.showMore' })).toBe(snapshot.context.hasNextPage);
    },
    loadingMore: (snapshot) => {
      expect(select.isLoadingList(snapshot)).toBe(true);
      expect(select.reviews(snapshot).length).toBeGreaterThan(0);
      expect(snapshot.can({ type: 'reviews.showMore' })).toBe(false);
    },
  };
  const features: Record<string, (snapshot: Snapshot) => void> = {
    loading: (snapshot) => expect(select.features(snapshot)).toEqual([]),
    loaded: (snapshot) => expect(select.features(snapshot)).toEqual(['fit']),
    none: (snapshot) => expect(select.features(snapshot)).toEqual([]),
  };
  const summary: Record<string, (snapshot: Snapshot) => void> = {
    loading: (snapshot) => expect(select.summary(snapshot)).toBeUndefined(),
    loaded: (snapshot) => expect(select.summary(snapshot)?.summary).toBe('Great fit'),
    none: (snapshot) => expect(select.summary(snapshot)).toBeUndefined(),
  };
  // What the section shows is what each of its three parts shows.
  const showing = Object.fromEntries(
    Object.keys(list).flatMap((listState) =>
      Object.keys(features).flatMap((featuresState) =>
        Object.keys(summary).map((summaryState) => [
          `showing.list.${listState}|features.${featuresState}|summary.${summaryState}`,
          (snapshot: Snapshot) => {
            expect(select.showsSection(snapshot)).toBe(true);
            expect(select.stats(snapshot)).toBeDefined();
            list[listState]!(snapshot);
            features[featuresState]!(snapshot);
            summary[summaryState]!(snapshot);
          },
        ]),
      ),
    ),
  );
  itTakesEveryTransition({
    machine: reviewsMachine,
    input: { sku },
    limit: 20_000,
    events: [
      { type: 'reviews.productChanged', sku: 'BKK99999-001-10' },
      { type: 'reviews.sortChanged', sort: 'LowestRating' },
      { type: 'reviews.featureSelected', feature: 'fit' },
      { type: 'reviews.showMore' },
      { type: 'xstate.done.actor.fetchStats', output: statsOf(spec.summaryFrom) },
      { type: 'xstate.done.actor.fetchStats', output: statsOf(0) },
      { type: 'xstate.error.actor.fetchStats', error: new Error('x') },
      { type: 'xstate.done.actor.fetchReviews', output: firstPage },
      { type: 'xstate.error.actor.fetchReviews', error: new Error('x') },
      { type: 'xstate.done.actor.fetchMoreReviews', output: lastPage },
      { type: 'xstate.error.actor.fetchMoreReviews', error: new Error('x') },
      { type: 'xstate.done.actor.fetchFeatures', output: ['fit'] },
      { type: 'xstate.error.actor.fetchFeatures', error: new Error('x') },
      { type: 'xstate.done.actor.fetchSummary', output: { summary: 'Great fit', disclaimer: 'AI' } },
      { type: 'xstate.error.actor.fetchSummary', error: new Error('x') },
    ] as never,
    expectations: { loadingStats: hiddenSection, hidden: hiddenSection, ...showing },
  });
});
