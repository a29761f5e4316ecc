import { openTestDatabase } from '@storefront/db/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { categories, productColours, products, variants } from '@storefront/db/schema/catalogue';
import { isEmptyStore, storeContents } from '@storefront/db/store-contents';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from './generate';
import { seedCatalogue } from './seed-catalogue';

let handle: DatabaseHandle;
const expected = generateCatalogue();

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const total = async (table: typeof products | typeof variants | typeof productColours | typeof categories) => {
  const [row] = await handle.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
};

describe('seedCatalogue', () => {
  it('loads the whole generated catalogue into an empty database', async () => {
    const result = await seedCatalogue(handle.db);
    expect(result.seeded).toBe(true);
    expect(await total(products)).toBe(expected.products.length);
    expect(await total(productColours)).toBe(expected.productColours.length);
    expect(await total(variants)).toBe(expected.variants.length);
    expect(await total(categories)).toBe(expected.categories.length);
  });

  it('leaves a store that no longer reads as empty', async () => {
    const contents = await storeContents(handle.db);
    expect(contents.products).toBe(expected.products.length);
    expect(isEmptyStore(contents)).toBe(false);
  });

  it('stores rows exactly as generated (jsonb, timestamps, ratings)', async () => {
    const sample = expected.products[123]!;
    const [row] = await handle.db.select().from(products).where(eq(products.key, sample.key));
    expect(row).toMatchObject({
      id: sample.id,
      name: sample.name,
      attributes: sample.attributes,
      availableFascias: sample.availableFascias,
      averageRating: sample.averageRating,
      bestSellerRank: sample.bestSellerRank,
    });
    expect(new Date(row!.createdAt).toISOString()).toBe(sample.createdAt);
    const [category] = await handle.db.select().from(categories).where(eq(categories.slug, 'women/dresses/maxi-dresses'));
    expect(category?.breadcrumbs.map((crumb) => crumb.slug)).toEqual(['women', 'women/dresses', 'women/dresses/maxi-dresses']);
  });

  it('does nothing when products already exist', async () => {
    await handle.db.update(variants).set({ stock: 777 }).where(eq(variants.sku, expected.variants[0]!.sku));
    const result = await seedCatalogue(handle.db);
    expect(result.seeded).toBe(false);
    const [variant] = await handle.db.select().from(variants).where(eq(variants.sku, expected.variants[0]!.sku));
    expect(variant?.stock).toBe(777);
  });

  it('replaces the catalogue when forced', async () => {
    const result = await seedCatalogue(handle.db, { force: true });
    expect(result.seeded).toBe(true);
    expect(await total(products)).toBe(expected.products.length);
    const [variant] = await handle.db.select().from(variants).where(eq(variants.sku, expected.variants[0]!.sku));
    expect(variant?.stock).toBe(expected.variants[0]!.stock);
  });

  it('seeds once when two callers race', async () => {
    const [first, second] = await Promise.all([seedCatalogue(handle.db, { force: true }), seedCatalogue(handle.db)]);
    expect([first.seeded, second.seeded]).toContain(true);
    expect(await total(products)).toBe(expected.products.length);
  });
});
