import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdServer } from '@storefront/catalogue/ads/ad-server';
import { seedSponsoredPlacements } from '@storefront/seed/ads/seed-sponsored';
import { categoryId } from '@storefront/seed/catalogue/category-rows';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { hostedListingSearch } from '../algolia/listing-search';
import { fetchAds, type AdClientOptions, type AdTransport } from '../ads/ad-client';
import { EMBEDDED_APP_ID, EMBEDDED_SEARCH_KEY } from '../embedded/engine-keys';
import { embeddedSearchFor, setEmbeddedSearch } from '../embedded/search-engine';
import { EmbeddedSearchIndex } from '../embedded/search-index';
import { databaseFeed } from '../embedded/search-index-database';
import { loadSponsoredProducts } from './sponsored';

const dresses = { siteId: 'hartley', pageType: 'category' as const, pageId: categoryId('women/dresses'), maxAds: 5 };
const search = hostedListingSearch({ siteId: 'hartley', reviewsEnabled: true });

function recordingLog() {
  const entries: Array<{ event: string; fields: Record<string, unknown> }> = [];
  return { entries, warn: (event: string, fields: Record<string, unknown> = {}) => entries.push({ event, fields }) };
}

describe('sponsored products of a category listing', () => {
  let handle: DatabaseHandle;
  let index: EmbeddedSearchIndex;
  let embedded: AdTransport;
  const saved = { ...process.env };

  beforeAll(async () => {
    for (const name of ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_ADMIN_KEY']) delete process.env[name];
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    await seedSponsoredPlacements(handle.db);
    index = await EmbeddedSearchIndex.open({ feed: databaseFeed(handle.db), sites: [{ fascia: 'hartley', prefix: 'hartley' }], checkIntervalMs: 60_000 });
    setEmbeddedSearch(embeddedSearchFor(index, { appId: EMBEDDED_APP_ID, searchKey: EMBEDDED_SEARCH_KEY, adminKey: 'test-admin' }));
    embedded = createAdServer({ db: async () => handle.db });
  });

  afterAll(async () => {
    process.env = saved;
    setEmbeddedSearch(undefined);
    await index.settled();
    await handle.close();
  });

  const client = (transport: AdTransport, timeoutMs = 500): AdClientOptions & { log: ReturnType<typeof recordingLog> } => ({ transport, baseUrl: 'http://ads.test', timeoutMs, log: recordingLog() });

  it('asks the ad server for the category id with page type category and reads its ads', async () => {
    const sent: Array<{ url: string; method: string; body: unknown }> = [];
    const options = client(async (request) => {
      sent.push({ url: request.url, method: request.method, body: await request.clone().json() });
      return embedded(request);
    });
    const ads = await fetchAds(dresses, options);
    expect(sent).toEqual([{ url: 'http://ads.test/v1/sponsored-products', method: 'POST', body: { ...dresses, placement: 'listing-top', requestId: expect.any(String) } }]);
    expect(ads).toHaveLength(5);
    expect(ads[0]).toMatchObject({ productKey: expect.any(String), campaignId: expect.any(String), sponsor: expect.any(String), clickId: expect.any(String) });
    expect(options.log.entries).toEqual([]);
  });

  it.each<[string, AdTransport, RegExp]>([
    ['the server errors', async () => new Response('down for maintenance', { status: 503 }), /503: down for maintenance/],
    ['the network fails', async () => Promise.reject(new TypeError('fetch failed')), /fetch failed/],
    ['the answer is not the ad shape', async () => Response.json({ ads: [{ productKey: 1 }] }), /not understood/],
    ['the answer is not JSON', async () => new Response('<html>', { status: 200 }), /JSON|Unexpected/],
  ])('gives an empty ad list, logged, when %s', async (_, transport, reason) => {
    const options = client(transport);
    expect(await fetchAds(dresses, options)).toEqual([]);
    expect(options.log.entries).toEqual([{ event: 'ads.fetch.failed', fields: expect.objectContaining({ site: 'hartley', pageId: dresses.pageId, timeout: false, error: expect.stringMatching(reason) }) }]);
  });

  it('gives up after the timeout, aborting the request, with an empty ad list', async () => {
    let aborted = false;
    const slow: AdTransport = (request) =>
      new Promise((resolve) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        setTimeout(() => resolve(Response.json({ ads: [] })), 2_000);
      });
    const options = client(slow, 50);
    const started = Date.now();
    expect(await fetchAds(dresses, options)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(aborted).toBe(true);
    expect(options.log.entries[0]).toMatchObject({ event: 'ads.fetch.failed', fields: { timeout: true } });
  });

  it('turns the ads into the listing cards of in-stock products the site sells, in ad order, with their ad info', async () => {
    const ads = await fetchAds(dresses, client(embedded));
    const sponsored = await loadSponsoredProducts({ id: 'hartley' }, { id: dresses.pageId }, { search, client: client(embedded) });
    expect(sponsored.map((item) => item.product.key)).toEqual(ads.map((ad) => ad.productKey));
    expect(sponsored.map((item) => item.ad.clickId)).toEqual(ads.map((ad) => ad.clickId));
    for (const { product } of sponsored) {
      expect(product.isOnStock).toBe(true);
      expect(product.categorySlugs).toContain('women/dresses');
      expect(product.colourVariants.length).toBeGreaterThan(0);
    }
  });

  it('shows no sponsored products when the ad server fails', async () => {
    const failing = client(async () => new Response('', { status: 500 }));
    expect(await loadSponsoredProducts({ id: 'hartley' }, { id: dresses.pageId }, { search, client: failing })).toEqual([]);
  });
});
