'use client';

import { useShopper } from '@storefront/plugins/shared/shopper/ShopperContext.client';
import { BagIcon } from './icons';
import styles from './Header.module.css';

/** The header's bag icon with the number of items in it. */
export function BagLink() {
  const { bagCount } = useShopper();
  return (
    <a href="/basket" className={styles.iconLink} data-testid="bag-link">
      <BagIcon />
      {bagCount > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {bagCount}
        </span>
      ) : null}
      <span className="visually-hidden">Bag{bagCount > 0 ? `, ${bagCount} item${bagCount === 1 ? '' : 's'}` : ', empty'}</span>
    </a>
  );
}
