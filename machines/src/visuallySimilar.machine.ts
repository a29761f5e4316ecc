import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { visuallySimilar as spec, visuallySimilarFallback as fallback } from './spec';

/**
 * Visually similar products (P §4, §8, §9): a spinner, then up to 6 results in the modal (or the
 * inline grid). A failed, non-JSON or empty answer falls back to recommendations; when those are
 * empty, fail or take over 2 s ('recommendation timeout'), the section hides.
 */
export interface VisuallySimilarInput {
  productKey: string;
  colour: string;
  /** 'modal' waits for the shopper to ask; 'inline' (the grid on the page) loads at once. */
  display: 'modal' | 'inline';
}

/** A product card; the actors return the app's own card shape. */
export interface SimilarProduct {
  id: string;
}

export type SimilarSource = 'visuallySimilar' | 'recommendations';

export interface VisuallySimilarContext extends VisuallySimilarInput {
  results: SimilarProduct[];
  source: SimilarSource | undefined;
}

export type VisuallySimilarEvent =
  | { type: 'visuallySimilar.open' }
  | { type: 'visuallySimilar.close' }
  | { type: 'visuallySimilar.productChanged'; productKey: string; colour: string };

export interface SimilarQuery {
  productKey: string;
  colour: string;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const visuallySimilarMachine = setup({
  types: {} as { context: VisuallySimilarContext; events: VisuallySimilarEvent; input: VisuallySimilarInput },
  actors: {
    /**
     * GET /_api/search/visuallySimilar (read with readVisuallySimilar, which throws on non-OK and
     * non-JSON answers), then the cards of those products (product search, size 40).
     */
    findVisuallySimilar: fromPromise<SimilarProduct[], SimilarQuery>(() =>
      Promise.reject(new Error('visuallySimilar: findVisuallySimilar is provided by the app')),
    ),
    /** The recommendation engine's products for this one (10 requested). */
    fetchRecommendations: fromPromise<SimilarProduct[], SimilarQuery & { size: number }>(() =>
      Promise.reject(new Error('visuallySimilar: fetchRecommendations is provided by the app')),
    ),
  },
  actions: {
    /** Failures are logged, never shown (P §8). */
    logFailure: (_, params: { message: string }) => console.warn(`visually similar: ${params.message}`),
    show: assign((_, params: { results: SimilarProduct[]; source: SimilarSource }) => ({
      results: params.results.slice(0, spec.maxResults),
      source: params.source,
    })),
    showProduct: assign((_, params: SimilarQuery) => ({ ...params, results: [], source: undefined })),
  },
  guards: {
    isInline: ({ context }) => context.display === 'inline',
    isModal: ({ context }) => context.display === 'modal',
    hasResults: ({ context }) => context.results.length > 0,
    hasAny: (_, params: { results: SimilarProduct[] }) => params.results.length > 0,
    isOtherProduct: ({ context }, params: SimilarQuery) => params.productKey !== context.productKey || params.colour !== context.colour,
  },
  delays: { recommendationTimeout: fallback.recommendationTimeoutMs },
}).createMachine({
  id: 'visuallySimilar',
  description:
    'Visually similar products. In the modal display the shopper asks for them; the inline grid loads at once. A spinner shows while loading, then up to 6 results open the modal (or fill the grid). A failed, non-JSON or empty answer falls back to recommendations; if those are empty, fail or take over 2 s ("recommendation timeout"), the section hides. Failures are logged, not shown. Reopening the modal shows the same results; another product or colour starts over.',
  initial: 'idle',
  context: ({ input }) => ({ ...input, results: [], source: undefined }),
  on: {
    'visuallySimilar.productChanged': {
      guard: { type: 'isOtherProduct', params: ({ event }) => ({ productKey: event.productKey, colour: event.colour }) },
      target: '.idle',
      reenter: true,
      actions: { type: 'showProduct', params: ({ event }) => ({ productKey: event.productKey, colour: event.colour }) },
    },
  },
  states: {
    idle: {
      always: { guard: 'isInline', target: 'loading' },
      on: {
        'visuallySimilar.open': [{ guard: 'hasResults', target: 'showing' }, { target: 'loading' }],
      },
    },
    loading: {
      invoke: {
        id: 'findVisuallySimilar',
        src: 'findVisuallySimilar',
        input: ({ context }) => ({ productKey: context.productKey, colour: context.colour }),
        onDone: [
          {
            guard: { type: 'hasAny', params: ({ event }) => ({ results: event.output }) },
            target: 'showing',
            actions: { type: 'show', params: ({ event }) => ({ results: event.output, source: 'visuallySimilar' as const }) },
          },
          { target: 'recommending' },
        ],
        onError: { target: 'recommending', actions: { type: 'logFailure', params: ({ event }) => ({ message: messageOf(event.error) }) } },
      },
    },
    recommending: {
      invoke: {
        id: 'fetchRecommendations',
        src: 'fetchRecommendations',
        input: ({ context }) => ({ productKey: context.productKey, colour: context.colour, size: fallback.recommendationCount }),
        onDone: [
          {
            guard: { type: 'hasAny', params: ({ event }) => ({ results: event.output }) },
            target: 'showing',
            actions: { type: 'show', params: ({ event }) => ({ results: event.output, source: 'recommendations' as const }) },
          },
          { target: 'hidden' },
        ],
        onError: { target: 'hidden', actions: { type: 'logFailure', params: ({ event }) => ({ message: messageOf(event.error) }) } },
      },
      after: {
        recommendationTimeout: { target: 'hidden', actions: { type: 'logFailure', params: { message: fallback.timeoutMessage } } },
      },
    },
    showing: {
      on: { 'visuallySimilar.close': { guard: 'isModal', target: 'idle' } },
    },
    // Nothing similar to offer: no modal, no grid, no button.
    hidden: {},
  },
});

type VisuallySimilarSnapshot = SnapshotFrom<typeof visuallySimilarMachine>;

/** What the shopper sees. */
export const visuallySimilarSelectors = {
  showsSpinner: (snapshot: VisuallySimilarSnapshot) => snapshot.matches('loading') || snapshot.matches('recommending'),
  isModalOpen: (snapshot: VisuallySimilarSnapshot) => snapshot.matches('showing') && snapshot.context.display === 'modal',
  showsInlineGrid: (snapshot: VisuallySimilarSnapshot) => snapshot.matches('showing') && snapshot.context.display === 'inline',
  /** The modal's button (hidden once nothing similar was found). */
  showsTrigger: (snapshot: VisuallySimilarSnapshot) => snapshot.context.display === 'modal' && !snapshot.matches('hidden'),
  results: (snapshot: VisuallySimilarSnapshot) => (snapshot.matches('showing') ? snapshot.context.results : []),
  source: (snapshot: VisuallySimilarSnapshot) => snapshot.context.source,
};
