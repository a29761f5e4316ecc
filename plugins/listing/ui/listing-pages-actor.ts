import { createActor, fromPromise } from 'xstate';
import { listingPagesMachine, type FetchPageInput, type ListingPagesInput } from '@storefront/machines/listingPages.machine';
import type { ResultPage } from '@storefront/machines/listingPages.paging';

async function fetchListingPage(endpoint: string, url: string): Promise<ResultPage> {
  const response = await fetch(`${endpoint}?url=${encodeURIComponent(url)}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Listing page failed with ${response.status}`);
  const body = (await response.json()) as { response: ResultPage };
  return body.response;
}

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
