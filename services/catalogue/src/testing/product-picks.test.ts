import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import type { DatabaseHandle } from '@storefront/db/client';
import { products } from '@storefront/db/schema/catalogue';
import { openTestDatabase } from '@storefront/db/testing';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { firstProductId } from './product-picks';

describe('product picks for tests', () => {
  let handle: DatabaseHandle;
  let all: Array<{ id: string; key: string; reviewCount: number; availableFascias: string[] }>;

  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    all = await handle.db
      .select({ id: products.id, key: products.key, reviewCount: products.reviewCount, availableFascias: products.availableFascias })
      .from(products)
      .orderBy(asc(products.key));
  });
  afterAll(() => handle.close());

  it('picks the first product by key that matches every condition', async () => {
    const expected = (match: (product: (typeof all)[number]) => boolean) => all.find(match)!.id;
    expect(await firstProductId(handle.db, { soldOn: 'coast', reviewCount: { min: 30 } })).toBe(expected((p) => p.availableFascias.includes('coast') && p.reviewCount >= 30));
    expect(await firstProductId(handle.db, { notSoldOn: 'nastygal' })).toBe(expected((p) => !p.availableFascias.includes('nastygal')));
    expect(await firstProductId(handle.db, { soldOn: 'coast', reviewCount: { min: 1, max: 29 } })).toBe(
      expected((p) => p.availableFascias.includes('coast') && p.reviewCount >= 1 && p.reviewCount <= 29),
    );
  });

  it('says so when nothing matches, or the site is unknown', async () => {
    await expect(firstProductId(handle.db, { reviewCount: { min: 1_000_000 } })).rejects.toThrow('No product matches');
    await expect(firstProductId(handle.db, { soldOn: 'nowhere' })).rejects.toThrow('Unknown site nowhere');
  });
});
