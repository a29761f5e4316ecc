'use client';

import { isSavedIn, wishlistSelectors } from '@storefront/machines/wishlist.selectors';
import { useShopper } from '../../shopper/ShopperContext.client';
import { useActorValue } from '../../use-actor-value';
import styles from './CardActions.module.css';

export interface WishlistHeartProps {
  productKey: string;
  colour: string;
  sku: string;
  productName: string;
}

/**
 * The card's heart: saved or not for this product and colour, a spinner while the service confirms.
 * Until the page's wishlist machine has started (on the first reach for a heart) it shows what the
 * page loaded as saved.
 */
export function WishlistHeart({ productKey, colour, sku, productName }: WishlistHeartProps) {
  const { wishlist, wishlistHearts, ready } = useShopper();
  const savedOnLoad = wishlistHearts ? isSavedIn(wishlistHearts.savedItems, productKey, colour) : false;
  const saved = useActorValue(wishlist, (snapshot) => wishlistSelectors.isSaved(snapshot, productKey, colour), savedOnLoad);
  const pending = useActorValue(wishlist, (snapshot) => wishlistSelectors.isPending(snapshot, productKey, colour), false);
  if (!wishlistHearts) return null;
  const startWishlist = () => void wishlistHearts.start();
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={saved}
      aria-busy={pending}
      aria-label={saved ? `Remove ${productName} from your wishlist` : `Save ${productName} to your wishlist`}
      data-testid="wishlist-heart"
      // Until the browser knows who is signed in, a click could not tell saving from signing in.
      disabled={!ready}
      onPointerEnter={startWishlist}
      onFocus={startWishlist}
      onClick={async () => {
        const actor = wishlist ?? (await wishlistHearts.start());
        actor.send({ type: 'wishlist.toggle', item: { lineItemSku: sku, productKey, colourSelected: colour, sizeSelected: false } });
      }}
    >
      {pending ? <span className={styles.spinner} aria-hidden="true" /> : null}
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
    </button>
  );
}
