'use client';

import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { wishlistSelectors, type wishlistMachine } from '@storefront/machines/wishlist.machine';
import styles from './WishlistNotice.module.css';

/** The wishlist's limit notice (with its edit link to /wishlist) or error message. */
export function WishlistNotice({ actor }: { actor: ActorRefFrom<typeof wishlistMachine> }) {
  const notice = useSelector(actor, wishlistSelectors.notice);
  if (!notice) return null;
  return (
    <div role="alert" className={styles.notice} data-testid="wishlist-notice" data-kind={notice.kind}>
      <p>
        {notice.message}
        {notice.kind === 'limit' ? (
          <>
            {' '}
            <a href={notice.href}>
              {notice.linkLabel}
            </a>
          </>
        ) : null}
      </p>
      <button type="button" onClick={() => actor.send({ type: 'wishlist.dismissNotice' })} aria-label="Close message">
        ×
      </button>
    </div>
  );
}
