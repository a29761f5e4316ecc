import 'server-only';
import { mergeGuestBasket } from '@storefront/shopper/basket/merge';
import { getDb } from '../platform/db';
import { log } from '../platform/log';
import { getGuestId } from './viewer';

/**
 * After a sign-in (or sign-up): the basket this browser built as a guest moves into the account's
 * basket. A merge that fails leaves the guest's lines where they were (one transaction) and does
 * not stop the sign-in; it is logged.
 */
export async function mergeGuestBasketInto(userId: string): Promise<void> {
  const guestId = await getGuestId();
  if (!guestId) return;
  try {
    await mergeGuestBasket(await getDb(), guestId, userId);
  } catch (error) {
    log.error('basket.merge_failed', { userId, error: error instanceof Error ? error.message : String(error) });
  }
}
