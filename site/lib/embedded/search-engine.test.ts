import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { DELETE, GET, OPTIONS, POST } from '../../app/%5Fsearch/[...path]/route';
import { EMBEDDED_APP_ID, EMBEDDED_SEARCH_KEY } from './engine-keys';
import { embeddedSearchFor, embeddedSearchRequester, setEmbeddedSearch } from './search-engine';
import { EmbeddedSearchIndex } from './search-index';
import { databaseFeed } from './search-index-database';

const ADMIN_KEY = 'test-admin-key';
const base = 'http://coast.localhost:3000/_search';
const credentials = (key: string, appId = EMBEDDED_APP_ID) => ({ 'x-algolia-application-id': appId, 'x-algolia-api-key': key });

function post(path: string, body: BodyInit, headers: Record<string, string>): Request {
  return new Request(`${base}${path}`, { method: 'POST', body, headers: { 'content-type': 'text/plain', ...headers }, duplex: 'half' } as RequestInit);
}

describe('/_search route (embedded engine over the Algolia REST API)', () => {
  let handle: DatabaseHandle;
  let index: EmbeddedSearchIndex;
  const saved = { ...process.env };

  beforeAll(async () => {
    for (const name of ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_ADMIN_KEY']) delete process.env[name];
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    index = await EmbeddedSearchIndex.open({ feed: databaseFeed(handle.db), sites: [{ fascia: 'coast', prefix: 'coast' }], checkIntervalMs: 60_000 });
    setEmbeddedSearch(embeddedSearchFor(index, { appId: EMBEDDED_APP_ID, searchKey: EMBEDDED_SEARCH_KEY, adminKey: ADMIN_KEY }));
  });

  afterAll(async () => {
    process.env = saved;
    setEmbeddedSearch(undefined);
    await index.settled();
    await handle.close();
  });

  const multiQuery = JSON.stringify({ requests: [{ indexName: 'coast_products', query: 'dress', facets: ['*'], hitsPerPage: 2 }] });

  it('answers a v5 multi-query with the search key, in headers or (as browsers send it) in the query string', async () => {
    const direct = index.engine.search('coast_products', { query: 'dress', facets: ['*'], hitsPerPage: 2 });
    const response = await POST(post('/1/indexes/*/queries', multiQuery, credentials(EMBEDDED_SEARCH_KEY)));
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: Array<{ nbHits: number; hits: unknown[]; facets: Record<string, Record<string, number>> }> };
    expect(results[0]!.nbHits).toBe(direct.nbHits);
    expect(results[0]!.hits).toHaveLength(2);
    expect(results[0]!.facets.brand).toEqual(direct.facets!.brand);

    const query = new URLSearchParams({ 'x-algolia-application-id': EMBEDDED_APP_ID, 'x-algolia-api-key': EMBEDDED_SEARCH_KEY, 'x-algolia-agent': 'Algolia for JavaScript (5.64.0); Lite (5.64.0); Browser' });
    const fromBrowser = await POST(post(`/1/indexes/*/queries?${query}`, multiQuery, {}));
    expect(fromBrowser.status).toBe(200);
    expect(((await fromBrowser.json()) as { results: Array<{ nbHits: number }> }).results[0]!.nbHits).toBe(direct.nbHits);
  });

  it('refuses writes and settings with the search key, and accepts them with the admin key', async () => {
    const batch = JSON.stringify({ requests: [{ action: 'addObject', body: { objectID: 'x1', name: 'Intruder' } }] });
    const refused = await POST(post('/1/indexes/scratch/batch', batch, credentials(EMBEDDED_SEARCH_KEY)));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Method not allowed with this API key', status: 403 });
    expect((await GET(new Request(`${base}/1/indexes/coast_products/settings`, { headers: credentials(EMBEDDED_SEARCH_KEY) }))).status).toBe(403);
    expect((await DELETE(new Request(`${base}/1/indexes/coast_products`, { method: 'DELETE', headers: credentials(EMBEDDED_SEARCH_KEY) }))).status).toBe(403);
    expect(index.engine.hasIndex('coast_products')).toBe(true);

    const accepted = await POST(post('/1/indexes/scratch/batch', batch, credentials(ADMIN_KEY)));
    expect(accepted.status).toBe(200);
    expect(index.engine.getObject('scratch', 'x1')).toMatchObject({ name: 'Intruder' });
  });

  it('refuses unknown keys and application ids', async () => {
    expect((await POST(post('/1/indexes/*/queries', multiQuery, credentials('guess')))).status).toBe(403);
    expect((await POST(post('/1/indexes/*/queries', multiQuery, credentials(EMBEDDED_SEARCH_KEY, 'OTHERAPP')))).status).toBe(403);
    expect((await POST(post('/1/indexes/*/queries', multiQuery, {}))).status).toBe(403);
  });

  it('answers bad JSON, bad parameters and unknown paths with a 4xx and a message', async () => {
    const badJson = await POST(post('/1/indexes/*/queries', '{"requests": [', credentials(EMBEDDED_SEARCH_KEY)));
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toEqual({ message: 'Invalid JSON', status: 400 });
    const badParameter = await POST(post('/1/indexes/*/queries', JSON.stringify({ requests: [{ indexName: 'coast_products', hitsPerPage: 'many' }] }), credentials(EMBEDDED_SEARCH_KEY)));
    expect(badParameter.status).toBe(400);
    expect(((await badParameter.json()) as { message: string }).message).toMatch(/hitsPerPage/);
    expect((await POST(post('/1/indexes/nowhere/query', '{}', credentials(EMBEDDED_SEARCH_KEY)))).status).toBe(404);
    expect((await GET(new Request(`${base}/2/anything`, { headers: credentials(EMBEDDED_SEARCH_KEY) }))).status).toBe(404);
  });

  it('refuses bodies over 1 MiB, declared or streamed without a length', async () => {
    const large = JSON.stringify({ requests: [{ indexName: 'coast_products', query: 'x'.repeat(1024 * 1024) }] });
    const declared = await POST(post('/1/indexes/*/queries', large, { ...credentials(EMBEDDED_SEARCH_KEY), 'content-length': String(large.length) }));
    expect(declared.status).toBe(413);
    const bytes = new TextEncoder().encode(large);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 64 * 1024) controller.enqueue(bytes.slice(offset, offset + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await POST(post('/1/indexes/*/queries', stream, credentials(EMBEDDED_SEARCH_KEY)));
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { message: string }).message).toMatch(/larger than 1048576 bytes/);
  });

  it('answers browsers on other origins as Algolia does: preflights, and every answer readable', async () => {
    const origin = { origin: 'https://another-storefront.example' };
    const preflight = await OPTIONS(
      new Request(`${base}/1/indexes/*/queries`, {
        method: 'OPTIONS',
        headers: { ...origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-algolia-api-key,x-algolia-application-id' },
      }),
    );
    expect(preflight.status).toBe(200);
    expect(Object.fromEntries([...preflight.headers].filter(([name]) => name.startsWith('access-control-')))).toEqual({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, PUT, DELETE, POST, OPTIONS',
      'access-control-allow-headers': 'content-type, x-algolia-api-key, x-algolia-application-id',
      'access-control-max-age': '86400',
    });
    const searched = await POST(post('/1/indexes/*/queries', multiQuery, { ...origin, ...credentials(EMBEDDED_SEARCH_KEY) }));
    expect(searched.status).toBe(200);
    expect(searched.headers.get('access-control-allow-origin')).toBe('*');
    const tooLarge = await POST(post('/1/indexes/*/queries', 'x'.repeat(1024 * 1024 + 1), { ...origin, ...credentials(EMBEDDED_SEARCH_KEY) }));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 429 in Algolia’s shape past an address’s allowance, and never limits the site’s own client', async () => {
    // As site/server.mjs does: each request carries its socket's address in this header.
    const peerSlot = Symbol.for('storefront.peerHeader');
    const store = globalThis as unknown as Record<symbol, unknown>;
    const peerHeader = store[peerSlot];
    store[peerSlot] = 'x-storefront-peer';
    process.env.SEARCH_RATE_LIMIT = '3/60';
    const from = (address: string, key = EMBEDDED_SEARCH_KEY, extra: Record<string, string> = {}) =>
      POST(post('/1/indexes/*/queries', multiQuery, { ...credentials(key), 'x-storefront-peer': address, ...extra }));
    try {
      for (let n = 0; n < 3; n++) expect((await from('198.51.100.7')).status).toBe(200);
      const refused = await from('198.51.100.7');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: 'Too many requests', status: 429 });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // Neither a made-up key nor a forwarded address the shopper wrote themselves earns a fresh allowance.
      expect((await from('198.51.100.7', 'made-up-key')).status).toBe(429);
      expect((await from('198.51.100.7', EMBEDDED_SEARCH_KEY, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
      // Another shopper is not affected, nor the admin key's tooling.
      expect((await from('198.51.100.8')).status).toBe(200);
      expect((await from('198.51.100.7', ADMIN_KEY)).status).toBe(200);
      // The site's own algoliasearch client goes in-process, never counted.
      const requester = embeddedSearchRequester();
      for (let n = 0; n < 5; n++) {
        const answer = await requester.send({ method: 'POST', url: 'http://embedded.local/_search/1/indexes/*/queries', headers: credentials(EMBEDDED_SEARCH_KEY), data: multiQuery, connectTimeout: 1000, responseTimeout: 1000 });
        expect(answer.status).toBe(200);
      }
    } finally {
      delete process.env.SEARCH_RATE_LIMIT;
      store[peerSlot] = peerHeader;
    }
  });

  it('is not there when Algolia is configured', async () => {
    process.env.ALGOLIA_APP_ID = 'LATENCY';
    process.env.ALGOLIA_SEARCH_KEY = 'search-key';
    try {
      const response = await POST(post('/1/indexes/*/queries', multiQuery, credentials(EMBEDDED_SEARCH_KEY)));
      expect(response.status).toBe(404);
    } finally {
      delete process.env.ALGOLIA_APP_ID;
      delete process.env.ALGOLIA_SEARCH_KEY;
    }
  });
});
