import type { SnapshotFrom } from 'xstate';
import type { wishlistMachine } from './wishlist.machine';
import { sameItem, type WishlistItem } from './wishlist-item';

type WishlistSnapshot = Pick<SnapshotFrom<typeof wishlistMachine>, 'context' | 'matches'>;

/** Whether a list holds the product in that colour: a heart's state, from the machine or from the page's saved items. */
export const isSavedIn = (items: readonly WishlistItem[], productKey: string, colourSelected: string) => items.some((item) => sameItem(item, { productKey, colourSelected }));

/** What hearts, the notice and the sign-in modal show (free of xstate: read without loading the machine). */
export const wishlistSelectors = {
  isSaved: ({ context }: WishlistSnapshot, productKey: string, colourSelected: string) => isSavedIn(context.items, productKey, colourSelected),
  /** The heart shows a spinner and ignores presses. */
  isPending: ({ context }: WishlistSnapshot, productKey: string, colourSelected: string) =>
    context.queue.some((change) => sameItem(change.payload, { productKey, colourSelected })),
  /** The limit notice (with its edit link) or an error message; banners show none (P §8). */
  notice: ({ context }: WishlistSnapshot) => context.notice,
  items: ({ context }: WishlistSnapshot) => context.items,
  isSigningIn: (snapshot: WishlistSnapshot) => snapshot.matches('signingIn'),
};
