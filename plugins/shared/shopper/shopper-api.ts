import type { AddToBasketResult, BasketLine, QuickAddProduct } from '@storefront/machines/quickAdd.machine';
import type { AddItemInput, WishlistPayload } from '@storefront/machines/wishlist-payload';
import { fetchJson } from './fetch-json';

/** The machines' side effects as calls to the storefront's own API (P §7, L §7). */
type Reply = { success?: boolean; message?: string };

async function wishlistCall(url: string, payload: WishlistPayload | AddItemInput): Promise<string> {
  const { data } = await fetchJson<Reply>(url, { method: 'POST', body: payload });
  // The machine reads the reply text; a reply without one is a failed call.
  if (typeof data.message !== 'string') throw new Error(`No reply from ${url}`);
  return data.message;
}

export const addWishlistItem = (payload: AddItemInput) => wishlistCall('/_api/wishlist/add', payload);
export const removeWishlistItem = (payload: WishlistPayload) => wishlistCall('/_api/wishlist/remove', payload);

interface ProductDetailJson {
  product?: {
    id: string;
    name: string;
    defaultColour: string;
    variants: Array<{ sku: string; colour: string; size: string; isOnStock: boolean; availableQuantity: number }>;
  };
  message?: string;
}

export async function loadQuickAddProduct(productId: string): Promise<QuickAddProduct> {
  const { status, data } = await fetchJson<ProductDetailJson>(`/_api/quickadd/${encodeURIComponent(productId)}`);
  if (status !== 200 || !data.product) throw new Error(data.message ?? 'This product could not be loaded');
  const { id, name, defaultColour, variants } = data.product;
  return {
    id,
    name,
    defaultColour,
    variants: variants.map(({ sku, colour, size, isOnStock, availableQuantity }) => ({ sku, colour, size, isOnStock, availableQuantity })),
  };
}

/** A line to add; customFields carries the customisation entries (P §3 'Entry sent'). */
export type BasketLineToAdd = BasketLine & { customFields?: Array<{ displayName: string; apiName: string; value: string }> };

export async function addToBasket(items: BasketLineToAdd[]): Promise<AddToBasketResult & { totalQuantity?: number }> {
  const { data } = await fetchJson<{ success?: boolean; message?: string; cart?: { id: string; totalQuantity: number } }>('/_api/basket/addToCart', {
    method: 'POST',
    body: { items },
  });
  if (data.success && data.cart) return { cartId: data.cart.id, totalQuantity: data.cart.totalQuantity };
  return { error: data.message ?? '' };
}
