import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algoliasearch } from 'algoliasearch';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { listingRecords } from '@storefront/catalogue/search/listing-records';
import { SORT_KEYS } from '@storefront/catalogue/search/index-settings';
import { searchRules } from '@storefront/catalogue/search/search-rules';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { createSearchEngine } from '@storefront/search-engine/engine/engine';
import { createSearchHandler } from '@storefront/search-engine/protocol/handler';
import { createInProcessRequester } from '@storefront/search-engine/protocol/requester';
import { embeddedSearchFor, handleSearchRequest, setEmbeddedSearch } from '../embedded/search-engine';
import { EmbeddedSearchIndex } from '../embedded/search-index';
import { databaseFeed } from '../embedded/search-index-database';
import { createBrowserSearchClient, hostsOnPageOrigin } from './browser-client';
import { EMBEDDED_SEARCH_KEY, embeddedSearchKeys } from '../embedded/engine-keys';
import { browserSearchConfig, indexNameFor } from './config';
import { pushSiteIndex } from './indexing';
import { runSearches, searchFacetValues } from './search';

const hosted = { ALGOLIA_APP_ID: 'LATENCY', ALGOLIA_SEARCH_KEY: 'search-key', ALGOLIA_ADMIN_KEY: 'admin-key' };

describe('index names and browser settings', () => {
  it('names each site’s index per sort, prefixed on Algolia when ALGOLIA_INDEX_PREFIX is set', () => {
    expect(indexNameFor('coast', 'relevance', {})).toBe('coast_products');
    expect(indexNameFor('coast', 'price-asc', {})).toBe('coast_products_price_asc');
    expect(SORT_KEYS.map((sort) => indexNameFor('nastygal', sort, {}))).toEqual([
      'nastygal_products',
      'nastygal_products_best_sellers',
      'nastygal_products_price_asc',
      'nastygal_products_price_desc',
      'nastygal_products_newness',
      'nastygal_products_rating_desc',
    ]);
    expect(indexNameFor('hartley', 'newness', { ...hosted, ALGOLIA_INDEX_PREFIX: 'staging_' })).toBe('staging_hartley_products_newness');
    expect(indexNameFor('hartley', 'newness', { ALGOLIA_INDEX_PREFIX: 'staging_' })).toBe('hartley_products_newness');
    expect(() => indexNameFor('nowhere', 'relevance', {})).toThrow(/Unknown site/);
  });

  it('points browsers at the site’s own /_search with the search-only key when embedded', () => {
    expect(browserSearchConfig('http://coast.localhost:3000', {})).toEqual({
      appId: 'EMBEDDED',
      apiKey: EMBEDDED_SEARCH_KEY,
      hosts: [{ url: 'coast.localhost:3000/_search', accept: 'read', protocol: 'http' }],
    });
    expect(browserSearchConfig('https://www.coast.example/some/page', {}).hosts).toEqual([{ url: 'www.coast.example/_search', accept: 'read', protocol: 'https' }]);
    expect(() => browserSearchConfig('ftp://example.com', {})).toThrow(/Not a web origin/);
    // The admin key never reaches a browser.
    expect(JSON.stringify(browserSearchConfig('http://localhost', { SEARCH_ADMIN_KEY: 'secret-admin' }))).not.toContain('secret-admin');
  });

  it('moves the embedded engine onto the origin the page is open on (a cached page names the site’s canonical one)', () => {
    const { hosts } = browserSearchConfig('https://www.coast.example', {});
    expect(hostsOnPageOrigin(hosts!, { host: 'coast.localhost:3500', protocol: 'http:' })).toEqual([{ url: 'coast.localhost:3500/_search', accept: 'read', protocol: 'http' }]);
    expect(hostsOnPageOrigin(hosts!, { host: 'shop.coast.example', protocol: 'https:' })).toEqual([{ url: 'shop.coast.example/_search', accept: 'read', protocol: 'https' }]);
  });

  it('hands browsers Algolia’s application and search key, never the admin key, when hosted', () => {
    expect(browserSearchConfig('https://www.coast.example', hosted)).toEqual({ appId: 'LATENCY', apiKey: 'search-key' });
    expect(() => browserSearchConfig('https://www.coast.example', { ALGOLIA_APP_ID: 'LATENCY' })).toThrow(/ALGOLIA_SEARCH_KEY/);
  });
});

describe('site search on the embedded engine', () => {
  let handle: DatabaseHandle;
  let index: EmbeddedSearchIndex;
  let server: Server;
  let origin: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    for (const name of ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_ADMIN_KEY', 'ALGOLIA_INDEX_PREFIX']) delete process.env[name];
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    index = await EmbeddedSearchIndex.open({ feed: databaseFeed(handle.db), sites: [{ fascia: 'coast', prefix: 'coast' }], checkIntervalMs: 60_000 });
    setEmbeddedSearch(embeddedSearchFor(index, embeddedSearchKeys()));
    // The /_search route over real HTTP, as a browser reaches it.
    server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = ['GET', 'HEAD'].includes(request.method!) ? undefined : Buffer.concat(chunks);
      const answer = await handleSearchRequest(new Request(`http://${request.headers.host}${request.url}`, { method: request.method, headers: request.headers as Record<string, string>, body }));
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    process.env = saved;
    setEmbeddedSearch(undefined);
    await new Promise((resolve) => server.close(resolve));
    await index.settled();
    await handle.close();
  });

  it('answers the listing’s multi-query through algoliasearch exactly as the engine does', async () => {
    const queries = [
      { indexName: 'coast_products', params: { query: 'dress', facets: ['brand', 'sizes', 'colourFacets'], hitsPerPage: 12, clickAnalytics: true, ruleContexts: ['search'], distinct: true } },
      { indexName: 'coast_products_price_asc', params: { query: 'dress', facetFilters: [['colourFacets:Black']], numericFilters: ['price >= 20'], facets: ['sizes'], hitsPerPage: 0 } },
    ];
    const results = (await runSearches(queries)) as Array<{ nbHits: number; facets: Record<string, Record<string, number>>; hits: Array<{ objectID: string }> }>;
    expect(results).toHaveLength(2);
    queries.forEach((query, position) => {
      const direct = index.engine.search(query.indexName, query.params);
      expect(direct.nbHits).toBeGreaterThan(0);
      expect(results[position]!.nbHits).toBe(direct.nbHits);
      expect(results[position]!.facets).toEqual(direct.facets);
      expect(results[position]!.hits.map((hit) => hit.objectID)).toEqual(direct.hits.map((hit) => hit.objectID));
    });
    expect(await runSearches([])).toEqual([]);
  });

  it('fails as search unavailable for an unknown index, keeping Algolia’s error as the cause', async () => {
    const failure = await runSearches([{ indexName: 'nowhere_products', params: { query: 'x' } }]).catch((error: unknown) => error as Error & { digest?: string });
    expect(failure).toMatchObject({ digest: 'storefront:search-unavailable' });
    expect(String((failure as Error).cause)).toMatch(/Index does not exist/);
  });

  it('searches facet values with their counts over the records the listing selects', async () => {
    const hits = await searchFacetValues({ indexName: 'coast_products', facetName: 'styleTaxonomy', facetQuery: 'dre', params: { query: 'midi', facetFilters: [['colourFacets:Black']] } });
    const direct = index.engine.searchForFacetValues('coast_products', 'styleTaxonomy', { facetQuery: 'dre', query: 'midi', facetFilters: [['colourFacets:Black']] });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits).toEqual(direct.facetHits.map(({ value, count, highlighted }) => ({ value, count, highlighted })));
    expect(hits[0]!.highlighted).toContain('<em>');
  });

  it('serves browsers at the site’s /_search: the lite client with a path in its host gets the same results', async () => {
    const client = createBrowserSearchClient(browserSearchConfig(origin));
    const { results } = await client.search({ requests: [{ indexName: 'coast_products', query: 'dress', facets: ['*'], hitsPerPage: 3 }] });
    const direct = index.engine.search('coast_products', { query: 'dress', facets: ['*'], hitsPerPage: 3 });
    expect(results[0]).toMatchObject({ nbHits: direct.nbHits, facets: direct.facets });
  });

  it('pushes the same settings, replicas and records through algoliasearch as the embedded index holds', async () => {
    // A fresh engine stands in for Algolia: the admin client reaches it through the REST API.
    const algolia = createSearchEngine();
    const handler = createSearchHandler(algolia, { apiKeys: { admin: 'admin-key' } });
    const client = algoliasearch('LATENCY', 'admin-key', {
      requester: createInProcessRequester(handler.handle),
      hosts: [{ url: 'algolia.test', accept: 'readWrite', protocol: 'https' }],
    });
    const records = await listingRecords(handle.db, 'coast');
    const rules = searchRules('coast');
    // Rules left from an earlier push are replaced, not kept.
    await client.saveRule({ indexName: 'coast_products', objectID: 'stale', rule: { objectID: 'stale', conditions: [{ pattern: 'old', anchoring: 'is' }], consequence: { userData: { stale: true } } } });
    const pushed = await pushSiteIndex(client, 'coast', records, rules);
    expect(pushed).toEqual({ indexName: 'coast_products', records: records.length, rules: rules.length, replicas: SORT_KEYS.slice(1).map((sort) => indexNameFor('coast', sort, {})) });
    // replaceAllObjects leaves no temporary index behind.
    expect(algolia.listIndices().items.map((item) => item.name).sort()).toEqual(index.engine.listIndices().items.map((item) => item.name).sort());
    for (const sort of SORT_KEYS) {
      const indexName = indexNameFor('coast', sort, {});
      expect(algolia.getSettings(indexName)).toEqual(index.engine.getSettings(indexName));
      expect(algolia.rulesOf(indexName)).toEqual(index.engine.rulesOf(indexName));
      const query = { query: 'dress', facets: ['*'], hitsPerPage: 20 };
      const [pushedAnswer, embeddedAnswer] = [algolia.search(indexName, query), index.engine.search(indexName, query)];
      expect(pushedAnswer.nbHits).toBe(embeddedAnswer.nbHits);
      expect(pushedAnswer.facets).toEqual(embeddedAnswer.facets);
      expect(pushedAnswer.hits.map((hit) => hit.objectID)).toEqual(embeddedAnswer.hits.map((hit) => hit.objectID));
    }
  });
});
