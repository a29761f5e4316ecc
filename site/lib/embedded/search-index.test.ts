import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { listingRecords } from '@storefront/catalogue/search/listing-records';
import { searchRules } from '@storefront/catalogue/search/search-rules';
import { deleteVariants, renameCategoryOf, updateProduct, updateVariants } from '@storefront/catalogue/testing/catalogue-edits';
import type { ListingRecord } from '@storefront/catalogue/search/listing-record';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { EmbeddedSearchIndex } from './search-index';
import { databaseFeed, defaultSnapshotFile } from './search-index-database';

const coast = [{ fascia: 'coast', prefix: 'coast' }];
const byKey = (key: string) => `productKey:${key}`;

describe('embedded search index', () => {
  let handle: DatabaseHandle;
  let index: EmbeddedSearchIndex;
  let records: ListingRecord[];
  const dir = mkdtempSync(join(tmpdir(), 'search-index-'));

  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    records = await listingRecords(handle.db, 'coast');
    index = await EmbeddedSearchIndex.open({ feed: databaseFeed(handle.db), sites: coast, checkIntervalMs: 60_000 });
  });
  afterAll(async () => {
    await index.settled();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const search = (params: Record<string, unknown>, indexName = 'coast_products') => index.engine.search(indexName, params);

  it('holds every record of the site in the primary and its sort replicas', () => {
    expect(index.source).toBe('database');
    expect(index.summary()).toEqual([
      {
        fascia: 'coast',
        indexName: 'coast_products',
        records: records.length,
        rules: searchRules('coast').length,
        replicas: ['coast_products_best_sellers', 'coast_products_price_asc', 'coast_products_price_desc', 'coast_products_newness', 'coast_products_rating_desc'],
      },
    ]);
    const cheapest = Math.min(...records.map((record) => record.price));
    expect(search({ hitsPerPage: 1 }, 'coast_products_price_asc').hits[0]!.price).toBe(cheapest);
  });

  it('carries the site’s search redirects as query rules, on the sort replicas too, for text searches only', () => {
    for (const indexName of ['coast_products', 'coast_products_price_asc']) {
      const answer = search({ query: 'Delivery', ruleContexts: ['search'] }, indexName);
      expect(answer.renderingContent).toEqual({ redirect: { url: '/pages/informational/delivery' } });
      expect(answer.appliedRules).toEqual([{ objectID: 'redirect-delivery' }]);
    }
    const brand = search({ query: 'coast', ruleContexts: ['search'] });
    expect(brand.renderingContent).toEqual({ redirect: { url: '/pages/brands/coast' } });
    expect(brand.userData).toEqual([{ redirectMobile: '/categories/women/facet/collection/coast' }]);
    // Category listings send ruleContexts ['category']; content blocks send none.
    expect(search({ query: 'delivery', ruleContexts: ['category'] }).renderingContent).toEqual({});
    expect(search({ query: 'coast' }).renderingContent).toEqual({});
  });

  it('a size selling out takes the product out of that size facet once synced', async () => {
    const product = records.find((record) => record.isOnStock && record.sizes.length >= 2)!;
    const size = product.sizes[0]!;
    const inSize = { facetFilters: [[`sizes:${size}`], [byKey(product.productKey)]], facets: ['sizes'] };
    expect(search(inSize).nbHits).toBe(1);
    const sizeCount = search({ query: '', facets: ['sizes'] }).facets!.sizes![size]!;

    await updateVariants(handle.db, product.card.id, { stock: 0 }, { size });
    // Not yet checked: searches still answer from the index as it was.
    expect(search(inSize).nbHits).toBe(1);

    const warm = vi.spyOn(index.engine, 'warm');
    expect(await index.sync()).toMatchObject({ changed: true, updated: 1, deleted: 0 });
    // What searches need is built by the sync, not by the next shopper's search.
    expect(warm.mock.calls.map(([indexName]) => indexName)).toContain('coast_products');
    warm.mockRestore();
    expect(search(inSize).nbHits).toBe(0);
    expect(search({ query: '', facets: ['sizes'] }).facets!.sizes![size] ?? 0).toBe(sizeCount - 1);
    const [hit] = search({ filters: `productKey:${product.productKey}` }).hits;
    expect(hit!.sizes).not.toContain(size);
    expect(hit!.sizes).toEqual(product.sizes.slice(1));
  });

  it('a product with nothing left in stock stops matching the in-stock filter', async () => {
    const product = records.find((record) => record.isOnStock && record.productKey !== records[0]!.productKey)!;
    const inStock = { filters: `isOnStock:true AND productKey:${product.productKey}` };
    expect(search(inStock).nbHits).toBe(1);
    await updateVariants(handle.db, product.card.id, { stock: 0 });
    await index.sync();
    expect(search(inStock).nbHits).toBe(0);
    expect(search({ filters: `productKey:${product.productKey}` }).hits[0]).toMatchObject({ isOnStock: false, sizes: [] });
  });

  it('a price cut moves the product to the top of the price-ascending sort and into the price filter', async () => {
    const product = records.find((record) => record.price > 50)!;
    expect(search({ hitsPerPage: 1 }, 'coast_products_price_asc').hits[0]!.objectID).not.toBe(product.objectID);
    await updateVariants(handle.db, product.card.id, { pricePence: 100 });
    await index.sync();
    const [first] = search({ hitsPerPage: 1 }, 'coast_products_price_asc').hits;
    expect(first).toMatchObject({ objectID: product.objectID, price: 1 });
    expect(search({ numericFilters: ['price <= 1'] }).hits.map((hit) => hit.objectID)).toEqual([product.objectID]);
  });

  it('does nothing when the catalogue has not changed, or when stock moves but availability does not', async () => {
    expect(await index.sync()).toMatchObject({ changed: false, updated: 0, deleted: 0 });
    const product = records.find((record) => record.isOnStock)!;
    // Records hold availability, not quantities: the catalogue's version does not move.
    expect(await updateVariants(handle.db, product.card.id, { stock: 999 }, { inStock: true })).toBeGreaterThan(0);
    expect(await index.sync()).toMatchObject({ changed: false, updated: 0, deleted: 0 });
  });

  it('removes products that are gone or no longer sold on the site', async () => {
    const [gone, moved] = records.slice(-2);
    await updateProduct(handle.db, moved!.card.id, { availableFascias: ['nastygal'] });
    await deleteVariants(handle.db, gone!.card.id);
    expect(await index.sync()).toMatchObject({ changed: true, updated: 0, deleted: 2 });
    expect(search({ filters: `productKey:${gone!.productKey} OR productKey:${moved!.productKey}` }).nbHits).toBe(0);
    expect(index.summary()[0]!.records).toBe(records.length - 2);
  });

  it('renaming a category rewrites the records of its products (a change every record shares)', async () => {
    const dress = records.find((record) => record.categorySlugs.includes('women/dresses/maxi-dresses'))!;
    await renameCategoryOf(handle.db, dress.card.id, 'Long Dresses');
    const result = await index.sync();
    expect(result.updated).toBeGreaterThan(1);
    expect(search({ filters: byKey(dress.productKey) }).hits[0]).toMatchObject({ categoryTaxonomy: 'Long Dresses' });
  });

  it('checks in the background at most once per interval', async () => {
    const product = records.find((record) => record.isOnStock && record.sizes.length >= 1 && record.productKey !== records[0]!.productKey && record.wasPrice === null)!;
    await updateVariants(handle.db, product.card.id, { wasPricePence: 1_000_000 });
    const reduced = () => search({ filters: `productKey:${product.productKey} AND discountPercentage > 90` }).nbHits;
    // The last check was just now (the syncs above): not due yet.
    index.syncIfDue(Date.now());
    await index.settled();
    expect(reduced()).toBe(0);
    index.syncIfDue(Date.now() + 60_000);
    await index.settled();
    expect(reduced()).toBe(1);
  });

  it('starts from a fresh snapshot, and from the database when the snapshot is stale or unreadable', async () => {
    const file = join(dir, 'index.json.gz');
    expect(await index.writeSnapshot(file)).toMatchObject({ file });
    const query = { query: 'dress', facets: ['*'], hitsPerPage: 5 };
    const expected = search(query);

    const loaded = await EmbeddedSearchIndex.open({ feed: databaseFeed(handle.db), sites: coast, snapshotFile: file });
    expect(loaded.source).toBe('snapshot');
    expect(loaded.summary()).toEqual(index.summary());
    expect(loaded.engine.rulesOf('coast_products_newness')).toEqual(index.engine.rulesOf('coast_products'));
    const answer = loaded.engine.search('coast_products', query);
    expect(answer.nbHits).toBe(expected.nbHits);
    expect(answer.facets).toEqual(expected.facets);
    expect(answer.hits.map((hit) => hit.objectID)).toEqual(expected.hits.map((hit) => hit.objectID));

    await updateProduct(handle.db, records[0]!.card.id, { name: 'Renamed dress' });
    const stale = await EmbeddedSearchIndex.open({ feed: databaseFeed(handle.db), sites: coast, snapshotFile: file });
    expect(stale.source).toBe('database');
    expect(stale.engine.search('coast_products', { filters: `productKey:${records[0]!.productKey}` }).hits[0]!.name).toBe('Renamed dress');

    writeFileSync(file, 'not a snapshot');
    expect((await EmbeddedSearchIndex.open({ feed: databaseFeed(handle.db), sites: coast, snapshotFile: file })).source).toBe('database');
  });

  it('keeps the snapshot beside the database, or where SEARCH_SNAPSHOT_FILE says', () => {
    expect(defaultSnapshotFile({ STOREFRONT_DATA_DIR: '/srv/data/pglite/' })).toBe('/srv/data/pglite.search-index.json.gz');
    expect(defaultSnapshotFile({ STOREFRONT_DATA_DIR: '/srv/db', SEARCH_SNAPSHOT_FILE: '/srv/search.json.gz' })).toBe('/srv/search.json.gz');
    expect(defaultSnapshotFile({ SEARCH_SNAPSHOT_FILE: 'off' })).toBeUndefined();
    expect(defaultSnapshotFile({ DATABASE_URL: 'postgres://db/shop' })).toMatch(/\.data\/search-index\.json\.gz$/);
  });
});
