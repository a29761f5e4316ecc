import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { seedProductPage } from '@storefront/seed/catalogue/seed-product-page';
import type { DatabaseHandle } from '@storefront/db/client';
import { productPageDetails, variants } from '@storefront/db/schema/catalogue';
import { openTestDatabase } from '@storefront/db/testing';
import { inStockVariants } from '../test-support';
import { reviewBasket } from './review';
import { addToCart, currentCart } from './service';
import { unitsLeftPerLine } from './stock-check';

describe('the basket re-checked against stock on each view', () => {
  let handle: DatabaseHandle;
  let stocked: Awaited<ReturnType<typeof inStockVariants>>;
  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    await seedProductPage(handle.db);
    stocked = await inStockVariants(handle.db, 3);
  });
  afterAll(() => handle.close());

  const setStock = (sku: string, stock: number) => handle.db.update(variants).set({ stock }).where(eq(variants.sku, sku));

  it('has nothing to say about a basket within the stock, and nothing for an owner without a basket', async () => {
    const owner = { guestId: 'review-fine' };
    await addToCart(handle.db, owner, { items: [{ sku: stocked[0]!.sku, quantity: 2 }] });
    expect(await reviewBasket(handle.db, owner)).toMatchObject({ changes: [], cart: { totalQuantity: 2 } });
    expect(await reviewBasket(handle.db, { guestId: 'review-nobody' })).toBeUndefined();
  });

  it('lowers a line asking more than is left to what is left, says so once, and keeps an out-of-stock line as it was', async () => {
    const owner = { guestId: 'review-low' };
    const [low, gone] = [stocked[1]!, stocked[2]!];
    await addToCart(handle.db, owner, { items: [{ sku: low.sku, quantity: 5 }, { sku: gone.sku, quantity: 2 }] });
    await setStock(low.sku, 2);
    await setStock(gone.sku, 0);
    const review = await reviewBasket(handle.db, owner);
    expect(review?.changes).toEqual([{ sku: low.sku, customisationKey: '', name: expect.any(String), from: 5, to: 2 }]);
    expect(review?.cart.lineItems.map((line) => [line.variant.sku, line.quantity, line.availableQuantity])).toEqual([
      [low.sku, 2, 2],
      [gone.sku, 2, 0],
    ]);
    // Stored: the next look finds nothing to change, and the basket still holds the out-of-stock line.
    expect((await reviewBasket(handle.db, owner))?.changes).toEqual([]);
    expect((await currentCart(handle.db, owner))?.lineItems.map((line) => line.quantity)).toEqual([2, 2]);
    await setStock(low.sku, low.stock);
    await setStock(gone.sku, gone.stock);
  });

  it('shares one variant’s stock among its lines customised differently, first added first served', async () => {
    const [{ sku }] = (await handle.db
      .select({ sku: variants.sku })
      .from(variants)
      .innerJoin(productPageDetails, eq(productPageDetails.productId, variants.productId))
      .where(eq(productPageDetails.customisationGroupName, 'monogram'))
      .limit(1)) as [{ sku: string }];
    await setStock(sku, 6);
    const owner = { guestId: 'review-shared' };
    const monogram = (value: string) => [{ displayName: 'Initials', apiName: 'initials', value }];
    await addToCart(handle.db, owner, { items: [{ sku, quantity: 2, customFields: monogram('AB') }] });
    await addToCart(handle.db, owner, { items: [{ sku, quantity: 3, customFields: monogram('CD') }] });
    await addToCart(handle.db, owner, { items: [{ sku, quantity: 1 }] });
    await setStock(sku, 3);
    const review = await reviewBasket(handle.db, owner);
    expect(review?.cart.lineItems.map((line) => line.quantity)).toEqual([2, 1, 1]);
    expect(review?.changes.map((change) => [change.from, change.to])).toEqual([[3, 1]]);
    expect(unitsLeftPerLine(review!.cart.lineItems.map((line) => ({ sku, quantity: line.quantity, stock: line.availableQuantity })))).toEqual([3, 1, 0]);
  });

  it('counts units left per line in order', () => {
    expect(
      unitsLeftPerLine([
        { sku: 'A', quantity: 2, stock: 3 },
        { sku: 'B', quantity: 9, stock: 4 },
        { sku: 'A', quantity: 2, stock: 3 },
        { sku: 'A', quantity: 1, stock: 3 },
      ]),
    ).toEqual([3, 4, 1, 0]);
  });
});
