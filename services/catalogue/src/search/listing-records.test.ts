import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { discountBand, priceBand, ratingGroup } from './listing-record';
import { isNextDayEligible, listingRecords } from './listing-records';
import { indexSettings, sortIndexName } from './index-settings';

describe('listing records', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
  });
  afterAll(() => handle.close());

  it('holds every product the site sells, once, with its card', async () => {
    const records = await listingRecords(handle.db, 'coast');
    const result = (await handle.db.execute(sql`select count(*)::int as n from products where available_fascias @> '["coast"]'::jsonb`)) as unknown as { rows: Array<{ n: number }> };
    expect(records.length).toBe(result.rows[0]!.n);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
    for (const record of records.slice(0, 50)) {
      expect(record.card.key).toBe(record.objectID);
      expect(record.price).toBe(record.card.price.pence / 100);
      expect(record.categorySlugs.at(-1)).toBe(record.card.category.slug);
      expect(record.categorySlugs[0]).toBe(record.department);
      expect(record.priceBands).toBe(priceBand(record.price));
      expect(record.isNextDay).toBe(record.isOnStock && isNextDayEligible(record.productKey));
      expect(record.collection).toBe(record.card.brand.id.replace(/-/g, ' '));
    }
    expect(await listingRecords(handle.db, 'nowhere')).toEqual([]);
  });

  it('sizes are those in stock, discounts the largest genuine saving', async () => {
    const records = await listingRecords(handle.db, 'hartley');
    const reduced = records.find((r) => r.discountPercentage > 0)!;
    expect(reduced.discountBands).toBe(discountBand(reduced.discountPercentage));
    expect(Math.max(...reduced.card.colourVariants.map((v) => v.percentageSaving ?? 0))).toBe(reduced.discountPercentage);
    for (const record of records.slice(0, 50)) {
      const inStock = new Set(record.card.colourVariants.flatMap((v) => v.sizesInStock));
      expect(new Set(record.sizes)).toEqual(inStock);
    }
  });

  it('bands prices, discounts and ratings', () => {
    expect([0, 24.99, 25, 99, 150, 400].map(priceBand)).toEqual(['£0 - £25', '£0 - £25', '£25 - £50', '£75 - £100', '£150+', '£150+']);
    expect([0, 10, 20, 45, 70].map(discountBand)).toEqual([null, 'Up to 20%', '20% - 40%', '40% - 60%', '60% +']);
    expect([null, 2.9, 3.5, 4.2, 4.8].map(ratingGroup)).toEqual([null, 'Under 3', '3 & up', '4 & up', '4.5 & up']);
  });

  it('names a replica per sort and configures them', () => {
    const settings = indexSettings('coast');
    expect(settings[0]?.indexName).toBe('coast_products');
    expect(settings[0]?.settings.replicas).toEqual(['coast_products_best_sellers', 'coast_products_price_asc', 'coast_products_price_desc', 'coast_products_newness', 'coast_products_rating_desc']);
    expect(sortIndexName('coast', 'price-asc')).toBe('coast_products_price_asc');
    expect(settings.find((s) => s.indexName === 'coast_products_price_desc')?.settings.customRanking).toEqual(['desc(price)', 'asc(bestSellerRank)']);
  });
});
