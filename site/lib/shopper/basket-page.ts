import 'server-only';
import type { BasketView } from '@storefront/plugins/basket/model';
import { reviewBasket } from '@storefront/shopper/basket/review';
import { getDb } from '../platform/db';
import { basketOwner } from './basket-owner';
import { basketView } from './basket-view';

/**
 * The shopper's basket page for this request: the basket re-checked against the stock now (a
 * line asking for more than is left is lowered and said so), with its totals for the site.
 */
export async function basketPageView(siteId: string): Promise<BasketView> {
  const owner = await basketOwner();
  const review = owner ? await reviewBasket(await getDb(), owner) : undefined;
  return basketView(review?.cart, review?.changes ?? [], siteId);
}
