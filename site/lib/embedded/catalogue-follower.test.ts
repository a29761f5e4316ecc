import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueEvents, type CatalogueChange } from '@storefront/catalogue/events';
import type { ListingRecord } from '@storefront/catalogue/search/listing-record';
import { productDetail } from '@storefront/catalogue/queries/product-detail';
import { productKeysOf } from '@storefront/catalogue/queries/product-keys';
import { listingRecords } from '@storefront/catalogue/search/listing-records';
import { updateProduct, updateVariants } from '@storefront/catalogue/testing/catalogue-edits';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { followCatalogueChanges } from './catalogue-follower';
import { EmbeddedSearchIndex } from './search-index';
import { databaseFeed } from './search-index-database';

const coast = [{ fascia: 'coast', prefix: 'coast' }];

/**
 * A write to the catalogue (here as a script would make it) reaches the process: its search
 * index follows at once, not at the next few-second check, and the catalogue event comes after,
 * naming the products, categories and brands a cache of pages must drop.
 */
describe('following catalogue changes', () => {
  let handle: DatabaseHandle;
  let index: EmbeddedSearchIndex;
  let records: ListingRecord[];
  let stop: () => void;
  const events = new CatalogueEvents();
  const announced: Array<{ change: CatalogueChange; nameInIndex: unknown }> = [];
  let wake: (() => void) | undefined;

  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    records = await listingRecords(handle.db, 'coast');
    // An hour between checks: only the notification can bring the index in step here.
    index = await EmbeddedSearchIndex.open({ feed: databaseFeed(handle.db), sites: coast, checkIntervalMs: 3_600_000 });
    events.onCatalogueChange((change) => {
      const first = change.productIds[0];
      const record = records.find((candidate) => candidate.card.id === first);
      // What a page rendered by this listener would show: the index as it is when the event comes.
      const nameInIndex = record ? index.engine.getObjects([{ indexName: 'coast_products', objectID: record.objectID }]).results[0]?.name : undefined;
      announced.push({ change, nameInIndex });
      wake?.();
    });
    stop = await followCatalogueChanges({ notifications: handle.notifications, events, search: () => Promise.resolve(index), productKeysOf: (ids) => productKeysOf(handle.db, ids) });
  });
  afterAll(async () => {
    stop();
    await index.settled();
    await handle.close();
  });

  const nextAnnouncement = async (count: number) => {
    while (announced.length < count) await new Promise<void>((resolve) => (wake = resolve));
    return announced[count - 1]!;
  };

  it('syncs the search index, then announces the product with its categories and brand', async () => {
    const product = records[0]!;
    await updateProduct(handle.db, product.card.id, { name: 'Renamed by a script' });
    const { change, nameInIndex } = await nextAnnouncement(1);
    expect(nameInIndex).toBe('Renamed by a script');
    expect(change).toMatchObject({ everything: false, productIds: [product.card.id], productKeys: [product.productKey], brandIds: [product.card.brand.id] });
    expect(change.categorySlugs.sort()).toEqual([...product.categorySlugs].sort());
  });

  it('gathers a burst of changes into few announcements, none lost', async () => {
    const burst = records.slice(1, 6);
    const before = announced.length;
    for (const record of burst) await updateVariants(handle.db, record.card.id, { pricePence: 1_234 });
    const ids = new Set<string>();
    let seen = before;
    while (!burst.every((record) => ids.has(record.card.id))) {
      const { change } = await nextAnnouncement(++seen);
      for (const id of change.productIds) ids.add(id);
    }
    expect(announced.length - before).toBeLessThanOrEqual(burst.length);
    const prices = index.engine.getObjects(burst.map((record) => ({ indexName: 'coast_products', objectID: record.objectID }))).results.map((hit) => hit?.price);
    expect(prices).toEqual(burst.map(() => 12.34));
  });

  it("names a product whose change the search index does not carry, for its product page's sake", async () => {
    // The dearest size dearer still: the product's lowest price, and so its listing record, stay as they were.
    const record = records[8]!;
    const before = announced.length;
    const detail = await productDetail(handle.db, record.card.id, { fascia: 'coast' });
    const dearest = [...detail!.variants].sort((a, b) => b.price.pence - a.price.pence)[0]!;
    await updateVariants(handle.db, record.card.id, { pricePence: 99_999 }, { size: dearest.size });
    let seen = before;
    let change: CatalogueChange;
    do change = (await nextAnnouncement(++seen)).change;
    while (!change.productIds.includes(record.card.id));
    expect(change.productKeys).toContain(record.productKey);
  });
});

describe('following catalogue changes after a lost database connection', () => {
  it('syncs the search index and announces that everything may have changed', async () => {
    let reconnected: (() => void) | undefined;
    const notifications = {
      listen: async () => () => undefined,
      notify: async () => undefined,
      onReconnect: (handler: () => void) => {
        reconnected = handler;
        return () => undefined;
      },
      close: async () => undefined,
    };
    const events = new CatalogueEvents();
    const announced: CatalogueChange[] = [];
    let syncs = 0;
    const done = new Promise<void>((resolve) => events.onCatalogueChange((change) => (announced.push(change), resolve())));
    const stop = await followCatalogueChanges({
      notifications,
      events,
      search: () => Promise.resolve({ syncAfterChange: async () => (syncs++, { changed: true, updated: 1, deleted: 0, touched: { productIds: ['prd-a'], productKeys: ['ABC12345'], categorySlugs: ['women'], brandIds: ['coast'] }, ms: 1 }) }),
    });
    reconnected!();
    await done;
    stop();
    expect(syncs).toBe(1);
    expect(announced).toEqual([{ everything: true, productIds: [], productKeys: [], categorySlugs: ['women'], brandIds: ['coast'], at: expect.any(String) }]);
  });
});
