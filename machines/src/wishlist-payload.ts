import { wishlistReplies, wishlistRules } from './spec';

import type { WishlistItem } from './wishlist-item';

// A saved item and its identity live apart, free of the spec's rules (hearts read them on load).
export { sameItem, type WishlistItem } from './wishlist-item';

/** L §3, §7 / P §3, §7: what the wishlist service receives. */
export interface WishlistPayload extends WishlistItem {
  lineItemSku: string;
  sizeSelected: boolean;
}

/** The add call's input: checkExists only on the re-add after sign-in. */
export type AddItemInput = WishlistPayload & { checkExists?: true };

export type WishlistReply = (typeof wishlistReplies)[keyof typeof wishlistReplies];

/**
 * L §5 / P §5: lineItemSku of the catalogue's shape, productKey alphanumeric or dash, colourSelected
 * a string, sizeSelected a boolean. Checked at run time: cards build the item from CMS and search data.
 */
export function isValidPayload(value: unknown): value is WishlistPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { lineItemSku, productKey, colourSelected, sizeSelected } = value as Record<string, unknown>;
  return (
    typeof lineItemSku === 'string' &&
    wishlistRules.lineItemSku.test(lineItemSku) &&
    typeof productKey === 'string' &&
    wishlistRules.productKey.test(productKey) &&
    typeof colourSelected === 'string' &&
    typeof sizeSelected === 'boolean'
  );
}

/** Exactly the four fields the service takes (a card's item may carry more). */
export function payloadOf({ lineItemSku, productKey, colourSelected, sizeSelected }: WishlistPayload): WishlistPayload {
  return { lineItemSku, productKey, colourSelected, sizeSelected };
}

/** Longer replies are not messages (an error page, a stack trace). */
const MAX_SHOWN_REPLY = 200;

/** A reply worth showing as returned (P §8): short plain text; anything else gets the storefront's message. */
export function shownReply(reply: unknown, fallback: string): string {
  return typeof reply === 'string' && reply.trim() !== '' && reply.length <= MAX_SHOWN_REPLY && !/[<>]/.test(reply) ? reply : fallback;
}
