import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { deleteVariants, renameCategoryOf, updateProduct, updateVariants } from '../testing/catalogue-edits';
import { catalogueFingerprints, catalogueVersion, changedProducts, type CatalogueFingerprints } from './catalogue-fingerprints';
import { listingRecords } from './listing-records';
import type { ListingRecord } from './listing-record';

describe('catalogue version and fingerprints', () => {
  let handle: DatabaseHandle;
  let records: ListingRecord[];

  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    records = await listingRecords(handle.db, 'coast');
  });
  afterAll(() => handle.close());

  /** The version and fingerprints before and after a change. */
  async function across(change: () => Promise<unknown>) {
    const before = { version: await catalogueVersion(handle.db), prints: await catalogueFingerprints(handle.db) };
    await change();
    const after = { version: await catalogueVersion(handle.db), prints: await catalogueFingerprints(handle.db) };
    return { before, after, changed: changedProducts(before.prints, after.prints) };
  }

  it('fingerprints every product under its key, and reads the same twice when nothing changed', async () => {
    const prints = await catalogueFingerprints(handle.db);
    for (const record of records) expect(prints.keys.get(record.card.id)).toBe(record.productKey);
    expect(prints.products.size).toBe(prints.keys.size);
    expect(await catalogueFingerprints(handle.db)).toEqual(prints);
    expect(await catalogueVersion(handle.db)).toBe(await catalogueVersion(handle.db));
  });

  it('does not move when stock moves but availability does not', async () => {
    const product = records.find((record) => record.isOnStock)!;
    const { before, after, changed } = await across(async () => {
      expect(await updateVariants(handle.db, product.card.id, { stock: 999 }, { inStock: true })).toBeGreaterThan(0);
    });
    expect(after.version).toBe(before.version);
    expect(changed).toEqual([]);
  });

  it('moves with a product’s price or availability, and names only that product', async () => {
    const [priced, soldOut] = records.filter((record) => record.isOnStock).slice(1, 3);
    const price = await across(() => updateVariants(handle.db, priced!.card.id, { pricePence: 100 }));
    expect(price.after.version).not.toBe(price.before.version);
    expect(price.changed).toEqual([priced!.card.id]);
    const stock = await across(() => updateVariants(handle.db, soldOut!.card.id, { stock: 0 }));
    expect(stock.after.version).not.toBe(stock.before.version);
    expect(stock.changed).toEqual([soldOut!.card.id]);
  });

  it('names a product that moved site or lost its variants', async () => {
    const [moved, emptied] = records.slice(-2);
    const { before, after, changed } = await across(async () => {
      await updateProduct(handle.db, moved!.card.id, { availableFascias: ['nastygal'] });
      await deleteVariants(handle.db, emptied!.card.id);
    });
    expect(after.version).not.toBe(before.version);
    expect(changed?.sort()).toEqual([moved!.card.id, emptied!.card.id].sort());
  });

  it('asks for a full rebuild when a category changes (a change every record shares)', async () => {
    const { before, after, changed } = await across(() => renameCategoryOf(handle.db, records[0]!.card.id, 'Renamed category'));
    expect(after.version).not.toBe(before.version);
    expect(after.prints.shared).not.toBe(before.prints.shared);
    expect(changed).toBeUndefined();
  });
});

describe('changedProducts', () => {
  const prints = (shared: string, entries: Record<string, string>): CatalogueFingerprints => ({
    shared,
    products: new Map(Object.entries(entries)),
    keys: new Map(Object.keys(entries).map((id) => [id, id.toUpperCase()])),
  });

  it('lists the products whose fingerprint moved, appeared or disappeared', () => {
    expect(changedProducts(prints('s', { a: '1', b: '2', c: '3' }), prints('s', { a: '1', b: '9', d: '4' }))?.sort()).toEqual(['b', 'c', 'd']);
    expect(changedProducts(prints('s', { a: '1' }), prints('s', { a: '1' }))).toEqual([]);
  });

  it('asks for a full rebuild when categories or brands changed, or nothing was known before', () => {
    expect(changedProducts(prints('s', { a: '1' }), prints('t', { a: '1' }))).toBeUndefined();
    expect(changedProducts(undefined, prints('s', { a: '1' }))).toBeUndefined();
  });
});
