import { expect, test } from './fixtures';
import { CrossOriginClient } from './pages/cross-origin-client';
import { siteUrl } from './sites';

/** The embedded search engine's public application and key (README, Search), as any browser client uses them. */
const SEARCH_CREDENTIALS = { 'x-algolia-application-id': 'EMBEDDED', 'x-algolia-api-key': 'embedded-search-only' };

interface MultiQueryAnswer {
  results: Array<{ index: string; nbHits: number; hits: Array<{ objectID: string }> }>;
}

interface ContentArray {
  sys: { type: string };
  total: number;
  items: Array<{ sys: { type: string; contentType: { sys: { id: string } } } }>;
}

test.describe('the embedded engines from a page on another origin', { tag: '@desktop' }, () => {
  test('searches /_search with the public key, as Algolia’s browser clients do, preflight included', async ({ page }) => {
    const client = new CrossOriginClient(page);
    await client.open();
    const query = { requests: [{ indexName: 'hartley_products', params: 'query=dress&hitsPerPage=5' }] };
    // Credentials in headers and a JSON body: the browser asks first (a preflight).
    const withHeaders = await client.fetch(siteUrl('hartley', '/_search/1/indexes/*/queries'), {
      method: 'POST',
      headers: { ...SEARCH_CREDENTIALS, 'content-type': 'application/json' },
      body: JSON.stringify(query),
    });
    expect(withHeaders).toMatchObject({ kind: 'answered', status: 200 });
    const results = (withHeaders as { body: MultiQueryAnswer }).body.results;
    expect(results[0]!.nbHits).toBeGreaterThan(0);
    expect(results[0]!.hits).toHaveLength(5);

    // Credentials in the query string and a text/plain body, as algoliasearch-lite sends them: no preflight.
    const lite = await client.fetch(siteUrl('hartley', `/_search/1/indexes/*/queries?${new URLSearchParams(SEARCH_CREDENTIALS)}`), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(query),
    });
    expect(lite).toMatchObject({ kind: 'answered', status: 200, body: { results: [{ nbHits: results[0]!.nbHits }] } });

    // Errors are readable too (the client shows Algolia's message), and the search key still cannot write.
    const write = await client.fetch(siteUrl('hartley', '/_search/1/indexes/hartley_products/batch'), {
      method: 'POST',
      headers: { ...SEARCH_CREDENTIALS, 'content-type': 'application/json' },
      body: JSON.stringify({ requests: [{ action: 'addObject', body: { objectID: 'from-elsewhere' } }] }),
    });
    expect(write).toEqual({ kind: 'answered', status: 403, body: { message: 'Method not allowed with this API key', status: 403 } });
  });

  test('reads /_content with the delivery token, while the Management API answers no page elsewhere', async ({ page, studio }) => {
    // An editor's management token (the studio session) and, through it, the space's delivery key, as a tool would find it.
    await studio.open('/studio/sign-in');
    await studio.signIn();
    await expect(studio.heading).toBeVisible();
    const editorToken = (await page.context().cookies()).find((cookie) => cookie.name === 'sf_studio')?.value ?? '';
    expect(editorToken).toMatch(/^CFPAT-/);
    const keys = await page.request.get('/_content/spaces/storefront/api_keys', { headers: { authorization: `Bearer ${editorToken}` } });
    expect(keys.status()).toBe(200);
    const deliveryToken = ((await keys.json()) as { items: Array<{ accessToken: string }> }).items[0]!.accessToken;

    const client = new CrossOriginClient(page);
    await client.open();
    const pages = await client.fetch(siteUrl('hartley', `/_content/spaces/storefront/entries?access_token=${deliveryToken}&content_type=page&limit=3`));
    expect(pages).toMatchObject({ kind: 'answered', status: 200, body: { sys: { type: 'Array' } } });
    const delivered = (pages as { body: ContentArray }).body;
    expect(delivered.total).toBeGreaterThan(0);
    expect(delivered.items.map((item) => item.sys.contentType.sys.id)).toEqual(delivered.items.map(() => 'page'));
    // The token in the Authorization header, as the contentful SDK sends it: answered after a preflight.
    const withHeader = await client.fetch(siteUrl('hartley', '/_content/spaces/storefront/environments/master/content_types?limit=1'), {
      headers: { authorization: `Bearer ${deliveryToken}` },
    });
    expect(withHeader).toMatchObject({ kind: 'answered', status: 200, body: { sys: { type: 'Array' } } });

    // The editor's token is refused to this page: its reads cannot be read, its writes are never sent.
    const managementRead = await client.fetch(siteUrl('hartley', '/_content/spaces/storefront/environments/master/entries?limit=1'), {
      headers: { authorization: `Bearer ${editorToken}` },
    });
    expect(managementRead.kind).toBe('blocked');
    const entryId = `from-elsewhere-${Date.now().toString(36)}`;
    const managementWrite = await client.fetch(siteUrl('hartley', `/_content/spaces/storefront/environments/master/entries/${entryId}`), {
      method: 'PUT',
      headers: { authorization: `Bearer ${editorToken}`, 'content-type': 'application/vnd.contentful.management.v1+json', 'x-contentful-content-type': 'text' },
      body: JSON.stringify({ fields: { internalName: { 'en-US': 'Written from elsewhere' } } }),
    });
    expect(managementWrite.kind).toBe('blocked');
    const written = await page.request.get(`/_content/spaces/storefront/environments/master/entries/${entryId}`, { headers: { authorization: `Bearer ${editorToken}` } });
    expect(written.status()).toBe(404);
  });
});
