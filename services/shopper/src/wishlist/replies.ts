/** The wishlist service's reply texts (L §8); the storefront's machines read them verbatim. */
export const WISHLIST_REPLIES = {
  added: 'Item added to wishlist',
  removed: 'Item removed from wishlist',
  couldNotAdd: 'Item could not be added to wishlist',
  alreadyExists: 'Item already exists in the wishlist',
  guest: 'User is guest',
  couldNotRemove: 'Item could not be removed from wishlist',
} as const;

export type WishlistReply = (typeof WISHLIST_REPLIES)[keyof typeof WISHLIST_REPLIES];
