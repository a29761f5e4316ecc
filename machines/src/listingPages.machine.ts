import { assign, fromPromise, setup } from 'xstate';
import { hasPagesAfter, lastPageNumber, redirectUrl, sameRequest, startPage, type PagedProduct, type PagedRequest, type ResultPage } from './listingPages.paging';
import { emptySummary, initialContext, nodes, replacedBy, summaryOf } from './listingPages.selectors';

/**
 * The product grid of a listing (L §3, §4, §9): skeletons while a page loads, then products or
 * the empty-results view; load more appends, load previous prepends; a new request replaces
 * everything; a search redirect navigates away; a failed load shows an error with retry (on
 * discovery, a failed load more or previous is only logged, L §8).
 */
export interface ListingPagesInput {
  request: PagedRequest;
  /** Hits per page: 40 for categories and discovery, 100 for visual search (L §9). */
  pageSize?: number;
  /** Picks a search's mobile redirect. */
  isMobile?: boolean;
  /**
   * The discovery provider answers this listing (L §1, §7): a failed load more or load previous
   * is logged and the grid stays as it was, with no message (L §8).
   */
  usesDiscovery?: boolean;
  /** The page the server already rendered for `request`: shown at once, not fetched again. */
  initialPage?: ResultPage;
}

/**
 * What the latest response says about the whole result set: the response without its products
 * (its total, and whatever else the app's response carries, such as facets and the query id).
 */
export type ListingSummary = Omit<ResultPage, 'edges'>;

export interface ListingPagesContext {
  request: PagedRequest;
  pageSize: number;
  isMobile: boolean;
  usesDiscovery: boolean;
  /** The page being loaded, or last loaded, and whether it replaces the grid (L §4). */
  page: { number: number; replace: boolean };
  firstPage: number;
  lastPage: number;
  products: PagedProduct[];
  hasNextPage: boolean;
  summary: ListingSummary;
}

export type ListingPagesEvent =
  | { type: 'listing.queryChanged'; request: PagedRequest }
  | { type: 'listing.loadMore' }
  | { type: 'listing.loadPrevious' }
  | { type: 'listing.retry' };

export interface FetchPageInput {
  request: PagedRequest;
  page: number;
  pageSize: number;
}

export const listingPagesMachine = setup({
  types: {} as { context: ListingPagesContext; events: ListingPagesEvent; input: ListingPagesInput },
  actors: {
    /** One page of the listing search (hosted search or discovery); the app provides it. */
    fetchPage: fromPromise<ResultPage, FetchPageInput>(() => Promise.reject(new Error('listingPages: fetchPage is provided by the app'))),
  },
  actions: {
    /** Leaves the listing for a search redirect (the router; provided by the app). */
    navigate: (_, _params: { url: string }) => {},
    /** Logs a page load that failed quietly (discovery paging; the app provides the logger). */
    reportFailure: (_, _params: { page: number; error: unknown }) => {},
    // The page that failed was never shown: paging carries on from the pages that were.
    forgetFailedPage: assign(({ context }) => ({ page: { number: context.lastPage, replace: false } })),
    startRequest: assign((_, params: { request: PagedRequest }) => ({
      request: params.request,
      page: { number: startPage(params.request), replace: true },
      products: [],
      hasNextPage: false,
    })),
    showReplaced: assign(({ context }, params: { response: ResultPage }) => replacedBy(context, params.response)),
    showAppended: assign(({ context }, params: { response: ResultPage }) => ({
      lastPage: context.page.number,
      products: [...context.products, ...nodes(params.response)],
      hasNextPage: hasPagesAfter(params.response, context.page.number, context.pageSize),
      summary: summaryOf(params.response),
    })),
    // Pages after the last loaded one are unchanged: hasNextPage stays.
    showPrepended: assign(({ context }, params: { response: ResultPage }) => ({
      firstPage: context.page.number,
      products: [...nodes(params.response), ...context.products],
      summary: summaryOf(params.response),
    })),
    requestNextPage: assign(({ context }) => ({ page: { number: context.lastPage + 1, replace: false } })),
    requestPreviousPage: assign(({ context }) => ({ page: { number: context.firstPage - 1, replace: false } })),
    requestLastPage: assign(({ context }, params: { total: number }) => ({
      page: { number: lastPageNumber(params.total, context.pageSize), replace: true },
    })),
  },
  guards: {
    // The summary stays the shared empty one until a response (or the server's page) arrives.
    hasInitialPage: ({ context }) => context.summary !== emptySummary,
    canLoadMore: ({ context }) => context.hasNextPage,
    canLoadPrevious: ({ context }) => context.firstPage > 1,
    isNewRequest: ({ context }, params: { request: PagedRequest }) => !sameRequest(context.request, params.request),
    hasRedirect: ({ context }, params: { response: ResultPage }) => redirectUrl(params.response, context.isMobile) !== undefined,
    // A stale page link (page 9 of a result that now has 3 pages) lands on the last page.
    isPastLastPage: ({ context }, params: { response: ResultPage }) =>
      params.response.edges.length === 0 && params.response.total > 0 && context.page.number > lastPageNumber(params.response.total, context.pageSize),
    isReplacing: ({ context }) => context.page.replace,
    isBeforeFirstPage: ({ context }) => context.page.number < context.firstPage,
    isDiscoverySearch: ({ context }) => context.usesDiscovery,
  },
}).createMachine({
  id: 'listingPages',
  description:
    'The product grid of a listing. A new search, filter or sort replaces the grid with 10 skeleton placeholders and loads from its page (a server-rendered first page is shown at once; a page past the end lands on the last page); then products, or the empty-results view. Load more appends the next page and load previous prepends the page before the first; the previous button shows when the first loaded page is above 1, the next button when more pages exist. A search redirect navigates away. A failed load shows an error with retry, keeping the products already shown; on the discovery provider a failed load more or load previous is logged and the grid returns to idle with no message.',
  initial: 'starting',
  context: ({ input }) => initialContext(input),
  on: {
    'listing.queryChanged': {
      guard: { type: 'isNewRequest', params: ({ event }) => ({ request: event.request }) },
      target: '.replacing',
      reenter: true,
      actions: { type: 'startRequest', params: ({ event }) => ({ request: event.request }) },
    },
  },
  states: {
    starting: {
      always: [{ guard: 'hasInitialPage', target: 'ready' }, { target: 'replacing' }],
    },
    replacing: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ request: context.request, page: context.page.number, pageSize: context.pageSize }),
        onDone: [
          {
            guard: { type: 'hasRedirect', params: ({ event }) => ({ response: event.output }) },
            target: 'redirecting',
            actions: { type: 'navigate', params: ({ context, event }) => ({ url: redirectUrl(event.output, context.isMobile)! }) },
          },
          {
            guard: { type: 'isPastLastPage', params: ({ event }) => ({ response: event.output }) },
            target: 'replacing',
            reenter: true,
            actions: { type: 'requestLastPage', params: ({ event }) => ({ total: event.output.total }) },
          },
          { target: 'ready', actions: { type: 'showReplaced', params: ({ event }) => ({ response: event.output }) } },
        ],
        onError: { target: 'failed' },
      },
    },
    appending: {
      invoke: {
        id: 'fetchNextPage',
        src: 'fetchPage',
        input: ({ context }) => ({ request: context.request, page: context.page.number, pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: { type: 'showAppended', params: ({ event }) => ({ response: event.output }) } },
        onError: [
          {
            guard: 'isDiscoverySearch',
            target: 'ready',
            actions: [{ type: 'reportFailure', params: ({ context, event }) => ({ page: context.page.number, error: event.error }) }, 'forgetFailedPage'],
          },
          { target: 'failed' },
        ],
      },
    },
    prepending: {
      invoke: {
        id: 'fetchPreviousPage',
        src: 'fetchPage',
        input: ({ context }) => ({ request: context.request, page: context.page.number, pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: { type: 'showPrepended', params: ({ event }) => ({ response: event.output }) } },
        onError: [
          {
            guard: 'isDiscoverySearch',
            target: 'ready',
            actions: [{ type: 'reportFailure', params: ({ context, event }) => ({ page: context.page.number, error: event.error }) }, 'forgetFailedPage'],
          },
          { target: 'failed' },
        ],
      },
    },
    ready: {
      on: {
        'listing.loadMore': { guard: 'canLoadMore', target: 'appending', actions: 'requestNextPage' },
        'listing.loadPrevious': { guard: 'canLoadPrevious', target: 'prepending', actions: 'requestPreviousPage' },
      },
    },
    failed: {
      // Retry repeats the load that failed: the page number and replace flag are still set.
      on: {
        'listing.retry': [
          { guard: 'isReplacing', target: 'replacing' },
          { guard: 'isBeforeFirstPage', target: 'prepending' },
          { target: 'appending' },
        ],
      },
    },
    // The browser is leaving; the skeleton stays until it has.
    redirecting: {},
  },
});

// The selectors live apart, free of xstate (the grid renders from them before the machine loads).
export { listingPagesBeforeStart, listingPagesSelectors } from './listingPages.selectors';
