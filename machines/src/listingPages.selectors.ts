import type { SnapshotFrom } from 'xstate';
import type { ListingPagesContext, ListingPagesInput, ListingSummary, listingPagesMachine } from './listingPages.machine';
import { hasPagesAfter, startPage, type ResultPage } from './listingPages.paging';
import { listing as spec } from './listing-constants';

export const emptySummary: ListingSummary = { total: 0 };

export function summaryOf(response: ResultPage): ListingSummary {
  const { edges: _products, ...summary } = response;
  return summary;
}

export const nodes = (response: ResultPage) => response.edges.map((edge) => edge.node);

/** The grid after `response` replaced it. */
export function replacedBy(context: ListingPagesContext, response: ResultPage): Partial<ListingPagesContext> {
  const page = context.page.number;
  return {
    firstPage: page,
    lastPage: page,
    products: nodes(response),
    hasNextPage: hasPagesAfter(response, page, context.pageSize),
    summary: summaryOf(response),
  };
}

/** The context the machine starts with. */
export function initialContext(input: ListingPagesInput): ListingPagesContext {
  const number = startPage(input.request);
  const context: ListingPagesContext = {
    request: input.request,
    pageSize: input.pageSize ?? spec.categoryPageSize,
    isMobile: input.isMobile ?? false,
    usesDiscovery: input.usesDiscovery ?? false,
    page: { number, replace: true },
    firstPage: number,
    lastPage: number,
    products: [],
    hasNextPage: false,
    summary: emptySummary,
  };
  return input.initialPage ? { ...context, ...replacedBy(context, input.initialPage) } : context;
}

type ListingPagesSnapshot = Pick<SnapshotFrom<typeof listingPagesMachine>, 'context' | 'matches'>;

/**
 * The machine's snapshot as it starts from `input` with the server's first page (its ready
 * state), for a grid that renders before the machine has loaded; the machine's tests check it agrees.
 */
export function listingPagesBeforeStart(input: ListingPagesInput & { initialPage: ResultPage }): ListingPagesSnapshot {
  return { context: initialContext(input), matches: (state) => state === 'ready' };
}

const loadingStates = ['replacing', 'appending', 'prepending', 'redirecting'] as const;
const pagingStates = ['ready', 'appending', 'prepending'] as const;

/** What the grid shows (free of xstate). */
export const listingPagesSelectors = {
  products: (snapshot: ListingPagesSnapshot) => snapshot.context.products,
  /** Placeholders before the products (loading previous) and after them (replacing, loading more). */
  skeletons: (snapshot: ListingPagesSnapshot) => ({
    before: snapshot.matches('prepending') ? spec.skeletonCount : 0,
    after: snapshot.matches('replacing') || snapshot.matches('redirecting') || snapshot.matches('appending') ? spec.skeletonCount : 0,
  }),
  /** L §4: the page state (number, loading, replace). */
  pageState: (snapshot: ListingPagesSnapshot) => ({
    ...snapshot.context.page,
    loading: loadingStates.some((state) => snapshot.matches(state)),
  }),
  showsEmptyResults: (snapshot: ListingPagesSnapshot) => snapshot.matches('ready') && snapshot.context.products.length === 0,
  showsError: (snapshot: ListingPagesSnapshot) => snapshot.matches('failed'),
  showsPreviousButton: (snapshot: ListingPagesSnapshot) =>
    pagingStates.some((state) => snapshot.matches(state)) && snapshot.context.products.length > 0 && snapshot.context.firstPage > 1,
  showsNextButton: (snapshot: ListingPagesSnapshot) => pagingStates.some((state) => snapshot.matches(state)) && snapshot.context.hasNextPage,
  summary: (snapshot: ListingPagesSnapshot) => snapshot.context.summary,
};
