import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { reviews as spec, reviewsText } from './spec';
import type { Review, ReviewPage, ReviewStats, ReviewSummary } from './reviews.types';

/**
 * The reviews area of the product page (P §3, §4, §7, §8, §9): stats first; then the list (5 per
 * page, show more), keyword filters above 10 reviews and the AI summary from 30. A failed stats or
 * first-page load hides the section; a failed extra (keywords, summary, next page) drops only that.
 */
export type ReviewSort = (typeof spec.sorts)[number];

export interface ReviewsInput {
  /** The first variant's sku (P §7). */
  sku: string;
}

export interface ReviewsContext extends ReviewsInput {
  stats: ReviewStats | undefined;
  sort: ReviewSort;
  /** The keyword filter ('Reviews That Mention'), if one is selected. */
  feature: string | undefined;
  /** The last page of the list loaded (1-based). */
  page: number;
  reviews: Review[];
  remainingResults: number;
  hasNextPage: boolean;
  features: string[];
  summary: ReviewSummary | undefined;
}

export type ReviewsEvent =
  | { type: 'reviews.productChanged'; sku: string }
  | { type: 'reviews.sortChanged'; sort: ReviewSort }
  | { type: 'reviews.featureSelected'; feature: string }
  | { type: 'reviews.showMore' };

/** GET /_api/reviews: limit 5, the page, the sort and an optional keyword. */
export interface FetchReviewsInput {
  sku: string;
  page: number;
  limit: number;
  sort: ReviewSort;
  feature: string | undefined;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`reviews: ${name} is provided by the app`));

function freshList(): Omit<ReviewsContext, 'sku' | 'stats' | 'features' | 'summary'> {
  return { sort: spec.defaultSort, feature: undefined, page: 1, reviews: [], remainingResults: 0, hasNextPage: false };
}

// Sort and keyword changes restart the list at page 1, from any list state that shows reviews.
const listChanges = {
  'reviews.sortChanged': {
    guard: { type: 'isOtherSort', params: ({ event }: { event: { sort: ReviewSort } }) => ({ sort: event.sort }) },
    target: '#reviews.showing.list.loading',
    reenter: true,
    actions: { type: 'sortBy', params: ({ event }: { event: { sort: ReviewSort } }) => ({ sort: event.sort }) },
  },
  'reviews.featureSelected': {
    target: '#reviews.showing.list.loading',
    reenter: true,
    actions: { type: 'toggleFeature', params: ({ event }: { event: { feature: string } }) => ({ feature: event.feature }) },
  },
} as const;

export const reviewsMachine = setup({
  types: {} as { context: ReviewsContext; events: ReviewsEvent; input: ReviewsInput },
  actors: {
    /** GET /_api/reviews/stats?sku. */
    fetchStats: fromPromise<ReviewStats, { sku: string }>(notProvided('fetchStats')),
    /** GET /_api/reviews?sku&limit&page&sort[&feature]. */
    fetchReviews: fromPromise<ReviewPage, FetchReviewsInput>(notProvided('fetchReviews')),
    /** GET /_api/reviews/features?sku → the feature names. */
    fetchFeatures: fromPromise<string[], { sku: string }>(notProvided('fetchFeatures')),
    /** GET /_api/reviews/summary?sku. */
    fetchSummary: fromPromise<ReviewSummary, { sku: string }>(notProvided('fetchSummary')),
  },
  actions: {
    startProduct: assign((_, params: { sku: string }) => ({ sku: params.sku, stats: undefined, features: [], summary: undefined, ...freshList() })),
    sortBy: assign((_, params: { sort: ReviewSort }) => ({ sort: params.sort, page: 1 })),
    // Selecting the selected keyword again clears it.
    toggleFeature: assign(({ context }, params: { feature: string }) => ({
      feature: context.feature === params.feature ? undefined : params.feature,
      page: 1,
    })),
    showFirstPage: assign((_, params: { page: ReviewPage }) => ({
      page: 1,
      reviews: params.page.results,
      remainingResults: params.page.remainingResults,
      hasNextPage: params.page.hasNextPage,
    })),
    showNextPage: assign(({ context }, params: { page: ReviewPage }) => ({
      page: context.page + 1,
      reviews: [...context.reviews, ...params.page.results],
      remainingResults: params.page.remainingResults,
      hasNextPage: params.page.hasNextPage,
    })),
  },
  guards: {
    isOtherProduct: ({ context }, params: { sku: string }) => params.sku !== context.sku,
    isOtherSort: ({ context }, params: { sort: ReviewSort }) => params.sort !== context.sort,
    // Stats are loaded whenever these are asked (the section shows only after them).
    hasReviews: ({ context }) => context.stats!.totalReviewCount > 0,
    hasNextPage: ({ context }) => context.hasNextPage,
    hasEnoughForFeatures: ({ context }) => context.stats!.totalReviewCount > spec.featuresWhenMoreThan,
    hasEnoughForSummary: ({ context }) => context.stats!.totalReviewCount >= spec.summaryFrom,
  },
}).createMachine({
  id: 'reviews',
  description:
    'The reviews area of the product page. Review stats load first (a failure hides the section); then, side by side, the list (5 per page, default sort Recent), the keyword filters (only above 10 reviews) and the AI summary (only from 30). Sort and keyword changes restart the list at page 1, selecting the selected keyword again clears it, and "Show {min(5, remaining)} more" appends the next page only while hasNextPage. A failed first page hides the section; a failed keyword, summary or next-page load drops only that part. Another product starts over.',
  initial: 'loadingStats',
  context: ({ input }) => ({ sku: input.sku, stats: undefined, features: [], summary: undefined, ...freshList() }),
  on: {
    'reviews.productChanged': {
      guard: { type: 'isOtherProduct', params: ({ event }) => ({ sku: event.sku }) },
      target: '.loadingStats',
      reenter: true,
      actions: { type: 'startProduct', params: ({ event }) => ({ sku: event.sku }) },
    },
  },
  states: {
    loadingStats: {
      invoke: {
        id: 'fetchStats',
        src: 'fetchStats',
        input: ({ context }) => ({ sku: context.sku }),
        onDone: { target: 'showing', actions: assign({ stats: ({ event }) => event.output }) },
        onError: { target: 'hidden' },
      },
    },
    showing: {
      type: 'parallel',
      states: {
        list: {
          initial: 'choosing',
          states: {
            choosing: { always: [{ guard: 'hasReviews', target: 'loading' }, { target: 'empty' }] },
            // No reviews yet: stats only, nothing to list, sort or filter.
            empty: {},
            loading: {
              invoke: {
                id: 'fetchReviews',
                src: 'fetchReviews',
                input: ({ context }) => ({ sku: context.sku, page: 1, limit: spec.pageSize, sort: context.sort, feature: context.feature }),
                onDone: { target: 'loaded', actions: { type: 'showFirstPage', params: ({ event }) => ({ page: event.output }) } },
                onError: { target: '#reviews.hidden' },
              },
              on: listChanges,
            },
            loaded: {
              on: { ...listChanges, 'reviews.showMore': { guard: 'hasNextPage', target: 'loadingMore' } },
            },
            loadingMore: {
              invoke: {
                id: 'fetchMoreReviews',
                src: 'fetchReviews',
                input: ({ context }) => ({ sku: context.sku, page: context.page + 1, limit: spec.pageSize, sort: context.sort, feature: context.feature }),
                onDone: { target: 'loaded', actions: { type: 'showNextPage', params: ({ event }) => ({ page: event.output }) } },
                // The page shown stays; show more can be pressed again.
                onError: { target: 'loaded' },
              },
              on: listChanges,
            },
          },
        },
        features: {
          initial: 'choosing',
          states: {
            choosing: { always: [{ guard: 'hasEnoughForFeatures', target: 'loading' }, { target: 'none' }] },
            loading: {
              invoke: {
                id: 'fetchFeatures',
                src: 'fetchFeatures',
                input: ({ context }) => ({ sku: context.sku }),
                onDone: { target: 'loaded', actions: assign({ features: ({ event }) => event.output }) },
                onError: { target: 'none' },
              },
            },
            loaded: {},
            none: {},
          },
        },
        summary: {
          initial: 'choosing',
          states: {
            choosing: { always: [{ guard: 'hasEnoughForSummary', target: 'loading' }, { target: 'none' }] },
            loading: {
              invoke: {
                id: 'fetchSummary',
                src: 'fetchSummary',
                input: ({ context }) => ({ sku: context.sku }),
                onDone: { target: 'loaded', actions: assign({ summary: ({ event }) => event.output }) },
                onError: { target: 'none' },
              },
            },
            loaded: {},
            none: {},
          },
        },
      },
    },
    // Reviews failure: the section shows nothing (P §8).
    hidden: {},
  },
});

type ReviewsSnapshot = SnapshotFrom<typeof reviewsMachine>;

const listShows = (snapshot: ReviewsSnapshot) =>
  snapshot.matches({ showing: { list: 'loaded' } }) || snapshot.matches({ showing: { list: 'loadingMore' } });

/** What the reviews area shows. */
export const reviewsSelectors = {
  showsSection: (snapshot: ReviewsSnapshot) => snapshot.matches('showing'),
  stats: (snapshot: ReviewsSnapshot) => (snapshot.matches('showing') ? snapshot.context.stats : undefined),
  isLoadingList: (snapshot: ReviewsSnapshot) =>
    snapshot.matches({ showing: { list: 'loading' } }) || snapshot.matches({ showing: { list: 'loadingMore' } }),
  reviews: (snapshot: ReviewsSnapshot) => (listShows(snapshot) ? snapshot.context.reviews : []),
  /** 'Show {min(5, remaining)} more', only while another page exists. */
  showMoreLabel: (snapshot: ReviewsSnapshot) =>
    listShows(snapshot) && snapshot.context.hasNextPage
      ? reviewsText.showMore(Math.min(spec.pageSize, snapshot.context.remainingResults))
      : undefined,
  /** The keyword filters ('Reviews That Mention'); none until loaded. */
  features: (snapshot: ReviewsSnapshot) => (snapshot.matches({ showing: { features: 'loaded' } }) ? snapshot.context.features : []),
  selectedFeature: (snapshot: ReviewsSnapshot) => snapshot.context.feature,
  sort: (snapshot: ReviewsSnapshot) => snapshot.context.sort,
  summary: (snapshot: ReviewsSnapshot) => (snapshot.matches({ showing: { summary: 'loaded' } }) ? snapshot.context.summary : undefined),
};
