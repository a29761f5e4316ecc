import { openTestDatabase } from '@storefront/db/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { sponsoredPlacements } from '@storefront/db/schema/ads';
import { categories, products, variants } from '@storefront/db/schema/catalogue';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSponsoredPlacements } from '@storefront/seed/ads/seed-sponsored';
import { sponsoredPlan } from '@storefront/seed/ads/sponsored-plan';
import { categoryId } from '@storefront/seed/catalogue/category-rows';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { AD_SERVER_PATH, adResponseSchema, createAdServer } from './ad-server';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
});
afterAll(async () => {
  await handle?.close();
});

const adRequest = (body: unknown, init: { path?: string; method?: string } = {}) =>
  new Request(`http://ads.local${init.path ?? AD_SERVER_PATH}`, { method: init.method ?? 'POST', body: init.method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });

describe('sponsored placements', () => {
  it('seeds a handful of campaigns per site, each an in-stock product of the site below the planned category', async () => {
    const first = await seedSponsoredPlacements(handle.db);
    expect(first.seeded).toBe(true);
    expect((await seedSponsoredPlacements(handle.db)).seeded).toBe(false);
    const rows = await handle.db.select().from(sponsoredPlacements);
    expect(rows).toHaveLength(first.placements);
    for (const site of ['hartley', 'coast', 'nastygal']) {
      const own = rows.filter((row) => row.fascia === site);
      expect(own.length, site).toBeGreaterThanOrEqual(8);
      expect(own.length, site).toBeLessThanOrEqual(sponsoredPlan.reduce((sum, entry) => sum + entry.placements, 0));
    }
    // Women's dresses carry more than a phone shows on every site.
    for (const site of ['hartley', 'coast', 'nastygal']) {
      expect(rows.filter((row) => row.fascia === site && row.pageId === categoryId('women/dresses'))).toHaveLength(6);
    }
    for (const row of rows) {
      const [product] = await handle.db
        .select({ slug: categories.slug, fascias: products.availableFascias, stocked: sql<number>`(select count(*)::int from ${variants} where ${and(eq(variants.productId, products.id), gt(variants.stock, 0))})` })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.key, row.productKey));
      const planned = sponsoredPlan.find((entry) => categoryId(entry.categorySlug) === row.pageId)!;
      expect(product!.slug === planned.categorySlug || product!.slug.startsWith(`${planned.categorySlug}/`)).toBe(true);
      expect(product!.fascias).toContain(row.fascia);
      expect(product!.stocked).toBeGreaterThan(0);
      expect(row.sponsor).not.toBe('');
      expect(row.clickId).toMatch(/^clk-[a-z0-9]+$/);
    }
    // One listing's ads come from different brands while there are enough of them.
    const dresses = rows.filter((row) => row.fascia === 'hartley' && row.pageId === categoryId('women/dresses'));
    expect(new Set(dresses.map((row) => row.sponsor)).size).toBeGreaterThan(1);
  });

  it('answers an ad request for a category page with its live placements in rank order, up to maxAds', async () => {
    const server = createAdServer({ db: async () => handle.db });
    const response = await server(adRequest({ siteId: 'hartley', pageType: 'category', pageId: categoryId('women/dresses'), placement: 'listing-top', maxAds: 5, requestId: 'r1' }));
    expect(response.status).toBe(200);
    const body = adResponseSchema.parse(await response.json());
    expect(body.requestId).toBe('r1');
    expect(body.ads.map((ad) => ad.rank)).toEqual([1, 2, 3, 4, 5]);

    const none = adResponseSchema.parse(await (await server(adRequest({ siteId: 'hartley', pageType: 'category', pageId: categoryId('women/jeans'), placement: 'listing-top', maxAds: 5 }))).json());
    expect(none.ads).toEqual([]);
  });

  it('leaves out campaigns that have not started or have ended', async () => {
    const pageId = categoryId('women/dresses');
    const server = createAdServer({ db: async () => handle.db, now: () => new Date('2020-01-01T00:00:00Z') });
    const early = adResponseSchema.parse(await (await server(adRequest({ siteId: 'coast', pageType: 'category', pageId, placement: 'listing-top', maxAds: 10 }))).json());
    expect(early.ads).toEqual([]);
    await handle.db.update(sponsoredPlacements).set({ endsAt: '2021-01-01T00:00:00Z' }).where(eq(sponsoredPlacements.id, 'sp-coast-women-dresses-1'));
    const live = createAdServer({ db: async () => handle.db });
    const later = adResponseSchema.parse(await (await live(adRequest({ siteId: 'coast', pageType: 'category', pageId, placement: 'listing-top', maxAds: 10 }))).json());
    expect(later.ads.map((ad) => ad.adId)).not.toContain('sp-coast-women-dresses-1');
    expect(later.ads).toHaveLength(5);
  });

  it('refuses malformed requests with a 4xx and a message', async () => {
    const server = createAdServer({ db: async () => handle.db });
    const cases: Array<[Request, number, RegExp]> = [
      [adRequest({ siteId: 'hartley', pageType: 'search', pageId: 'x', placement: 'p', maxAds: 1 }), 400, /pageType/],
      [adRequest({ siteId: 'hartley', pageType: 'category', pageId: 'x', placement: 'p', maxAds: 0 }), 400, /maxAds/],
      [adRequest('{not json'), 400, /JSON/],
      [adRequest('x'.repeat(5000)), 413, /too large/],
      [adRequest(undefined, { method: 'GET' }), 405, /POST/],
      [adRequest({}, { path: '/v1/other' }), 404, /sponsored-products/],
    ];
    for (const [request, status, message] of cases) {
      const response = await server(request);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
  });
});
