import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { baskets } from '@storefront/db/schema/shopper';
import type { BasketOwner } from '../basket/service';

/**
 * The cart a checkout call names (`?cartID=`), when it belongs to the caller: the signed-in
 * shopper's, or the guest identity's (a guest basket an account has not claimed). Anyone else's
 * cart is as good as absent, so ids cannot be probed.
 */
export async function ownedCart(db: Database, owner: BasketOwner, cartId: string): Promise<{ id: string; ephemeral: boolean } | undefined> {
  const whose = 'userId' in owner ? eq(baskets.userId, owner.userId) : and(eq(baskets.guestId, owner.guestId), isNull(baskets.userId));
  const [cart] = await db.select({ id: baskets.id, ephemeral: baskets.ephemeral }).from(baskets).where(and(eq(baskets.id, cartId), whose)).limit(1);
  return cart;
}
