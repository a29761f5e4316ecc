import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSummaries } from '@storefront/catalogue/queries/summary';
import { listingRecords } from '@storefront/catalogue/search/listing-records';
import { generateCatalogue } from '../catalogue/generate';
import { seedCatalogue } from '../catalogue/seed-catalogue';
import { SEEDED_CATALOGUE } from '../catalogue/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { reviews } from '@storefront/db/schema/reviews';
import { openTestDatabase } from '@storefront/db/testing';
import { productsFromCatalogue } from './products-from-catalogue';
import { ratingTotal } from './ratings';
import { loadProductsForReviews, seedReviews } from './seed-reviews';

interface ProductReviews {
  key: string;
  id: string;
  review_count: number;
  average_rating: string | number | null;
  stored: number;
  stored_average: string | number | null;
}

/** Every product's catalogue count and rating beside what its stored reviews give. */
async function perProduct(handle: DatabaseHandle): Promise<ProductReviews[]> {
  const result = (await handle.db.execute(sql`
    select p.key, p.id, p.review_count, p.average_rating, coalesce(r.n, 0)::int as stored, r.average as stored_average
      from products p
      left join (select product_key, count(*)::int as n, round(avg(rating), 1) as average from reviews group by product_key) r on r.product_key = p.key
     order by p.key`)) as unknown as { rows: ProductReviews[] };
  return result.rows;
}

const disagreeing = (rows: ProductReviews[]) =>
  rows.filter((row) => row.stored !== row.review_count || (row.stored > 0 && Number(row.average_rating) !== Number(row.stored_average)));

describe('seedReviews', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
  });
  afterAll(() => handle.close());

  it('reads the products as the generator tests build them from the generated catalogue', async () => {
    // The generator's unit tests run on productsFromCatalogue: it must be what the seed reads.
    expect(await loadProductsForReviews(handle.db)).toEqual(productsFromCatalogue(generateCatalogue()));
  });

  it('gives every product exactly its review count, averaging the rating its cards and listing records show', async () => {
    const before = new Map((await perProduct(handle)).map((row) => [row.key, Number(row.average_rating)]));
    const result = await seedReviews(handle.db);
    expect(result.seeded).toBe(true);

    const rows = await perProduct(handle);
    expect(result.reviews).toBe(rows.reduce((sum, row) => sum + row.review_count, 0));
    expect(result.reviews).toBeGreaterThan(50_000);
    expect(disagreeing(rows)).toEqual([]);

    // Only ratings no set of that many reviews can give (one review cannot average 4.3) moved, to the nearest reachable.
    const moved = rows.filter((row) => row.review_count > 0 && Number(row.average_rating) !== before.get(row.key));
    expect(moved.length).toBe(result.ratingsAdjusted);
    for (const row of moved) {
      expect(ratingTotal(row.review_count, before.get(row.key)!).exact, row.key).toBe(false);
      expect(Math.abs(Number(row.average_rating) - before.get(row.key)!)).toBeLessThanOrEqual(0.5);
    }

    // What shoppers see: product cards and the search index's listing records.
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const cards = await loadSummaries(handle.db, rows.filter((row) => row.review_count > 0).slice(0, 300).map((row) => row.id));
    expect(cards.length).toBeGreaterThan(250);
    for (const card of cards) {
      const row = byKey.get(card.key)!;
      expect([card.key, card.reviewCount, card.averageRating]).toEqual([card.key, row.stored, Number(row.stored_average)]);
    }
    const records = await listingRecords(handle.db, 'coast');
    expect(records.length).toBeGreaterThan(100);
    for (const record of records) {
      const row = byKey.get(record.productKey)!;
      expect(record.totalReviewCount).toBe(row.stored);
      expect(record.averageRating).toBe(row.stored > 0 ? Number(row.stored_average) : null);
    }
  });

  it('does nothing when the reviews already match, and rewrites them once when the catalogue is replaced', async () => {
    const again = await seedReviews(handle.db);
    expect(again).toMatchObject({ seeded: false, reviews: 0 });

    await seedCatalogue(handle.db, { force: true });
    // The replaced catalogue carries its generated ratings again: the reviews no longer match…
    expect(disagreeing(await perProduct(handle)).length).toBeGreaterThan(0);
    const [kept] = await handle.db.select().from(reviews).limit(1);
    await handle.db.insert(reviews).values({ ...kept!, id: 'rvw-gone-0001', productKey: 'GON00001', sku: 'GON00001-01-01' });
    // Two processes starting together seed once (the second waits for the first's lock)…
    const [first, second] = await Promise.all([seedReviews(handle.db), seedReviews(handle.db)]);
    expect([first.seeded, second.seeded].sort()).toEqual([false, true]);
    // …and afterwards the reviews match again, with none left for a product that is gone.
    expect(disagreeing(await perProduct(handle))).toEqual([]);
    const orphans = (await handle.db.execute(sql`select count(*)::int as n from reviews r where not exists (select 1 from products p where p.key = r.product_key)`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(orphans.rows[0]!.n).toBe(0);
  });
});
