/**
 * What the no-results page and the listing error view say (L §2).
 */

export interface NoResultsContent {
  heading: string;
  browseLabel: string;
  browseHref: string;
  carouselTitle: string;
}

/**
 * 'No results found for {query}' on a search, 'Sorry, we couldn't find this page' on a category
 * path; both with a 'BROWSE THE SHOP' link to / and the 'We Think You'll Like' carousel.
 */
export function noResultsContent(listing: { kind: 'category' | 'search'; query: string }): NoResultsContent {
  const query = listing.query.trim();
  const heading = listing.kind === 'category' ? "Sorry, we couldn't find this page" : query ? `No results found for ${query}` : 'No results found';
  return { heading, browseLabel: 'BROWSE THE SHOP', browseHref: '/', carouselTitle: "We Think You'll Like" };
}

export type ErrorViewContent =
  | { kind: 'cms-page' }
  | { kind: 'message'; title: 'Page Not Found' }
  | { kind: 'message'; title: 'Error rendering page'; detail: string }
  | { kind: 'message'; title: 'Unknown issue rendering page' };

/**
 * The error view (L §2): a 404 that came with CMS page data renders that page's sections; an error
 * whose message is not-found shows 'Page Not Found'; any other error shows 'Error rendering page'
 * with its text; anything thrown that is not an error shows 'Unknown issue rendering page'.
 */
export function errorViewContent(failure: unknown, context: { status?: number; hasCmsPage?: boolean } = {}): ErrorViewContent {
  if (context.status === 404 && context.hasCmsPage) return { kind: 'cms-page' };
  if (failure instanceof Error) {
    if (failure.message.trim().toLowerCase() === 'not-found') return { kind: 'message', title: 'Page Not Found' };
    return { kind: 'message', title: 'Error rendering page', detail: failure.message };
  }
  return { kind: 'message', title: 'Unknown issue rendering page' };
}
