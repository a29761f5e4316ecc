import { describe, expect, it } from 'vitest';
import { errorView, publicError } from './error-view';

const cmsPage = { id: 'page-404', title: 'Sorry, we couldn’t find this page' };

/** What a production browser receives for a server error: the message replaced, a digest kept. */
function fromProductionServer(digest: string) {
  return Object.assign(new Error('An error occurred in the Server Components render. The specific message is omitted in production builds to avoid leaking sensitive details.'), { digest });
}

describe('the error view (L §2)', () => {
  it('renders the CMS not-found page for a 404 when there is one', () => {
    expect(errorView({ status: 404 }, cmsPage)).toEqual({ kind: 'page', page: cmsPage });
    expect(errorView(Object.assign(new Error('NEXT_HTTP_ERROR_FALLBACK;404'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' }), cmsPage)).toEqual({ kind: 'page', page: cmsPage });
  });

  it('shows Page Not Found for an error with the message not-found, or a 404 without a CMS page', () => {
    expect(errorView(new Error('not-found'))).toMatchObject({ kind: 'not-found', heading: 'Page Not Found' });
    expect(errorView({ status: 404 })).toMatchObject({ kind: 'not-found', heading: 'Page Not Found' });
    expect(errorView(publicError('not-found'))).toMatchObject({ kind: 'not-found' });
  });

  it('shows Error rendering page with the text of an error thrown in the browser, first line only, shortened', () => {
    expect(errorView(new TypeError('Cannot read the basket'))).toEqual({ kind: 'error', heading: 'Error rendering page', text: 'Cannot read the basket', reference: undefined });
    const view = errorView(new Error(`${'x'.repeat(500)}\n    at secret (/srv/app/lib/server/db.ts:1:1)`));
    expect(view).toMatchObject({ kind: 'error' });
    if (view.kind !== 'error') throw new Error('unreachable');
    expect(view.text).toHaveLength(200);
    expect(view.text).not.toContain('/srv/app');
    expect(errorView(new Error(''))).toMatchObject({ kind: 'error', text: 'Something went wrong.' });
  });

  it('shows a server error’s known text when the site threw it for shoppers, never its stack or cause', () => {
    const thrown = publicError('search-unavailable', new Error('getaddrinfo ENOTFOUND internal-search.corp'));
    expect(thrown.digest).toBe('storefront:search-unavailable');
    const view = errorView(fromProductionServer(thrown.digest));
    expect(view).toEqual({ kind: 'error', heading: 'Error rendering page', text: 'Our product search is not available just now. Please try again in a moment.', reference: undefined });
    expect(JSON.stringify(view)).not.toContain('ENOTFOUND');
  });

  it('shows other server errors as a generic text with the digest to find them in the logs', () => {
    expect(errorView(fromProductionServer('2736451234'))).toEqual({ kind: 'error', heading: 'Error rendering page', text: 'Something went wrong on our side.', reference: '2736451234' });
    // In development the browser gets the real message; it is not shown either.
    expect(errorView(Object.assign(new Error('relation "products" does not exist'), { digest: '99' }))).toMatchObject({ text: 'Something went wrong on our side.', reference: '99' });
    expect(errorView(fromProductionServer('storefront:no-such-code'))).toMatchObject({ text: 'Something went wrong on our side.' });
  });

  it('shows Unknown issue rendering page for anything thrown that is not an error', () => {
    for (const thrown of ['boom', 42, null, undefined, { reason: 'x' }]) {
      expect(errorView(thrown)).toEqual({ kind: 'unknown', heading: 'Unknown issue rendering page' });
    }
  });

  it('reads errors from another realm by their name and message', () => {
    expect(errorView({ name: 'Error', message: 'Chunk failed to load' })).toMatchObject({ kind: 'error', text: 'Chunk failed to load' });
  });
});
