import { describe, expect, it } from 'vitest';
import { errorViewContent, noResultsContent } from './listing-messages';

describe('no-results page (L §2)', () => {
  it('names the query on a search', () => {
    expect(noResultsContent({ kind: 'search', query: 'velvet cape ' })).toEqual({
      heading: 'No results found for velvet cape',
      browseLabel: 'BROWSE THE SHOP',
      browseHref: '/',
      carouselTitle: "We Think You'll Like",
    });
    expect(noResultsContent({ kind: 'search', query: '' }).heading).toBe('No results found');
  });

  it("says the page could not be found on a category path", () => {
    expect(noResultsContent({ kind: 'category', query: '' }).heading).toBe("Sorry, we couldn't find this page");
  });
});

describe('error view (L §2)', () => {
  it('renders the CMS page of a 404 that has one', () => {
    expect(errorViewContent(new Error('not-found'), { status: 404, hasCmsPage: true })).toEqual({ kind: 'cms-page' });
  });

  it("shows 'Page Not Found' for a not-found error", () => {
    expect(errorViewContent(new Error('not-found'), { status: 404 })).toEqual({ kind: 'message', title: 'Page Not Found' });
  });

  it("shows 'Error rendering page' with the text of other errors", () => {
    expect(errorViewContent(new Error('Search timed out'))).toEqual({ kind: 'message', title: 'Error rendering page', detail: 'Search timed out' });
  });

  it("shows 'Unknown issue rendering page' for anything else", () => {
    expect(errorViewContent('boom')).toEqual({ kind: 'message', title: 'Unknown issue rendering page' });
    expect(errorViewContent(undefined)).toEqual({ kind: 'message', title: 'Unknown issue rendering page' });
  });
});
