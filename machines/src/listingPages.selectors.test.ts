import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { listingPagesMachine, type ListingPagesInput } from './listingPages.machine';
import type { ResultPage } from './listingPages.paging';
import { listingPagesBeforeStart, listingPagesSelectors as select } from './listingPages.selectors';

const dresses = { query: '/category/dresses', filters: {}, sort: undefined };

function page(number: number, total: number, pageSize: number): ResultPage {
  const first = (number - 1) * pageSize + 1;
  const ids = Array.from({ length: Math.max(0, Math.min(pageSize, total - first + 1)) }, (_, index) => `p${first + index}`);
  return { total, edges: ids.map((id) => ({ cursor: id, node: { id } })) };
}

/** Everything the grid reads, for comparing two snapshots. */
const shown = (snapshot: Parameters<typeof select.products>[0]) => ({
  products: select.products(snapshot),
  skeletons: select.skeletons(snapshot),
  pageState: select.pageState(snapshot),
  showsEmptyResults: select.showsEmptyResults(snapshot),
  showsError: select.showsError(snapshot),
  showsPreviousButton: select.showsPreviousButton(snapshot),
  showsNextButton: select.showsNextButton(snapshot),
  summary: select.summary(snapshot),
  firstPage: snapshot.context.firstPage,
});

describe('the listing grid before its machine has loaded', () => {
  it.each<ListingPagesInput & { initialPage: ResultPage }>([
    { request: dresses, pageSize: 2, initialPage: page(1, 5, 2) },
    { request: { ...dresses, page: 2 }, pageSize: 2, initialPage: page(2, 5, 2) },
    { request: { ...dresses, page: 3 }, pageSize: 2, initialPage: page(3, 5, 2), usesDiscovery: true },
    { request: dresses, pageSize: 40, initialPage: page(1, 0, 40) },
  ])('shows what the machine shows when it starts from the server page ($initialPage.total results)', (input) => {
    const actor = createActor(listingPagesMachine, { input }).start();
    expect(shown(listingPagesBeforeStart(input))).toEqual(shown(actor.getSnapshot()));
    actor.stop();
  });
});
