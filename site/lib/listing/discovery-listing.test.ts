import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import type { Database, DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import type { ListingProduct } from '@storefront/plugins/listing/rules/listing-product';
import { fasciaById, type FasciaConfig } from '@storefront/sites/fascias';
import { GET as listingPageRoute } from '../../app/%5Fapi/listing/route';
import { GET as discoveryRoute } from '../../app/%5Fdiscovery/[...path]/route';
import { EMBEDDED_SEARCH_KEY } from '../embedded/engine-keys';
import { answerDiscovery } from '../embedded/discovery-options';
import { loadListing, type ListingLookup } from './load-listing';
import { listingSearchFor } from './listing-search';
import { embeddedSearchFor, setEmbeddedSearch } from '../embedded/search-engine';
import { EmbeddedSearchIndex } from '../embedded/search-index';
import { databaseFeed } from '../embedded/search-index-database';

/**
 * The discovery provider end to end (L §1, §7, §8): loadListing for a site configured for
 * discovery, against the embedded engine's discovery endpoint (in-process, and over HTTP as a
 * remote provider would be reached), next to a site left on hosted search.
 */

const request = { headers: new Headers({ host: 'nastygal.localhost:3000', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124' }), cookies: new Map<string, string>() };
const store: { db?: Database } = {};

vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined) }),
}));
vi.mock('../platform/db', () => ({ getDb: async () => store.db! }));
vi.mock('../shopper/viewer', () => ({ getViewer: async () => ({ kind: 'guest' }), getGuestId: async () => 'g-discoverytestguest01' }));

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const dresses = '/categories/women/dresses';

const products = (lookup: ListingLookup) => {
  if (lookup.status !== 'found') throw new Error(`expected a listing, got ${lookup.status}`);
  return lookup.listing.response.edges.map((edge) => edge.node as ListingProduct);
};

describe('discovery listings (DISCOVERY_SITES=nastygal)', () => {
  let handle: DatabaseHandle;
  let index: EmbeddedSearchIndex;
  let nastygal: FasciaConfig;
  let coast: FasciaConfig;
  const saved = { ...process.env };

  beforeAll(async () => {
    for (const name of ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_ADMIN_KEY', 'DISCOVERY_ENDPOINT', 'DISCOVERY_ACCOUNT_ID', 'DISCOVERY_DOMAIN_KEY']) delete process.env[name];
    process.env.DISCOVERY_SITES = 'nastygal';
    process.env.REVIEWS_ENABLED = 'true';
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    store.db = handle.db;
    index = await EmbeddedSearchIndex.open({ feed: databaseFeed(handle.db), sites: [{ fascia: 'nastygal', prefix: 'nastygal' }, { fascia: 'coast', prefix: 'coast' }], checkIntervalMs: 60_000 });
    setEmbeddedSearch(embeddedSearchFor(index, { appId: 'EMBEDDED', searchKey: EMBEDDED_SEARCH_KEY, adminKey: 'test-admin' }));
    nastygal = fasciaById('nastygal')!;
    coast = fasciaById('coast')!;
  });

  afterEach(() => {
    request.headers.set('host', 'nastygal.localhost:3000');
    request.headers.set('user-agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124');
    request.cookies.clear();
    for (const name of ['DISCOVERY_ENDPOINT', 'DISCOVERY_ACCOUNT_ID', 'DISCOVERY_DOMAIN_KEY', 'DISCOVERY_DOMAIN_KEY_NASTYGAL', 'DISCOVERY_CATALOG_VIEWS']) delete process.env[name];
  });

  afterAll(async () => {
    process.env = saved;
    setEmbeddedSearch(undefined);
    await index.settled();
    await handle.close();
  });

  const load = (url: string, site = nastygal) => loadListing({ site, url, mode: 'published', editorial: false });
  /** What the index holds for a category, in stock, in relevance order: what discovery must list. */
  const inStock = (slug: string, hitsPerPage = 40, page = 0) =>
    index.engine.search('nastygal_products', { filters: `categorySlugs:"${slug}" AND isOnStock:true`, hitsPerPage, page, facets: ['brand'] });
  const record = (key: string) => index.engine.getObject('nastygal_products', key);

  it('lists a category through discovery: in-stock products in relevance order, 40 a page, the same card shape', async () => {
    const lookup = await load(dresses);
    expect(lookup.status).toBe('found');
    if (lookup.status !== 'found') return;
    const expected = inStock('women/dresses');
    const { response } = lookup.listing;
    expect(response.provider).toBe('discovery');
    expect(response.total).toBe(expected.nbHits);
    expect(response.total).toBeGreaterThan(40);
    expect(products(lookup).map((product) => product.key)).toEqual(expected.hits.map((hit) => hit.objectID));
    expect(response.pageInfo).toMatchObject({ hasNextPage: true, hasPrevious: false, offset: 0, length: 40 });
    // No facet-value search on discovery (L §5).
    expect(lookup.facetSearch).toBeUndefined();
    const card = products(lookup)[0]!;
    expect(card.url).toMatch(/^\/(product|premier)\/[^?]+\?colour=/);
    expect(card.price.formatted).toMatch(/^£\d+\.\d\d$/);
    expect(card.colourVariants[0]!.image.src).toMatch(/^\/_img\//);
    expect(card.isOnStock).toBe(true);
  });

  it('maps facets: counts per brand as the index has them, price and discount as bands', async () => {
    const lookup = await load(dresses);
    if (lookup.status !== 'found') throw new Error('not found');
    const facets = new Map(lookup.listing.response.facets.map((facet) => [facet.key, facet]));
    const brandCounts = Object.fromEntries(facets.get('brand')!.terms.map((term) => [term.term, term.count]));
    expect(brandCounts).toEqual(inStock('women/dresses').facets!.brand);
    const bands = facets.get('priceBands')!.terms;
    expect(bands.length).toBeGreaterThan(1);
    expect(bands.every((term) => /^\d+-(\d+|max)$/.test(term.term) && term.label.startsWith('£'))).toBe(true);
    expect(facets.has('sizes')).toBe(true);
  });

  it('filters by a facet and by a price band, and shows them as selected', async () => {
    const brand = Object.entries(inStock('women/dresses').facets!.brand!).sort((a, b) => b[1] - a[1])[0]!;
    const byBrand = await load(`${dresses}/facet/brand/${encodeURIComponent(brand[0])}`);
    expect(products(byBrand).every((product) => product.brand.name === brand[0])).toBe(true);
    if (byBrand.status !== 'found') return;
    expect(byBrand.listing.response.total).toBe(brand[1]);
    expect(byBrand.listing.response.selectedFacets).toEqual([expect.objectContaining({ key: 'brand', term: brand[0] })]);

    const cheap = await load(`${dresses}/facet/priceBands/0-25`);
    expect(products(cheap).length).toBeGreaterThan(0);
    expect(products(cheap).every((product) => product.price.pence <= 2500)).toBe(true);
  });

  it('sorts with the discovery sort fields (L §9)', async () => {
    const priceAsc = products(await load(`${dresses}?sort=price-asc`)).map((product) => record(product.key).price as number);
    expect(priceAsc).toEqual([...priceAsc].sort((a, b) => a - b));
    const priceDesc = products(await load(`${dresses}?sort=price-desc`)).map((product) => record(product.key).price as number);
    expect(priceDesc).toEqual([...priceDesc].sort((a, b) => b - a));
    expect(priceDesc[0]).toBeGreaterThan(priceAsc[0]!);
    const newness = products(await load(`${dresses}?sort=newness`)).map((product) => record(product.key).createdAt as number);
    expect(newness).toEqual([...newness].sort((a, b) => b - a));
    // Total revenue, descending: best sellers first.
    const bestSellers = products(await load(`${dresses}?sort=best-sellers`)).map((product) => record(product.key).bestSellerRank as number);
    expect(bestSellers).toEqual([...bestSellers].sort((a, b) => a - b));
    const rated = products(await load(`${dresses}?sort=rating-desc`)).map((product) => (record(product.key).averageRating as number | null) ?? 0);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
  });

  it('pages by 40 from the page parameter', async () => {
    const second = await load(`${dresses}?page=2`);
    if (second.status !== 'found') throw new Error('not found');
    expect(second.listing.response.pageInfo).toMatchObject({ offset: 40, hasPrevious: true });
    expect(products(second).map((product) => product.key)).toEqual(inStock('women/dresses', 40, 1).hits.map((hit) => hit.objectID));
    expect(products(second)[0]!.position).toBe(41);
  });

  it('lists the sale as every reduced product', async () => {
    const sale = await load('/categories/sale');
    const listed = products(sale);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((product) => (record(product.key).discountPercentage as number) > 0)).toBe(true);
  });

  it('searches by keyword, and follows a keyword redirect; a phone takes the mobile target', async () => {
    const search = await load('/search?q=dress');
    expect(search.status).toBe('found');
    if (search.status === 'found') expect(search.listing.response.total).toBeGreaterThan(0);
    expect(await load('/search?q=Delivery')).toEqual({ status: 'redirect', location: '/pages/informational/delivery' });
    // Discovery's keywordRedirect has no mobile target: a phone goes to the same page.
    request.headers.set('user-agent', iPhone);
    expect(await load('/search?q=delivery')).toEqual({ status: 'redirect', location: '/pages/informational/delivery' });
  });

  it('answers product lookups (suggestions, sponsored products, the assistant) from the site’s own index', async () => {
    const search = listingSearchFor('nastygal', { reviewsEnabled: true });
    expect(search.provider).toBe('discovery');
    expect(search.browserFacetSearch).toBeUndefined();
    const [found] = await search.findProducts([{ categorySlug: 'women/dresses', limit: 5 }]);
    expect(found!.total).toBe(inStock('women/dresses').nbHits);
    expect(found!.products.map((product) => product.key)).toEqual(inStock('women/dresses', 5).hits.map((hit) => hit.objectID));
  });

  it('leaves a site not configured for discovery on hosted search, where a phone gets a rule’s mobile target', async () => {
    const lookup = await load(dresses, coast);
    if (lookup.status !== 'found') throw new Error('not found');
    expect(lookup.listing.response.provider).toBe('hosted');
    expect(lookup.facetSearch).toBeDefined();
    expect(await load('/search?q=coast', coast)).toEqual({ status: 'redirect', location: '/pages/brands/coast' });
    request.headers.set('user-agent', iPhone);
    expect(await load('/search?q=coast', coast)).toEqual({ status: 'redirect', location: '/categories/women/facet/collection/coast' });
  });

  describe('a remote provider (DISCOVERY_ENDPOINT)', () => {
    let server: Server;
    let endpoint: string;
    const seen: URL[] = [];
    let failWith: { status: number; body: string } | undefined;

    beforeAll(async () => {
      // Stands in for the provider: checks nothing itself, answers from the engine like the real one would.
      server = createServer((incoming, outgoing) => {
        const url = new URL(incoming.url ?? '/', 'http://provider.test');
        seen.push(url);
        if (failWith) {
          outgoing.writeHead(failWith.status, { 'content-type': 'application/json' }).end(failWith.body);
          return;
        }
        answerDiscovery(index.engine, 'nastygal', { method: 'GET', url: url.pathname + url.search, headers: {} }).then((answer) => outgoing.writeHead(answer.status, answer.headers).end(answer.body));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const address = server.address();
      endpoint = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/core/`;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });
    afterEach(() => {
      failWith = undefined;
      seen.length = 0;
    });

    const configure = () => {
      process.env.DISCOVERY_ENDPOINT = endpoint;
      process.env.DISCOVERY_ACCOUNT_ID = 'embedded';
      process.env.DISCOVERY_DOMAIN_KEY_NASTYGAL = 'nastygal';
      process.env.DISCOVERY_CATALOG_VIEWS = 'nastygal_uk';
    };

    it('sends every named parameter in one GET (L §7)', async () => {
      configure();
      request.cookies.set('_br_uid_2', 'uid=7797686432023:v=11.5');
      const lookup = await load('/search?q=satin%20dress&sort=price-asc&page=2');
      expect(lookup.status).toBe('found');
      expect(seen).toHaveLength(1);
      const params = seen[0]!.searchParams;
      expect(Object.fromEntries([...params].filter(([name]) => !['fl', 'fq', 'request_id'].includes(name)))).toEqual({
        q: 'satin dress',
        account_id: 'embedded',
        domain_key: 'nastygal',
        start: '40',
        rows: '40',
        'facet.version': '3.0',
        request_type: 'search',
        search_type: 'keyword',
        url: 'http://nastygal.localhost:3000/search?q=satin%20dress&sort=price-asc&page=2',
        sort: 'price asc',
        _br_uid_2: 'uid=7797686432023:v=11.5',
        user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124',
        catalog_views: 'nastygal_uk',
      });
      expect(params.get('request_id')).toMatch(/^\d{13}$/);
      expect(params.getAll('fq')).toEqual(['isOnStock:"true"']);
      expect(params.get('fl')!.split(',')).toEqual(expect.arrayContaining(['pid', 'title', 'url', 'price', 'variants']));

      // A category listing names its category; without the provider's cookie the guest token is the uid.
      request.cookies.clear();
      await load(`${dresses}/facet/sizes/10`);
      expect(seen[1]!.searchParams.get('search_type')).toBe('category');
      expect(seen[1]!.searchParams.get('q')).toBe('women/dresses');
      expect(seen[1]!.searchParams.getAll('fq')).toEqual(['isOnStock:"true"', 'sizes:"10"']);
      expect(seen[1]!.searchParams.get('_br_uid_2')).toBe('uid=g-discoverytestguest01');
    });

    it('throws with status, text, URL and body on a non-OK answer (L §8), and the page endpoint answers 502', async () => {
      configure();
      failWith = { status: 503, body: '{"message":"maintenance"}' };
      const error = await load(dresses).then(
        () => undefined,
        (thrown: unknown) => thrown as Error,
      );
      expect(error?.message).toMatch(/^Discovery search failed: 503 Service Unavailable for http:\/\/127\.0\.0\.1:\d+\/api\/v1\/core\/\?q=women%2Fdresses&.*: \{"message":"maintenance"\}$/);

      const response = await listingPageRoute(new Request(`http://nastygal.localhost:3000/_api/listing?url=${encodeURIComponent(`${dresses}?page=2`)}`));
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({ success: false, message: 'The product search is unavailable; please try again.' });
    });

    it('refuses to run when the provider is named without an account or domain key (L §5)', async () => {
      process.env.DISCOVERY_ENDPOINT = endpoint;
      await expect(load(dresses)).rejects.toThrow('Discovery search is not configured for site nastygal');
      expect(seen).toHaveLength(0);
    });
  });

  it('serves the embedded endpoint at /_discovery for the host’s site', async () => {
    const query = new URLSearchParams({ q: 'women/dresses', search_type: 'category', request_type: 'search', account_id: 'embedded', domain_key: 'nastygal', rows: '2', fl: 'pid,title,url' });
    const response = await discoveryRoute(new Request(`http://nastygal.localhost:3000/_discovery/api/v1/core/?${query}`));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { response: { numFound: number; docs: Array<Record<string, unknown>> } };
    expect(body.response.numFound).toBe(index.engine.search('nastygal_products', { filters: 'categorySlugs:"women/dresses"', hitsPerPage: 0 }).nbHits);
    expect(Object.keys(body.response.docs[0]!).sort()).toEqual(['pid', 'title', 'url']);
    query.set('domain_key', 'coast');
    expect((await discoveryRoute(new Request(`http://nastygal.localhost:3000/_discovery/api/v1/core/?${query}`))).status).toBe(403);
  });

  it('pages through the JSON endpoint for load more', async () => {
    const response = await listingPageRoute(new Request(`http://nastygal.localhost:3000/_api/listing?url=${encodeURIComponent(`${dresses}?page=2`)}`));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { response: { provider: string; pageInfo: { offset: number } } };
    expect(body.response).toMatchObject({ provider: 'discovery', pageInfo: { offset: 40 } });
  });
});
