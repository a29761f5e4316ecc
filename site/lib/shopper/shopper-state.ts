import 'server-only';
import type { Viewer } from '@storefront/shopper/accounts/sessions';
import { currentCart } from '@storefront/shopper/basket/service';
import { listWishlist } from '@storefront/shopper/wishlist/service';
import { basketOwner } from './basket-owner';
import { getDb } from '../platform/db';

/** What the page's interactive pieces start from: the saved items and the bag count. */
export async function shopperState(viewer: Viewer): Promise<{ wishlist: Array<{ productKey: string; colourSelected: string }>; bagCount: number }> {
  const db = await getDb();
  const [items, owner] = await Promise.all([viewer.kind === 'signed-in' ? listWishlist(db, viewer.userId) : Promise.resolve([]), basketOwner()]);
  const cart = owner ? await currentCart(db, owner) : undefined;
  return { wishlist: items.map(({ productKey, colourSelected }) => ({ productKey, colourSelected })), bagCount: cart?.totalQuantity ?? 0 };
}
