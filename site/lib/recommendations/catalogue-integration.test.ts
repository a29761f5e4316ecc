import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdServer } from '@storefront/catalogue/ads/ad-server';
import { createCatalogueReader } from '@storefront/catalogue/queries/reader';
import { getCategoryTree } from '@storefront/catalogue/queries/category-tree';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { seedSponsoredPlacements } from '@storefront/seed/ads/seed-sponsored';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { hostedListingSearch } from '../algolia/listing-search';
import { loadSponsoredProducts } from '../listing/sponsored';
import { EMBEDDED_APP_ID, EMBEDDED_SEARCH_KEY } from '../embedded/engine-keys';
import { embeddedSearchFor, setEmbeddedSearch } from '../embedded/search-engine';
import { EmbeddedSearchIndex } from '../embedded/search-index';
import { databaseFeed } from '../embedded/search-index-database';
import { embeddedEngine } from './engine';
import { similarProductsResponse } from './handlers';
import { sponsoredProductsResponse } from './sponsored';
import { visuallySimilarResponse } from './visually-similar';

/** The recommendation endpoints over the seeded catalogue, the embedded search engine and the embedded ad server. */
describe('recommendations over the embedded catalogue, search and ads', () => {
  const site = { id: 'hartley' };
  const search = hostedListingSearch({ siteId: 'hartley', reviewsEnabled: true });
  const get = (path: string) => new Request(`http://shop.test${path}`);
  let handle: DatabaseHandle;
  let index: EmbeddedSearchIndex;
  const saved = { ...process.env };

  beforeAll(async () => {
    for (const name of ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_ADMIN_KEY']) delete process.env[name];
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    await seedSponsoredPlacements(handle.db);
    index = await EmbeddedSearchIndex.open({ feed: databaseFeed(handle.db), sites: [{ fascia: 'hartley', prefix: 'hartley' }], checkIntervalMs: 60_000 });
    setEmbeddedSearch(embeddedSearchFor(index, { appId: EMBEDDED_APP_ID, searchKey: EMBEDDED_SEARCH_KEY, adminKey: 'test-admin' }));
  });

  afterAll(async () => {
    process.env = saved;
    setEmbeddedSearch(undefined);
    await index.settled();
    await handle.close();
  });

  async function aDress() {
    const reader = createCatalogueReader(handle.db);
    const [dress] = await reader.searchProducts('midi dress', { fascia: 'hartley', limit: 1 });
    return { reader, dress: dress! };
  }

  it('answers six visually similar products of the category, in the colour family first, never the product', async () => {
    const { reader, dress } = await aDress();
    const colour = dress.colourVariants.find((variant) => variant.isOnStock)!;
    const response = await visuallySimilarResponse(get(`/_api/search/visuallySimilar?key=${dress.key}&colour=${colour.colour}&fascia=hartley`), { site, productsByKeys: reader.productsByKeys, search });
    expect(response.status).toBe(200);
    const { visualSimilar } = (await response.json()) as { visualSimilar: Array<{ item_group_id: string; colour: string }> };
    expect(visualSimilar).toHaveLength(6);
    expect(visualSimilar.map((item) => item.item_group_id)).not.toContain(dress.key);
    const found = await reader.productsByKeys(visualSimilar.map((item) => item.item_group_id), { fascia: 'hartley' });
    expect(found.every((product) => product.category.slug === dress.category.slug)).toBe(true);
    const first = found.find((product) => product.key === visualSimilar[0]!.item_group_id)!;
    expect(first.colourVariants.find((variant) => variant.colour === visualSimilar[0]!.colour)?.colourFacet).toBe(colour.colourFacet);
  });

  it('answers similar product cards from the embedded engine', async () => {
    const { dress } = await aDress();
    const response = await similarProductsResponse(get(`/_api/recommendations/similar?key=${dress.key}`), { site, engine: embeddedEngine(async () => handle.db) });
    const { products } = (await response.json()) as { products: Array<{ key: string; url: string; colourVariants: unknown[] }> };
    expect(products).toHaveLength(10);
    expect(products.map((product) => product.key)).not.toContain(dress.key);
    for (const product of products) expect(product.url).not.toMatch(/[?&]size=/);
  });

  it('answers the sponsored products of the product’s category from the ad server', async () => {
    const { reader } = await aDress();
    const [dress] = (await reader.searchProducts('dress', { fascia: 'hartley', limit: 40 })).filter((product) => product.category.slug.startsWith('women/dresses'));
    const adServer = createAdServer({ db: async () => handle.db });
    const response = await sponsoredProductsResponse(get(`/_api/recommendations/sponsored?key=${dress!.key}&platform=mobile`), {
      site,
      productsByKeys: reader.productsByKeys,
      categories: () => getCategoryTree(handle.db, { fascia: 'hartley' }),
      loadSponsored: (category) => loadSponsoredProducts(site, category, { search, client: { transport: adServer, baseUrl: 'http://ads.test', timeoutMs: 2_000 } }),
    });
    const { ads } = (await response.json()) as { ads: Array<{ product: { key: string }; ad: { sponsor: string } }> };
    expect(ads.length).toBeGreaterThan(0);
    expect(ads.length).toBeLessThanOrEqual(4);
    for (const entry of ads) {
      expect(entry.product.key).not.toBe(dress!.key);
      expect(entry.ad.sponsor).toEqual(expect.any(String));
    }
  });
});
