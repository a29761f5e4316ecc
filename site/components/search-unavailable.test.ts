import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorMessage } from '@/components/ErrorMessage';
import { errorView } from '../lib/errors/error-view';
import { runSearches } from '../lib/algolia/search';

/** What a production browser receives for a server error: the message hidden, the digest kept. */
function asSentToTheBrowser(error: Error & { digest?: string }) {
  return Object.assign(new Error('An error occurred in the Server Components render.'), { digest: error.digest });
}

describe('a listing whose search backend cannot be reached', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('fails with the search-unavailable error the listing’s error boundary shows, not the network error', async () => {
    // Algolia configured with an application whose hosts do not resolve (no network here either).
    vi.stubEnv('ALGOLIA_APP_ID', 'UNREACHABLE0');
    vi.stubEnv('ALGOLIA_SEARCH_KEY', 'search-key');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await runSearches([{ indexName: 'hartley_products', params: { query: '', hitsPerPage: 40 } }]).catch((error: unknown) => error as Error & { digest?: string });
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ digest: 'storefront:search-unavailable' });
    // The cause stays in the server's log.
    expect(logged.mock.calls.flat().join(' ')).toMatch(/search\.failed.*hartley_products/);
    logged.mockRestore();

    const view = errorView(asSentToTheBrowser(failure as Error & { digest?: string }));
    if (view.kind === 'page') throw new Error('a search failure is not a 404');
    const html = renderToStaticMarkup(createElement(ErrorMessage, { view }));
    expect(html).toContain('Error rendering page');
    expect(html).toContain('Our product search is not available just now');
    expect(html).not.toMatch(/UNREACHABLE0|algolia|ENOTFOUND|Unreachable hosts/i);
  }, 30_000);
});
