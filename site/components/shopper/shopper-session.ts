import type { WishlistItem } from '@storefront/machines/wishlist-payload';
import type { ShopperViewer } from '@storefront/plugins/shared/shopper/ShopperContext.client';
import { fetchJson, SHOPPER_SESSION_URL } from '@storefront/plugins/shared/shopper/fetch-json';

/** What /_api/account/me answers: the browser's view of the shopper (site/lib/shopper/account-handlers.ts). */
export interface ShopperSession {
  viewer: ShopperViewer;
  /** Undefined when the answer was read before a change the page has since made (the page's list stands). */
  wishlist: WishlistItem[] | undefined;
  bagCount: number;
  staffEditUrlPrefix: string | undefined;
}

/** The shopper's session, or undefined when the server could not say (the page stays as a guest's). */
export async function fetchShopperSession(): Promise<ShopperSession | undefined> {
  try {
    const { status, data } = await fetchJson<Partial<ShopperSession> & { staff?: { editUrlPrefix?: string } }>(SHOPPER_SESSION_URL);
    if (status !== 200 || !data.viewer) return undefined;
    return { viewer: data.viewer, wishlist: data.wishlist ?? [], bagCount: data.bagCount ?? 0, staffEditUrlPrefix: data.staff?.editUrlPrefix };
  } catch {
    return undefined;
  }
}

/** Dispatched on window after a sign-in or sign-out outside the dialog: the provider fetches the session again. */
export const SHOPPER_CHANGED_EVENT = 'storefront:shopper-changed';

export function announceShopperChanged(): void {
  window.dispatchEvent(new Event(SHOPPER_CHANGED_EVENT));
}
