import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { listingPagesMachine, listingPagesSelectors as select, type FetchPageInput, type ListingPagesInput } from './listingPages.machine';
import { hasPagesAfter, redirectUrl, sameRequest, startPage, type PagedRequest, type ResultPage } from './listingPages.paging';
import { listing as spec } from './spec';

const dresses: PagedRequest = { query: '/category/dresses', filters: { colourFacets: ['black'] }, sort: undefined };

/** A page of the app's response: paging's fields, plus a query id the summary keeps. */
type Page = ResultPage & { queryId?: string };

/** A result of `total` products, paged by `pageSize`, product ids p1…pN. */
function page(number: number, total: number, pageSize = 2, extra: Partial<Page> = {}): Page {
  const first = (number - 1) * pageSize + 1;
  const ids = Array.from({ length: Math.max(0, Math.min(pageSize, total - first + 1)) }, (_, index) => `p${first + index}`);
  return { total, edges: ids.map((id) => ({ cursor: id, node: { id } })), queryId: `q${number}`, ...extra };
}

/** fetchPage whose calls wait until the test settles them. */
function pendingFetch() {
  const calls: Array<FetchPageInput & { resolve: (response: ResultPage) => void; reject: (error: Error) => void }> = [];
  const actor = fromPromise<ResultPage, FetchPageInput>(
    ({ input }) => new Promise((resolve, reject) => calls.push({ ...input, resolve, reject })),
  );
  return { actor, calls };
}

function run(input: Partial<ListingPagesInput> = {}) {
  const fetch = pendingFetch();
  const navigate = vi.fn();
  const reportFailure = vi.fn();
  const actor = createActor(
    listingPagesMachine.provide({
      actors: { fetchPage: fetch.actor },
      actions: { navigate: (_, params) => navigate(params.url), reportFailure: (_, params) => reportFailure(params.page, params.error) },
    }),
    { input: { request: dresses, pageSize: 2, ...input }, clock: new SimulatedClock() },
  );
  actor.start();
  /** Settles the latest call and lets the machine take the result. */
  const answer = async (response: ResultPage | Error) => {
    const call = fetch.calls.at(-1)!;
    if (response instanceof Error) call.reject(response);
    else call.resolve(response);
    await Promise.resolve();
    await Promise.resolve();
  };
  const ids = () => select.products(actor.getSnapshot()).map((product) => product.id);
  return { actor, calls: fetch.calls, answer, navigate, reportFailure, ids, snapshot: () => actor.getSnapshot() };
}

describe('listing pages: rules', () => {
  it('starts from the page parameter only when it is a whole number of at least 1', () => {
    expect([3, 1, 0, -2, 2.5, Number.NaN, undefined].map((page) => startPage({ ...dresses, page }))).toEqual([3, 1, 1, 1, 1, 1, 1]);
  });

  it('knows more pages exist from pageInfo, from the total when pageInfo is silent, and never after an empty page', () => {
    expect(hasPagesAfter(page(1, 10, 2, { pageInfo: { hasNextPage: false } }), 1, 2)).toBe(false);
    expect(hasPagesAfter(page(5, 10, 2, { pageInfo: { hasNextPage: true } }), 5, 2)).toBe(true);
    expect(hasPagesAfter(page(1, 10, 2, { pageInfo: { hasNext: false } }), 1, 2)).toBe(false);
    expect(hasPagesAfter(page(4, 9, 2), 4, 2)).toBe(true);
    expect(hasPagesAfter(page(5, 9, 2), 5, 2)).toBe(false);
    expect(hasPagesAfter(page(9, 3, 2, { pageInfo: { hasNextPage: true } }), 1, 2)).toBe(false);
  });

  it('redirects mobile shoppers to the mobile target when there is one', () => {
    const both = page(1, 0, 2, { redirect: '/pages/sale', redirectMobile: '/m/sale' });
    expect([redirectUrl(both, false), redirectUrl(both, true)]).toEqual(['/pages/sale', '/m/sale']);
    expect(redirectUrl(page(1, 0, 2, { redirect: '/pages/sale' }), true)).toBe('/pages/sale');
    expect(redirectUrl(page(1, 0, 2, { redirect: '' }), false)).toBeUndefined();
  });

  it('treats filter and value order as the same request, and another page, sort or value as a new one', () => {
    const twoFilters: PagedRequest = { query: 'dress', filters: { sizes: ['10', '8'], brand: ['coast'] }, sort: undefined };
    expect(sameRequest(twoFilters, { ...twoFilters, filters: { brand: ['coast'], sizes: ['8', '10'], colourFacets: [] } })).toBe(true);
    expect(sameRequest(twoFilters, { ...twoFilters, page: 1 })).toBe(true);
    expect(sameRequest(twoFilters, { ...twoFilters, page: 2 })).toBe(false);
    expect(sameRequest(twoFilters, { ...twoFilters, sort: 'price-asc' })).toBe(false);
    expect(sameRequest(twoFilters, { ...twoFilters, filters: { sizes: ['10'], brand: ['coast'] } })).toBe(false);
  });
});

describe('listing pages machine', () => {
  it('shows 10 skeleton placeholders while the first page loads, then its products', async () => {
    // No page size given: a category's 40.
    const { snapshot, calls, answer, ids } = run({ pageSize: undefined });
    expect(select.skeletons(snapshot())).toEqual({ before: 0, after: 10 });
    expect(select.pageState(snapshot())).toEqual({ number: 1, loading: true, replace: true });
    expect(select.showsEmptyResults(snapshot())).toBe(false);
    expect(calls.map(({ page, pageSize, request }) => ({ page, pageSize, request }))).toEqual([{ page: 1, pageSize: spec.categoryPageSize, request: dresses }]);
    await answer(page(1, 45, spec.categoryPageSize));
    expect(ids()).toHaveLength(spec.categoryPageSize);
    expect(select.skeletons(snapshot())).toEqual({ before: 0, after: 0 });
    expect(select.pageState(snapshot())).toEqual({ number: 1, loading: false, replace: true });
    expect(select.summary(snapshot())).toMatchObject({ total: 45, queryId: 'q1' });
    expect(select.showsNextButton(snapshot())).toBe(true);
    expect(select.showsPreviousButton(snapshot())).toBe(false);
  });

  it('shows the empty-results view when nothing matches', async () => {
    const { snapshot, answer } = run();
    await answer(page(1, 0));
    expect(select.showsEmptyResults(snapshot())).toBe(true);
    expect(select.showsNextButton(snapshot())).toBe(false);
    expect(snapshot().can({ type: 'listing.loadMore' })).toBe(false);
  });

  it('appends the next page on load more, with skeletons after the products, until the last page', async () => {
    const { actor, snapshot, calls, answer, ids } = run();
    await answer(page(1, 5));
    actor.send({ type: 'listing.loadMore' });
    expect(select.skeletons(snapshot())).toEqual({ before: 0, after: 10 });
    expect(ids()).toEqual(['p1', 'p2']);
    expect(select.pageState(snapshot())).toEqual({ number: 2, loading: true, replace: false });
    expect(snapshot().can({ type: 'listing.loadMore' })).toBe(false);
    await answer(page(2, 5));
    actor.send({ type: 'listing.loadMore' });
    await answer(page(3, 5));
    expect(calls.map((call) => call.page)).toEqual([1, 2, 3]);
    expect(ids()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(select.showsNextButton(snapshot())).toBe(false);
    actor.send({ type: 'listing.loadMore' });
    expect(calls).toHaveLength(3);
  });

  it('follows pageInfo over the total for the next button', async () => {
    const { snapshot, answer } = run();
    await answer(page(1, 100, 2, { pageInfo: { hasNextPage: false } }));
    expect(select.showsNextButton(snapshot())).toBe(false);
  });

  it('starts from the URL page, shows previous above page 1 and prepends the page before the first', async () => {
    const { actor, snapshot, calls, answer, ids } = run({ request: { ...dresses, page: 3 } });
    await answer(page(3, 8));
    expect(select.showsPreviousButton(snapshot())).toBe(true);
    expect(select.showsNextButton(snapshot())).toBe(true);
    actor.send({ type: 'listing.loadPrevious' });
    expect(select.skeletons(snapshot())).toEqual({ before: 10, after: 0 });
    expect(snapshot().can({ type: 'listing.loadPrevious' })).toBe(false);
    // The page before says nothing more exists after it: the next button is about page 4.
    await answer(page(2, 8, 2, { pageInfo: { hasNextPage: true } }));
    actor.send({ type: 'listing.loadPrevious' });
    await answer(page(1, 8, 2, { pageInfo: { hasNextPage: true } }));
    expect(calls.map((call) => call.page)).toEqual([3, 2, 1]);
    expect(ids()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    expect(select.showsPreviousButton(snapshot())).toBe(false);
    expect(snapshot().can({ type: 'listing.loadPrevious' })).toBe(false);
    actor.send({ type: 'listing.loadMore' });
    await answer(page(4, 8));
    expect(ids()).toHaveLength(8);
    expect(select.showsNextButton(snapshot())).toBe(false);
  });

  it('lands on the last page when the URL page is past the end', async () => {
    const { snapshot, calls, answer, ids } = run({ request: { ...dresses, page: 9 } });
    await answer(page(9, 5));
    expect(select.skeletons(snapshot())).toEqual({ before: 0, after: 10 });
    expect(calls.map((call) => call.page)).toEqual([9, 3]);
    await answer(page(3, 5));
    expect(ids()).toEqual(['p5']);
    expect(select.showsPreviousButton(snapshot())).toBe(true);
  });

  it('navigates away on a search redirect, keeping the skeleton, mobile to the mobile target', async () => {
    for (const [isMobile, target] of [[false, '/pages/sale'], [true, '/m/sale']] as const) {
      const { snapshot, answer, navigate, ids } = run({ isMobile });
      await answer(page(1, 3, 2, { redirect: '/pages/sale', redirectMobile: '/m/sale' }));
      expect(navigate.mock.calls).toEqual([[target]]);
      expect(ids()).toEqual([]);
      expect(select.skeletons(snapshot())).toEqual({ before: 0, after: 10 });
      expect(select.showsEmptyResults(snapshot())).toBe(false);
    }
  });

  it('replaces everything on a new filter or sort, from its page, and drops the answer of the load it interrupted', async () => {
    const { actor, snapshot, calls, answer, ids } = run();
    await answer(page(1, 9));
    actor.send({ type: 'listing.loadMore' });
    const interrupted = calls.at(-1)!;
    const sorted = { ...dresses, sort: 'price-asc', page: 2 };
    actor.send({ type: 'listing.queryChanged', request: sorted });
    expect(ids()).toEqual([]);
    expect(select.skeletons(snapshot())).toEqual({ before: 0, after: 10 });
    expect(select.pageState(snapshot())).toEqual({ number: 2, loading: true, replace: true });
    interrupted.resolve(page(2, 9));
    await answer(page(2, 9, 2, { edges: [{ node: { id: 'cheap-1' } }] }));
    expect(calls.at(-1)).toMatchObject({ page: 2, request: sorted });
    expect(ids()).toEqual(['cheap-1']);
    expect(select.showsPreviousButton(snapshot())).toBe(true);
  });

  it('ignores a URL change that asks for the same products (filters in another order)', async () => {
    const { actor, snapshot, calls, answer } = run({ request: { ...dresses, filters: { brand: ['coast'], sizes: ['8'] } } });
    await answer(page(1, 2));
    actor.send({ type: 'listing.queryChanged', request: { ...dresses, filters: { sizes: ['8'], brand: ['coast'] } } });
    expect(calls).toHaveLength(1);
    expect(snapshot().value).toBe('ready');
  });

  it('shows an error with retry when the first page fails, and retries it', async () => {
    const { actor, snapshot, calls, answer, ids } = run();
    await answer(new Error('503'));
    expect(select.showsError(snapshot())).toBe(true);
    expect(select.skeletons(snapshot())).toEqual({ before: 0, after: 0 });
    expect(select.showsEmptyResults(snapshot())).toBe(false);
    expect(snapshot().can({ type: 'listing.retry' })).toBe(true);
    actor.send({ type: 'listing.retry' });
    expect(select.skeletons(snapshot())).toEqual({ before: 0, after: 10 });
    await answer(page(1, 2));
    expect(calls.map((call) => call.page)).toEqual([1, 1]);
    expect(ids()).toEqual(['p1', 'p2']);
    expect(select.showsError(snapshot())).toBe(false);
  });

  it('keeps the products shown when loading more or previous fails, and retries that same page', async () => {
    const { actor, snapshot, calls, answer, ids } = run({ request: { ...dresses, page: 2 } });
    await answer(page(2, 6));
    actor.send({ type: 'listing.loadMore' });
    await answer(new Error('timeout'));
    expect(ids()).toEqual(['p3', 'p4']);
    expect(select.showsError(snapshot())).toBe(true);
    expect([select.showsNextButton(snapshot()), select.showsPreviousButton(snapshot())]).toEqual([false, false]);
    expect(snapshot().can({ type: 'listing.loadMore' })).toBe(false);
    actor.send({ type: 'listing.retry' });
    await answer(page(3, 6));
    actor.send({ type: 'listing.loadPrevious' });
    await answer(new Error('timeout'));
    actor.send({ type: 'listing.retry' });
    expect(select.skeletons(snapshot())).toEqual({ before: 10, after: 0 });
    await answer(page(1, 6));
    expect(calls.map((call) => call.page)).toEqual([2, 3, 3, 1, 1]);
    expect(ids()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
  });

  it('on discovery, logs a failed load more or previous and returns to idle with no message (L §8)', async () => {
    const { actor, snapshot, calls, answer, ids, reportFailure } = run({ request: { ...dresses, page: 2 }, initialPage: page(2, 6), usesDiscovery: true });
    actor.send({ type: 'listing.loadMore' });
    const failure = new Error('Discovery search failed: 503');
    await answer(failure);
    expect(reportFailure).toHaveBeenCalledWith(3, failure);
    expect(snapshot().value).toBe('ready');
    expect(select.showsError(snapshot())).toBe(false);
    expect(select.pageState(snapshot())).toEqual({ number: 2, replace: false, loading: false });
    expect(ids()).toEqual(['p3', 'p4']);
    // Idle again: the shopper can simply ask again, for the same page.
    expect([select.showsNextButton(snapshot()), select.showsPreviousButton(snapshot())]).toEqual([true, true]);
    actor.send({ type: 'listing.loadPrevious' });
    await answer(new Error('timeout'));
    expect(reportFailure).toHaveBeenCalledTimes(2);
    expect(select.showsError(snapshot())).toBe(false);
    actor.send({ type: 'listing.loadMore' });
    await answer(page(3, 6));
    expect(calls.map((call) => call.page)).toEqual([3, 1, 3]);
    expect(ids()).toEqual(['p3', 'p4', 'p5', 'p6']);
  });

  it('on discovery, still offers retry when the first page itself fails', async () => {
    const { snapshot, answer, reportFailure } = run({ usesDiscovery: true });
    await answer(new Error('503'));
    expect(select.showsError(snapshot())).toBe(true);
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('shows a server-rendered first page at once without fetching it again', async () => {
    const { actor, snapshot, calls, answer, ids } = run({ request: { ...dresses, page: 2 }, initialPage: page(2, 5) });
    expect(calls).toHaveLength(0);
    expect(ids()).toEqual(['p3', 'p4']);
    expect([select.showsPreviousButton(snapshot()), select.showsNextButton(snapshot())]).toEqual([true, true]);
    actor.send({ type: 'listing.loadMore' });
    await answer(page(3, 5));
    expect(ids()).toEqual(['p3', 'p4', 'p5']);
  });
});

describe('listing pages machine paths', () => {
  type Snapshot = SnapshotFrom<typeof listingPagesMachine>;
  const buttons = (snapshot: Snapshot) => {
    expect(select.showsNextButton(snapshot)).toBe(snapshot.context.hasNextPage);
    expect(snapshot.can({ type: 'listing.loadMore' })).toBe(snapshot.context.hasNextPage);
    expect(select.showsPreviousButton(snapshot)).toBe(snapshot.context.firstPage > 1 && snapshot.context.products.length > 0);
  };
  const loading = (skeletons: { before: number; after: number }) => (snapshot: Snapshot) => {
    expect(select.skeletons(snapshot)).toEqual(skeletons);
    expect(select.pageState(snapshot).loading).toBe(true);
    expect(snapshot.can({ type: 'listing.loadMore' })).toBe(false);
    expect(snapshot.can({ type: 'listing.loadPrevious' })).toBe(false);
    expect(select.showsError(snapshot)).toBe(false);
    expect(select.showsEmptyResults(snapshot)).toBe(false);
  };
  const replacing = (snapshot: Snapshot) => {
    loading({ before: 0, after: 10 })(snapshot);
    expect(select.products(snapshot)).toEqual([]);
    expect([select.showsNextButton(snapshot), select.showsPreviousButton(snapshot)]).toEqual([false, false]);
  };
  itTakesEveryTransition({
    machine: listingPagesMachine,
    input: { request: { ...dresses, page: 2 }, pageSize: 2 },
    limit: 2000,
    events: [
      { type: 'listing.queryChanged', request: { ...dresses, sort: 'newness' } },
      { type: 'listing.loadMore' },
      { type: 'listing.loadPrevious' },
      { type: 'listing.retry' },
      { type: 'xstate.done.actor.fetchPage', output: page(2, 6) },
      { type: 'xstate.done.actor.fetchPage', output: page(1, 0) },
      { type: 'xstate.done.actor.fetchPage', output: page(7, 3) },
      { type: 'xstate.done.actor.fetchPage', output: page(1, 1, 2, { redirect: '/pages/sale' }) },
      { type: 'xstate.error.actor.fetchPage', error: new Error('x') },
      { type: 'xstate.done.actor.fetchNextPage', output: page(3, 6) },
      { type: 'xstate.error.actor.fetchNextPage', error: new Error('x') },
      { type: 'xstate.done.actor.fetchPreviousPage', output: page(1, 6) },
      { type: 'xstate.error.actor.fetchPreviousPage', error: new Error('x') },
    ] as never,
    expectations: {
      replacing,
      redirecting: replacing,
      appending: (snapshot) => {
        loading({ before: 0, after: 10 })(snapshot);
        expect(select.products(snapshot).length).toBeGreaterThan(0);
      },
      prepending: loading({ before: 10, after: 0 }),
      ready: (snapshot) => {
        expect(select.skeletons(snapshot)).toEqual({ before: 0, after: 0 });
        expect(select.showsEmptyResults(snapshot)).toBe(select.products(snapshot).length === 0);
        buttons(snapshot);
      },
      failed: (snapshot) => {
        expect(select.showsError(snapshot)).toBe(true);
        expect(snapshot.can({ type: 'listing.retry' })).toBe(true);
        expect([select.showsNextButton(snapshot), select.showsPreviousButton(snapshot)]).toEqual([false, false]);
        expect(select.skeletons(snapshot)).toEqual({ before: 0, after: 0 });
      },
    },
  });

  // On discovery, paging failures go back to ready (quietly); the first page's still fails with retry.
  itTakesEveryTransition({
    machine: listingPagesMachine,
    input: { request: { ...dresses, page: 2 }, pageSize: 2, usesDiscovery: true },
    limit: 2000,
    events: [
      { type: 'listing.queryChanged', request: { ...dresses, sort: 'newness' } },
      { type: 'listing.loadMore' },
      { type: 'listing.loadPrevious' },
      { type: 'listing.retry' },
      { type: 'xstate.done.actor.fetchPage', output: page(2, 6) },
      { type: 'xstate.done.actor.fetchPage', output: page(1, 0) },
      { type: 'xstate.done.actor.fetchPage', output: page(7, 3) },
      { type: 'xstate.done.actor.fetchPage', output: page(1, 1, 2, { redirect: '/pages/sale' }) },
      { type: 'xstate.error.actor.fetchPage', error: new Error('x') },
      { type: 'xstate.done.actor.fetchNextPage', output: page(3, 6) },
      { type: 'xstate.error.actor.fetchNextPage', error: new Error('x') },
      { type: 'xstate.done.actor.fetchPreviousPage', output: page(1, 6) },
      { type: 'xstate.error.actor.fetchPreviousPage', error: new Error('x') },
    ] as never,
    expectations: {
      replacing,
      redirecting: replacing,
      appending: (snapshot) => {
        loading({ before: 0, after: 10 })(snapshot);
        expect(select.products(snapshot).length).toBeGreaterThan(0);
      },
      prepending: loading({ before: 10, after: 0 }),
      ready: (snapshot) => {
        expect(select.skeletons(snapshot)).toEqual({ before: 0, after: 0 });
        expect(select.showsEmptyResults(snapshot)).toBe(select.products(snapshot).length === 0);
        buttons(snapshot);
      },
      failed: (snapshot) => {
        expect(select.showsError(snapshot)).toBe(true);
        expect(snapshot.can({ type: 'listing.retry' })).toBe(true);
        expect([select.showsNextButton(snapshot), select.showsPreviousButton(snapshot)]).toEqual([false, false]);
        expect(select.skeletons(snapshot)).toEqual({ before: 0, after: 0 });
      },
    },
  });
});
