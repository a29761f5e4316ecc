import 'server-only';
import type { BasketOwner } from '@storefront/shopper/basket/service';
import { getGuestId, getViewer } from './viewer';

/** The signed-in shopper's basket, else the guest identity's; undefined without either. */
export async function basketOwner(): Promise<BasketOwner | undefined> {
  const viewer = await getViewer();
  if (viewer.kind === 'signed-in') return { userId: viewer.userId };
  const guestId = await getGuestId();
  return guestId ? { guestId } : undefined;
}
