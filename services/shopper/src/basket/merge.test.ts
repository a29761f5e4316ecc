import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { variants } from '@storefront/db/schema/catalogue';
import { openTestDatabase } from '@storefront/db/testing';
import { signUp } from '../accounts/accounts';
import { inStockVariants } from '../test-support';
import { mergeGuestBasket } from './merge';
import { reviewBasket } from './review';
import { addToCart, currentCart, type BasketOwner } from './service';

describe('a guest’s basket merged into the account’s on sign-in', () => {
  let handle: DatabaseHandle;
  let stocked: Awaited<ReturnType<typeof inStockVariants>>;
  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    stocked = await inStockVariants(handle.db, 4);
  });
  afterAll(() => handle.close());

  const account = async (email: string) => {
    const created = await signUp(handle.db, { email, name: 'Shopper', password: 'password123' });
    if (!created.ok) throw new Error(created.message);
    return created.userId;
  };
  const add = async (owner: BasketOwner, items: Array<{ sku: string; quantity: number; customFields?: Array<{ displayName: string; apiName: string; value: string }> }>) => {
    const added = await addToCart(handle.db, owner, { items });
    if (!added.ok) throw new Error(added.message);
  };
  const lines = async (owner: BasketOwner) => (await currentCart(handle.db, owner))?.lineItems.map((line) => [line.variant.sku, line.customisationKey, line.quantity]) ?? [];

  it('moves every guest line into the account’s basket, adding quantities of the same item, and empties the guest basket', async () => {
    const userId = await account('merge-1@example.com');
    const guest = { guestId: 'merge-guest-1' };
    const [a, b, c] = stocked;
    await add({ userId }, [{ sku: a!.sku, quantity: 1 }, { sku: b!.sku, quantity: 1 }]);
    await add(guest, [{ sku: b!.sku, quantity: 2 }, { sku: c!.sku, quantity: 1 }]);
    expect(await mergeGuestBasket(handle.db, guest.guestId, userId)).toEqual({ moved: 2, capped: [] });
    expect(await lines({ userId })).toEqual([
      [a!.sku, '', 1],
      [b!.sku, '', 3],
      [c!.sku, '', 1],
    ]);
    expect(await lines(guest)).toEqual([]);
    // Nothing more to move on the next sign-in.
    expect(await mergeGuestBasket(handle.db, guest.guestId, userId)).toEqual({ moved: 0, capped: [] });
    expect((await currentCart(handle.db, { userId }))?.totalQuantity).toBe(5);
  });

  it('opens the account’s basket when it has none, and caps added quantities by the stock', async () => {
    const userId = await account('merge-2@example.com');
    const guest = { guestId: 'merge-guest-2' };
    const item = stocked[3]!;
    await add(guest, [{ sku: item.sku, quantity: 3 }]);
    const other = await account('merge-2b@example.com');
    await add({ userId: other }, [{ sku: item.sku, quantity: 1 }]);
    expect(await mergeGuestBasket(handle.db, guest.guestId, userId)).toEqual({ moved: 1, capped: [] });
    expect(await lines({ userId })).toEqual([[item.sku, '', 3]]);

    await add(guest, [{ sku: item.sku, quantity: 3 }]);
    await handle.db.update(variants).set({ stock: 4 }).where(eq(variants.sku, item.sku));
    expect(await mergeGuestBasket(handle.db, guest.guestId, userId)).toEqual({ moved: 1, capped: [{ sku: item.sku, customisationKey: '', to: 4 }] });
    expect(await lines({ userId })).toEqual([[item.sku, '', 4]]);
    expect(await lines(guest)).toEqual([]);
    // Not silent: the basket page's next look says what was asked and what is left, once.
    expect((await reviewBasket(handle.db, { userId }))?.changes).toEqual([{ sku: item.sku, customisationKey: '', name: expect.any(String), from: 6, to: 4 }]);
    expect((await reviewBasket(handle.db, { userId }))?.changes).toEqual([]);
    // Another shopper's basket is not touched.
    expect(await lines({ userId: other })).toEqual([[item.sku, '', 1]]);
    await handle.db.update(variants).set({ stock: item.stock }).where(eq(variants.sku, item.sku));
  });

  it('does nothing for a guest without a basket', async () => {
    const userId = await account('merge-3@example.com');
    expect(await mergeGuestBasket(handle.db, 'merge-nobody', userId)).toEqual({ moved: 0, capped: [] });
    expect(await currentCart(handle.db, { userId })).toBeUndefined();
  });
});
