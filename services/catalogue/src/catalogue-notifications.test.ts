import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { seedCatalogue } from '@storefront/seed/catalogue/seed-catalogue';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { CATALOGUE_CHANNEL, parseCatalogueNotification, type CatalogueNotification } from './catalogue-notifications';
import { listingRecords } from './search/listing-records';
import type { ListingRecord } from './search/listing-record';
import { deleteVariants, renameCategoryOf, updateProduct, updateVariants } from './testing/catalogue-edits';

/**
 * The catalogue tables tell every process what a write touched, whoever made it: these writes go
 * through the merchandising edits tests use (plain UPDATE/DELETE statements), as a script or psql would.
 */
describe('catalogue change notifications', () => {
  let handle: DatabaseHandle;
  let records: ListingRecord[];
  const received: CatalogueNotification[] = [];
  let wake: (() => void) | undefined;
  let stop: () => void;

  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    records = await listingRecords(handle.db, 'coast');
    stop = await handle.notifications.listen(CATALOGUE_CHANNEL, (payload) => {
      const parsed = parseCatalogueNotification(payload);
      if (!parsed) throw new Error(`Not a catalogue notification: ${payload}`);
      received.push(parsed);
      wake?.();
    });
  });
  afterAll(async () => {
    stop();
    await handle.close();
  });

  /** The notifications a change sends (a marker statement after it says when they have all arrived). */
  async function notificationsOf(change: () => Promise<unknown>): Promise<CatalogueNotification[]> {
    received.length = 0;
    await change();
    await handle.notifications.notify(CATALOGUE_CHANNEL, JSON.stringify({ table: 'marker', products: [] }));
    while (!received.some((notification) => notification.table === 'marker')) await new Promise<void>((resolve) => (wake = resolve));
    return received.filter((notification) => notification.table !== 'marker');
  }

  it('names the product whose price or stock changed, once per statement', async () => {
    const product = records[0]!.card.id;
    const notified = await notificationsOf(() => updateVariants(handle.db, product, { pricePence: 4_200 }));
    expect(notified).toEqual([{ table: 'variants', productIds: [product], categorySlugs: [], brandIds: [] }]);
  });

  it('names every product of a statement that changed several, and a renamed product', async () => {
    const [a, b] = [records[1]!.card.id, records[2]!.card.id];
    const notified = await notificationsOf(async () => {
      await deleteVariants(handle.db, a);
      await updateProduct(handle.db, b, { name: 'Renamed by a script' });
    });
    expect(notified).toEqual([
      { table: 'variants', productIds: [a], categorySlugs: [], brandIds: [] },
      { table: 'products', productIds: [b], categorySlugs: [], brandIds: [] },
    ]);
  });

  it('names a renamed category by its path, with the products in it', async () => {
    const record = records[3]!;
    const categoryProducts = records.filter((other) => other.categorySlugs.at(-1) === record.categorySlugs.at(-1)).map((other) => other.card.id);
    const notified = await notificationsOf(() => renameCategoryOf(handle.db, record.card.id, 'Renamed category'));
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatchObject({ table: 'categories', categorySlugs: [record.categorySlugs.at(-1)] });
    // Every product of the category (other sites' included), coast's among them.
    expect(notified[0]!.productIds).toEqual(expect.arrayContaining(categoryProducts));
  });

  it('stays silent for a statement that changed no row', async () => {
    expect(await notificationsOf(() => updateVariants(handle.db, records[4]!.card.id, { stock: 0 }, { size: 'no-such-size' }))).toEqual([]);
  });

  it('says "every product" for a statement too large to list (a reload of the catalogue)', async () => {
    const notified = await notificationsOf(() => seedCatalogue(handle.db, { force: true }));
    const everything = notified.filter((notification) => notification.productIds === null);
    expect(everything.map((notification) => notification.table)).toEqual(expect.arrayContaining(['products', 'variants', 'product_colours']));
    expect(notified.every((notification) => (notification.productIds?.length ?? 0) <= 200)).toBe(true);
  });

  it('refuses payloads that are not notifications', () => {
    expect(parseCatalogueNotification('not json')).toBeUndefined();
    expect(parseCatalogueNotification(JSON.stringify({ table: 'products', products: 'all' }))).toBeUndefined();
  });
});
