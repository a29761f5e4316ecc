import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { users } from '@storefront/db/schema/accounts';
import { productColours, products, variants } from '@storefront/db/schema/catalogue';
import { wishlistItems } from '@storefront/db/schema/shopper';
import type { WishlistPayload } from './payload';
import { WISHLIST_REPLIES, type WishlistReply } from './replies';

export interface WishlistItem {
  productKey: string;
  colourSelected: string;
  lineItemSku: string;
  sizeSelected: boolean;
  createdAt: string;
}

export type WishlistOutcome =
  | { ok: true; message: WishlistReply }
  | { ok: false; message: string; reason: 'guest' | 'limit' | 'exists' | 'missing' | 'unknownProduct' };

/** Does this product exist in this colour, with this SKU? (Saving an unknown product is refused.) */
async function isKnownItem(db: Database, payload: WishlistPayload): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productColours, and(eq(productColours.productId, products.id), eq(productColours.colour, payload.colourSelected)))
    .where(eq(products.key, payload.productKey))
    .limit(1);
  if (!product) return false;
  const [variant] = await db
    .select({ sku: variants.sku })
    .from(variants)
    .where(and(eq(variants.sku, payload.lineItemSku), eq(variants.productId, product.id)))
    .limit(1);
  // Marketplace SKUs (M…) are not in the own-brand catalogue; the product and colour suffice.
  return Boolean(variant) || payload.lineItemSku.startsWith('M');
}

/**
 * Adds an item for a signed-in shopper. The shopper's row is locked for the transaction, so
 * concurrent adds are serialised: none is lost and the limit cannot be overshot by a race.
 */
export async function addToWishlist(db: Database, userId: string | undefined, payload: WishlistPayload, options: { maxItems: number }): Promise<WishlistOutcome> {
  if (!userId) return { ok: false, message: WISHLIST_REPLIES.guest, reason: 'guest' };
  if (!(await isKnownItem(db, payload))) {
    return { ok: false, message: `Product ${payload.productKey} in ${payload.colourSelected} is not available`, reason: 'unknownProduct' };
  }
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.role === 'guest') return { ok: false, message: WISHLIST_REPLIES.guest, reason: 'guest' } as const;
    const [existing] = await tx
      .select({ productKey: wishlistItems.productKey })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productKey, payload.productKey), eq(wishlistItems.colour, payload.colourSelected)));
    if (existing) return { ok: false, message: WISHLIST_REPLIES.alreadyExists, reason: 'exists' } as const;
    const [held] = await tx.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
    if ((held?.n ?? 0) >= options.maxItems) return { ok: false, message: WISHLIST_REPLIES.couldNotAdd, reason: 'limit' } as const;
    await tx.insert(wishlistItems).values({
      userId,
      productKey: payload.productKey,
      colour: payload.colourSelected,
      lineItemSku: payload.lineItemSku,
      sizeSelected: payload.sizeSelected,
    });
    return { ok: true, message: WISHLIST_REPLIES.added } as const;
  });
}

export async function removeFromWishlist(db: Database, userId: string | undefined, payload: Pick<WishlistPayload, 'productKey' | 'colourSelected'>): Promise<WishlistOutcome> {
  if (!userId) return { ok: false, message: WISHLIST_REPLIES.guest, reason: 'guest' };
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productKey, payload.productKey), eq(wishlistItems.colour, payload.colourSelected)))
    .returning({ productKey: wishlistItems.productKey });
  return removed.length > 0 ? { ok: true, message: WISHLIST_REPLIES.removed } : { ok: false, message: WISHLIST_REPLIES.couldNotRemove, reason: 'missing' };
}

export async function listWishlist(db: Database, userId: string): Promise<WishlistItem[]> {
  const rows = await db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId)).orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.productKey));
  return rows.map(toItem);
}

function toItem(row: typeof wishlistItems.$inferSelect): WishlistItem {
  return {
    productKey: row.productKey,
    colourSelected: row.colour,
    lineItemSku: row.lineItemSku,
    sizeSelected: row.sizeSelected,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function savedItem(db: Database, userId: string, productKey: string, colourSelected: string): Promise<WishlistItem | undefined> {
  const [row] = await db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productKey, productKey), eq(wishlistItems.colour, colourSelected)));
  return row ? toItem(row) : undefined;
}
