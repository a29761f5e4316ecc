import { fetchJson } from '../shared/shopper/fetch-json';

/** The basket page's line changes as calls to the storefront's API (site/lib/shopper/basket-line-handlers.ts). */
export interface LineRef {
  sku: string;
  customisationKey: string;
}

export type LineChangeReply = { ok: true; totalQuantity: number } | { ok: false; status: number; reason: string | undefined; message: string };

type Reply = { success?: boolean; message?: string; errorSource?: string; cart?: { totalQuantity?: number } };

const FALLBACK = 'Sorry, we could not update your bag. Please try again.';

async function post(path: string, body: LineRef & { quantity?: number }): Promise<LineChangeReply> {
  try {
    const { status, data } = await fetchJson<Reply>(`/_api/basket/${path}`, { method: 'POST', body });
    if (data.success && data.cart) return { ok: true, totalQuantity: data.cart.totalQuantity ?? 0 };
    return { ok: false, status, reason: data.errorSource, message: data.message || FALLBACK };
  } catch {
    return { ok: false, status: 0, reason: undefined, message: FALLBACK };
  }
}

export const updateQuantity = (line: LineRef, quantity: number) => post('updateQuantity', { ...line, quantity });
export const removeLine = (line: LineRef) => post('removeLine', line);
export const moveToWishlist = (line: LineRef) => post('moveToWishlist', line);
