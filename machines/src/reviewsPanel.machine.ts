import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { reviews as spec } from './spec';
import type { ReviewStats } from './reviews.types';

/**
 * The reviews side panel (P §2, §4, §9; L §4, §7): opened from a rating with the product's sku, it
 * slides in with the body scroll locked, the overlay fades in 500 ms later, and it closes 400 ms
 * after asking (the slide-out), unlocking the scroll. Its stats load on opening; a failure shows none
 * and the shopper may try again.
 */
export type ReviewsPanelEvent = { type: 'reviewsPanel.open'; sku: string } | { type: 'reviewsPanel.close' } | { type: 'reviewsPanel.retry' };

export interface ReviewsPanelContext {
  /** The product whose reviews the panel shows (the last one opened). */
  sku: string | undefined;
  stats: ReviewStats | undefined;
}

export const reviewsPanelMachine = setup({
  types: {} as { context: ReviewsPanelContext; events: ReviewsPanelEvent },
  actors: {
    /** GET /_api/reviews/stats?sku. */
    fetchStats: fromPromise<ReviewStats, { sku: string }>(() => Promise.reject(new Error('reviewsPanel: fetchStats is provided by the app'))),
  },
  actions: {
    /** Stops the page behind the panel scrolling (provided by the app). */
    lockBodyScroll: () => {},
    unlockBodyScroll: () => {},
    showProduct: assign((_, params: { sku: string }) => ({ sku: params.sku, stats: undefined })),
  },
  delays: {
    overlayDelay: spec.panelOverlayDelayMs,
    closeDelay: spec.panelCloseDelayMs,
  },
}).createMachine({
  id: 'reviewsPanel',
  description:
    'The reviews side panel. A rating click opens it for that product: the body scroll locks, the panel slides in and its overlay fades in after 500 ms, and the review stats load (a failure shows no stats and offers a retry, the panel stays usable). Closing slides it out for 400 ms, then unlocks the scroll; a rating click meanwhile opens it again.',
  initial: 'closed',
  context: { sku: undefined, stats: undefined },
  states: {
    closed: {
      on: {
        'reviewsPanel.open': { target: 'mounted', actions: { type: 'showProduct', params: ({ event }) => ({ sku: event.sku }) } },
      },
    },
    // On screen: open or sliding out. Every way out of here unlocks the scroll.
    mounted: {
      entry: 'lockBodyScroll',
      exit: 'unlockBodyScroll',
      initial: 'open',
      states: {
        open: {
          type: 'parallel',
          on: { 'reviewsPanel.close': { target: 'closing' } },
          states: {
            overlay: {
              initial: 'hidden',
              states: {
                hidden: { after: { overlayDelay: { target: 'shown' } } },
                shown: {},
              },
            },
            stats: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'fetchStats',
                    src: 'fetchStats',
                    input: ({ context }) => ({ sku: context.sku! }),
                    onDone: { target: 'loaded', actions: assign({ stats: ({ event }) => event.output }) },
                    onError: { target: 'unavailable' },
                  },
                },
                loaded: {},
                unavailable: {
                  on: { 'reviewsPanel.retry': { target: 'loading' } },
                },
              },
            },
          },
        },
        closing: {
          after: { closeDelay: { target: '#reviewsPanel.closed' } },
          on: {
            'reviewsPanel.open': { target: 'open', actions: { type: 'showProduct', params: ({ event }) => ({ sku: event.sku }) } },
          },
        },
      },
    },
  },
});

type ReviewsPanelSnapshot = SnapshotFrom<typeof reviewsPanelMachine>;

/** What the panel shows. */
export const reviewsPanelSelectors = {
  /** Rendered at all: open or sliding out. */
  isMounted: (snapshot: ReviewsPanelSnapshot) => snapshot.matches('mounted'),
  /** Slid in (false while sliding out). */
  isOpen: (snapshot: ReviewsPanelSnapshot) => snapshot.matches({ mounted: 'open' }),
  showsOverlay: (snapshot: ReviewsPanelSnapshot) => snapshot.matches({ mounted: { open: { overlay: 'shown' } } }),
  isLoadingStats: (snapshot: ReviewsPanelSnapshot) => snapshot.matches({ mounted: { open: { stats: 'loading' } } }),
  /** The stats failed to load: the panel says so and offers a retry. */
  hasStatsError: (snapshot: ReviewsPanelSnapshot) => snapshot.matches({ mounted: { open: { stats: 'unavailable' } } }),
  /** The stats, once loaded; none while loading or after a failure. */
  stats: (snapshot: ReviewsPanelSnapshot) => (snapshot.matches('mounted') ? snapshot.context.stats : undefined),
  sku: (snapshot: ReviewsPanelSnapshot) => snapshot.context.sku,
};
