'use client';

import { useSelector } from '@xstate/react';
import { wishlistSelectors } from '@storefront/machines/wishlist.machine';
import { useShopper } from '../../shopper/ShopperContext.client';
import styles from './CardActions.module.css';

export interface WishlistHeartProps {
  productKey: string;
  colour: string;
  sku: string;
  productName: string;
}

/** The card's heart: saved or not for this product and colour, a spinner while the service confirms. */
export function WishlistHeart({ productKey, colour, sku, productName }: WishlistHeartProps) {
  const { wishlist, ready } = useShopper();
  const saved = useSelector(wishlist ?? undefined, (snapshot) => (snapshot ? wishlistSelectors.isSaved(snapshot, productKey, colour) : false));
  const pending = useSelector(wishlist ?? undefined, (snapshot) => (snapshot ? wishlistSelectors.isPending(snapshot, productKey, colour) : false));
  if (!wishlist) return null;
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
      onClick={() => wishlist.send({ type: 'wishlist.toggle', item: { lineItemSku: sku, productKey, colourSelected: colour, sizeSelected: false } })}
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
