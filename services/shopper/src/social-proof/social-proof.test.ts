import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { basketLines, wishlistItems } from '@storefront/db/schema/shopper';
import { openTestDatabase } from '@storefront/db/testing';
import { signUp } from '../accounts/accounts';
import { addToCart } from '../basket/service';
import { inStockVariants } from '../test-support';
import { addToWishlist } from '../wishlist/service';
import { socialProofMessages, socialProofTexts } from './social-proof';

describe('social proof messages', () => {
  let handle: DatabaseHandle;
  let picks: Awaited<ReturnType<typeof inStockVariants>>;
  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    picks = await inStockVariants(handle.db, 3);
  });
  afterAll(() => handle.close());

  const addToBaskets = async (sku: string, guests: string[], ephemeral = false) => {
    for (const guestId of guests) {
      const outcome = await addToCart(handle.db, { guestId }, { ephemeral, items: [{ sku, quantity: 1 }] });
      if (!outcome.ok) throw new Error(outcome.message);
    }
  };

  it('says nothing about a product few shoppers took lately', async () => {
    const [pick] = picks;
    await addToBaskets(pick!.sku, ['g-a', 'g-b']);
    expect(await socialProofMessages(handle.db, pick!.productKey)).toEqual([]);
  });

  it('counts the baskets that took the product in the last 24 hours, each basket once', async () => {
    const pick = picks[1]!;
    await addToBaskets(pick.sku, ['g-1', 'g-2', 'g-3', 'g-3']);
    // An express checkout's cart is not a basket add.
    await addToBaskets(pick.sku, ['g-4'], true);
    expect(await socialProofMessages(handle.db, pick.productKey)).toEqual([{ code: 'BASKETS', message: socialProofTexts.baskets(3), isDismissible: true }]);
    expect(socialProofTexts.baskets(3)).toBe('<strong>3 people</strong> have added this to their bag in the last 24 hours');
    // Adds older than a day no longer count.
    await handle.db.update(basketLines).set({ createdAt: '2000-01-01T00:00:00Z' }).where(eq(basketLines.sku, pick.sku));
    expect(await socialProofMessages(handle.db, pick.productKey)).toEqual([]);
  });

  it('counts the shoppers who saved it to their wishlist in the last 7 days', async () => {
    const pick = picks[2]!;
    for (const n of [1, 2, 3, 4]) {
      const account = await signUp(handle.db, { email: `saver${n}@example.com`, name: `Saver ${n}`, password: 'password123' });
      if (!account.ok) throw new Error(account.message);
      const saved = await addToWishlist(handle.db, account.userId, { lineItemSku: pick.sku, productKey: pick.productKey, colourSelected: pick.colour, sizeSelected: true }, { maxItems: 50 });
      expect(saved.ok).toBe(true);
    }
    const messages = await socialProofMessages(handle.db, pick.productKey);
    expect(messages).toEqual([{ code: 'WISHLISTS', message: '<strong>4 shoppers</strong> saved this to their wishlist this week', isDismissible: true }]);
    const eightDaysOn = new Date(Date.now() + 8 * 86_400_000);
    expect(await socialProofMessages(handle.db, pick.productKey, eightDaysOn)).toEqual([]);
    await handle.db.delete(wishlistItems).where(eq(wishlistItems.productKey, pick.productKey));
  });

  it('refuses a malformed product key without asking the database', async () => {
    expect(await socialProofMessages(handle.db, "x' or '1'='1")).toEqual([]);
  });
});
