import { and, countDistinct, eq, gte } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { products, variants } from '@storefront/db/schema/catalogue';
import { basketLines, baskets, wishlistItems } from '@storefront/db/schema/shopper';

/** A social-proof message of the product page (P §3): its text may hold <strong> only. */
export interface SocialProofMessage {
  code: 'BASKETS' | 'WISHLISTS';
  message: string;
  isDismissible: boolean;
}

/** The windows counted, and the fewest shoppers worth telling about (one shopper proves little). */
export const socialProofWindows = { basketHours: 24, wishlistDays: 7, minimumShoppers: 3 } as const;

/** The spec names the messages (code, message with strong tags) but words none: these are ours. */
export const socialProofTexts = {
  baskets: (count: number) => `<strong>${count} people</strong> have added this to their bag in the last 24 hours`,
  wishlists: (count: number) => `<strong>${count} shoppers</strong> saved this to their wishlist this week`,
} as const;

export const PRODUCT_KEY_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

/**
 * What other shoppers did with a product lately, from the baskets and wishlists themselves:
 * how many baskets took any of its variants in the last 24 hours (a basket line is dated by its
 * first add), and how many shoppers saved it in the last 7 days. Counts under the minimum give
 * no message.
 */
export async function socialProofMessages(db: Database, productKey: string, now = new Date()): Promise<SocialProofMessage[]> {
  if (!PRODUCT_KEY_PATTERN.test(productKey)) return [];
  const basketSince = new Date(now.getTime() - socialProofWindows.basketHours * 3_600_000).toISOString();
  const wishlistSince = new Date(now.getTime() - socialProofWindows.wishlistDays * 86_400_000).toISOString();
  const [[basketRow], [wishlistRow]] = await Promise.all([
    db
      .select({ count: countDistinct(basketLines.basketId) })
      .from(basketLines)
      .innerJoin(baskets, eq(baskets.id, basketLines.basketId))
      .innerJoin(variants, eq(variants.sku, basketLines.sku))
      .innerJoin(products, eq(products.id, variants.productId))
      // Express-checkout carts are a purchase under way, not a basket add.
      .where(and(eq(products.key, productKey), eq(baskets.ephemeral, false), gte(basketLines.createdAt, basketSince))),
    db
      .select({ count: countDistinct(wishlistItems.userId) })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.productKey, productKey), gte(wishlistItems.createdAt, wishlistSince))),
  ]);
  const messages: SocialProofMessage[] = [];
  const basketCount = basketRow?.count ?? 0;
  const wishlistCount = wishlistRow?.count ?? 0;
  if (basketCount >= socialProofWindows.minimumShoppers) messages.push({ code: 'BASKETS', message: socialProofTexts.baskets(basketCount), isDismissible: true });
  if (wishlistCount >= socialProofWindows.minimumShoppers) messages.push({ code: 'WISHLISTS', message: socialProofTexts.wishlists(wishlistCount), isDismissible: true });
  return messages;
}
