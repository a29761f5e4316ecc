import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { signUp } from '../accounts/accounts';
import { inStockVariants } from '../test-support';
import { wishlistPayloadSchema, type WishlistPayload } from './payload';
import { WISHLIST_REPLIES } from './replies';
import { addToWishlist, listWishlist, removeFromWishlist, savedItem } from './service';

describe('wishlist service', () => {
  let handle: DatabaseHandle;
  let items: WishlistPayload[];
  const newShopper = async (email: string) => {
    const result = await signUp(handle.db, { email, name: email, password: 'password123' });
    if (!result.ok) throw new Error(result.message);
    return result.userId;
  };

  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    items = (await inStockVariants(handle.db, 25)).map((v) => ({ lineItemSku: v.sku, productKey: v.productKey, colourSelected: v.colour, sizeSelected: true }));
  });
  afterAll(() => handle.close());

  it('validates payloads exactly as the spec states', () => {
    const ok = { lineItemSku: 'CST12345-02-08', productKey: 'CST12345', colourSelected: 'black', sizeSelected: false };
    expect(wishlistPayloadSchema.safeParse(ok).success).toBe(true);
    expect(wishlistPayloadSchema.safeParse({ ...ok, lineItemSku: 'MABCDEFGH1' }).success).toBe(true);
    for (const bad of [
      { ...ok, lineItemSku: 'CS12345-02-08' },
      { ...ok, lineItemSku: 'CST1234-02-08' },
      { ...ok, lineItemSku: 'CST12345-02' },
      { ...ok, lineItemSku: 'M1234567' },
      { ...ok, productKey: 'CST 12345' },
      { ...ok, productKey: 'CST_12345' },
      { ...ok, colourSelected: 3 },
      { ...ok, sizeSelected: 'yes' },
      { ...ok, lineItemSku: undefined },
    ]) {
      expect(wishlistPayloadSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('adds, finds, lists and removes an item, answering with the spec’s texts', async () => {
    const userId = await newShopper('wish1@example.com');
    const item = items[0]!;
    expect(await addToWishlist(handle.db, userId, item, { maxItems: 10 })).toEqual({ ok: true, message: WISHLIST_REPLIES.added });
    expect(await savedItem(handle.db, userId, item.productKey, item.colourSelected)).toMatchObject({ lineItemSku: item.lineItemSku });
    expect(await addToWishlist(handle.db, userId, item, { maxItems: 10 })).toMatchObject({ ok: false, message: WISHLIST_REPLIES.alreadyExists });
    expect(await listWishlist(handle.db, userId)).toHaveLength(1);
    expect(await removeFromWishlist(handle.db, userId, item)).toEqual({ ok: true, message: WISHLIST_REPLIES.removed });
    expect(await removeFromWishlist(handle.db, userId, item)).toMatchObject({ ok: false, message: WISHLIST_REPLIES.couldNotRemove });
    expect(await savedItem(handle.db, userId, item.productKey, item.colourSelected)).toBeUndefined();
  });

  it('answers "User is guest" without a signed-in shopper', async () => {
    expect(await addToWishlist(handle.db, undefined, items[0]!, { maxItems: 10 })).toMatchObject({ ok: false, message: WISHLIST_REPLIES.guest });
    expect(await removeFromWishlist(handle.db, undefined, items[0]!)).toMatchObject({ ok: false, message: WISHLIST_REPLIES.guest });
  });

  it('refuses an item that is not in the catalogue', async () => {
    const userId = await newShopper('wish2@example.com');
    const result = await addToWishlist(handle.db, userId, { ...items[0]!, colourSelected: 'no-such-colour' }, { maxItems: 10 });
    expect(result).toMatchObject({ ok: false, reason: 'unknownProduct' });
    expect(await listWishlist(handle.db, userId)).toEqual([]);
  });

  it('persists twenty concurrent adds of distinct items by one shopper', async () => {
    const userId = await newShopper('wish3@example.com');
    const twenty = items.slice(0, 20);
    expect(twenty).toHaveLength(20);
    const results = await Promise.all(twenty.map((item) => addToWishlist(handle.db, userId, item, { maxItems: 100 })));
    expect(results.every((result) => result.message === WISHLIST_REPLIES.added)).toBe(true);
    expect((await listWishlist(handle.db, userId)).map((i) => i.productKey).sort()).toEqual(items.slice(0, 20).map((i) => i.productKey).sort());
  });

  it('never goes past the limit, even when adds race, and says so', async () => {
    const userId = await newShopper('wish4@example.com');
    const results = await Promise.all(items.slice(0, 12).map((item) => addToWishlist(handle.db, userId, item, { maxItems: 5 })));
    expect(results.filter((r) => r.message === WISHLIST_REPLIES.added)).toHaveLength(5);
    expect(results.filter((r) => r.message === WISHLIST_REPLIES.couldNotAdd)).toHaveLength(7);
    expect(await listWishlist(handle.db, userId)).toHaveLength(5);
  });

  it('answers duplicates racing each other with one add and the rest "already exists"', async () => {
    const userId = await newShopper('wish5@example.com');
    const results = await Promise.all(Array.from({ length: 6 }, () => addToWishlist(handle.db, userId, items[3]!, { maxItems: 10 })));
    expect(results.filter((r) => r.message === WISHLIST_REPLIES.added)).toHaveLength(1);
    expect(results.filter((r) => r.message === WISHLIST_REPLIES.alreadyExists)).toHaveLength(5);
  });
});
