import { createActor, fromPromise } from 'xstate';
import { listingPagesMachine, type FetchPageInput, type ListingPagesInput } from '@storefront/machines/listingPages.machine';
import type { ResultPage } from '@storefront/machines/listingPages.paging';
import { fetchListingPage } from './listing-page-fetch';

/**
 * The listing grid's pages machine, loaded when the shopper first pages (load more, load
 * previous): it starts from the page the server rendered, so nothing is fetched again.
 */
export function startListingPages({ input, pagesEndpoint, pageUrl }: { input: ListingPagesInput; pagesEndpoint: string; pageUrl: (page: number) => string }) {
  return createActor(
    listingPagesMachine.provide({
      actors: { fetchPage: fromPromise<ResultPage, FetchPageInput>(({ input: fetchInput }) => fetchListingPage(pagesEndpoint, pageUrl(fetchInput.page))) },
      actions: {
        navigate: (_, params: { url: string }) => window.location.assign(params.url),
        reportFailure: (_, params: { page: number; error: unknown }) => console.warn(`Listing page ${params.page} failed to load`, params.error),
      },
    }),
    { input },
  ).start();
}
