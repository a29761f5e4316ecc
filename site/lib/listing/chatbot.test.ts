import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCategoryTree } from '@storefront/catalogue/queries/category-tree';
import { getCatalogueColours } from '@storefront/catalogue/queries/colour-references';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import type { ChatMessage } from '@storefront/machines/chatbot.machine';
import { hostedListingSearch } from '../algolia/listing-search';
import { chatbotMessageResponse, chatbotSessionResponse, type ChatbotDeps } from './chatbot';
import { EMBEDDED_APP_ID, EMBEDDED_SEARCH_KEY } from '../embedded/engine-keys';
import { embeddedSearchFor, setEmbeddedSearch } from '../embedded/search-engine';
import { EmbeddedSearchIndex } from '../embedded/search-index';
import { databaseFeed } from '../embedded/search-index-database';

const ORIGIN = 'http://hartley.localhost:3000';
const csrf = { cookie: 'sf_csrf=test-token', 'x-csrf-token': 'test-token', 'content-type': 'application/json' };
const post = (body: unknown, headers: Record<string, string> = csrf) => new Request(`${ORIGIN}/_api/chatbot`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers });

describe('/_api/chatbot', () => {
  let handle: DatabaseHandle;
  let index: EmbeddedSearchIndex;
  let deps: ChatbotDeps;
  const saved = { ...process.env };

  beforeAll(async () => {
    for (const name of ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_ADMIN_KEY']) delete process.env[name];
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    index = await EmbeddedSearchIndex.open({ feed: databaseFeed(handle.db), sites: [{ fascia: 'hartley', prefix: 'hartley' }], checkIntervalMs: 60_000 });
    setEmbeddedSearch(embeddedSearchFor(index, { appId: EMBEDDED_APP_ID, searchKey: EMBEDDED_SEARCH_KEY, adminKey: 'test-admin' }));
    deps = { search: hostedListingSearch({ siteId: 'hartley', reviewsEnabled: true }), categories: () => getCategoryTree(handle.db, { fascia: 'hartley' }), colours: () => getCatalogueColours(handle.db) };
  });

  afterAll(async () => {
    process.env = saved;
    setEmbeddedSearch(undefined);
    await index.settled();
    await handle.close();
  });

  /** The slugs of in-stock products of the category meeting the facet filters, straight from the engine. */
  const slugsWhere = (facetFilters: string[][], numericFilters: string[] = []) =>
    new Set(
      index.engine
        .search('hartley_products', { query: '', facetFilters: [['categorySlugs:women/dresses'], ...facetFilters], numericFilters, filters: 'isOnStock:true', hitsPerPage: 1000, attributesToRetrieve: ['slug'] })
        .hits.map((hit) => (hit as { slug: string }).slug),
    );
  const slugOf = (url: string) => new URL(url, ORIGIN).pathname.replace('/product/', '');
  const ask = async (message: string, history: string[] = [], context: Record<string, string> = { category: 'women/dresses' }) => {
    const response = await chatbotMessageResponse(post({ message, history, context }), deps);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { kind: string; reply: ChatMessage };
    expect(body.kind).toBe('success');
    return body.reply;
  };

  it('starts a session with a greeting for the shopper’s category', async () => {
    const response = await chatbotSessionResponse(`${ORIGIN}/_api/chatbot?category=women/dresses`, deps);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { kind: string; greeting: ChatMessage };
    expect(body.kind).toBe('success');
    expect(body.greeting).toMatchObject({ role: 'BOT', message: expect.stringContaining('find dresses to match') });
    expect((await chatbotSessionResponse(`${ORIGIN}/_api/chatbot`, deps)).status).toBe(200);
  });

  it('answers “red dress for a wedding” with up to 4 red wedding-guest dresses, linked in red', async () => {
    const reply = await ask('red dress for a wedding');
    expect(reply.role).toBe('BOT');
    expect(reply.message).toMatch(/^I found \d+ dresses — red, Wedding Guest\. Here are my top 4:$/);
    expect(reply.products).toHaveLength(4);
    const matching = slugsWhere([['colourFacets:Red'], ['occasion:Wedding Guest']]);
    for (const product of reply.products!) {
      expect(matching.has(slugOf(product.product_url))).toBe(true);
      expect(product.product_url).toMatch(/^\/product\/[^?]+\?colour=[a-z-]+$/);
      expect(product.product_image).toMatch(/^\/_img\/products\//);
      expect(product.matchReason).toContain('Wedding Guest');
    }
  });

  it('refines with a follow-up, keeping the earlier wishes', async () => {
    const reply = await ask('in a size 12 under £100', ['red dress for a wedding']);
    expect(reply.message).toContain('red, Wedding Guest, size 12, under £100');
    const matching = slugsWhere([['colourFacets:Red'], ['occasion:Wedding Guest'], ['sizes:12']], ['price <= 100']);
    for (const product of reply.products!) {
      expect(matching.has(slugOf(product.product_url))).toBe(true);
      expect(product.product_url).toContain('size=12');
    }
  });

  it('leaves out the least important wish when nothing matches everything, and says so', async () => {
    const reply = await ask('red dress for a wedding under £1');
    expect(reply.message).toContain('I left out the budget');
    expect(reply.products!.length).toBeGreaterThan(0);
  });

  it('offers best sellers and asks for more on small talk', async () => {
    const reply = await ask('hello!');
    expect(reply.message).toMatch(/^Here are some of our most-loved dresses/);
    expect(reply.products).toHaveLength(4);
  });

  it.each<[string, () => Request, number, RegExp]>([
    ['an empty message', () => post({ message: '   ' }), 400, /message must not be empty/],
    ['a message over 500 characters', () => post({ message: 'x'.repeat(501) }), 400, /at most 500/],
    ['too long a history', () => post({ message: 'hi', history: Array.from({ length: 9 }, () => 'red') }), 400, /history/],
    ['an unknown field', () => post({ message: 'hi', admin: true }), 400, /Unrecognized key/i],
    ['a malformed category', () => post({ message: 'hi', context: { category: '../../etc' } }), 400, /category slug/],
    ['an unknown category', () => post({ message: 'hi', context: { category: 'women/spacesuits' } }), 400, /Unknown category/],
    ['a body that is not JSON', () => post('message=hi'), 400, /JSON/],
    ['a body over 8 KB', () => post({ message: 'hi', history: ['x'.repeat(9000)] }), 413, /too large/],
    ['no CSRF token', () => post({ message: 'hi' }, { 'content-type': 'application/json' }), 403, /expired/],
  ])('refuses %s with a 4xx and a message', async (_, make, status, message) => {
    const response = await chatbotMessageResponse(make(), deps);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });

  it('refuses a session for an unknown category', async () => {
    const response = await chatbotSessionResponse(`${ORIGIN}/_api/chatbot?category=women/spacesuits`, deps);
    expect(response.status).toBe(400);
  });
});
