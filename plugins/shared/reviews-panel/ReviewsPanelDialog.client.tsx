'use client';

import { useMachine } from '@xstate/react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { fromPromise } from 'xstate';
import { reviewsPanelMachine, reviewsPanelSelectors as select } from '@storefront/machines/reviewsPanel.machine';
import type { ReviewStats } from '@storefront/machines/reviews.types';
import { fetchReviewStats } from './review-stats';
import { ReviewStatsView } from './ReviewStatsView';
import type { ReviewsPanelProduct } from './ReviewsPanel.client';
import styles from './ReviewsPanel.module.css';
import shimmer from '../Shimmer.module.css';

/** A rating pressed: the product to show and the rating that opened the panel (focus returns there). */
export interface ReviewsPanelRequest {
  product: ReviewsPanelProduct;
  trigger: HTMLElement;
}

const lockBodyScroll = () => {
  document.documentElement.style.overflow = 'hidden';
};
const unlockBodyScroll = () => {
  document.documentElement.style.overflow = '';
};

export interface ReviewsPanelDialogProps {
  /** The latest rating pressed (a new object each press): the panel opens for its product. */
  request: ReviewsPanelRequest;
  /** GET /_api/reviews/stats unless replaced (tests). */
  fetchStats?: ((sku: string) => Promise<ReviewStats>) | undefined;
}

/**
 * The reviews panel itself, driven by the reviewsPanel machine; loaded when a rating is first
 * pressed. A side panel from the right on wider screens, a bottom sheet on phones; a modal
 * dialog, so focus moves in, Escape and the backdrop close it, and focus returns to the rating
 * that opened it.
 */
export function ReviewsPanelDialog({ request, fetchStats = fetchReviewStats }: ReviewsPanelDialogProps) {
  const [snapshot, send] = useMachine(
    reviewsPanelMachine.provide({
      actors: { fetchStats: fromPromise<ReviewStats, { sku: string }>(({ input }) => fetchStats(input.sku)) },
      actions: { lockBodyScroll, unlockBodyScroll },
    }),
  );
  const { product, trigger } = request;
  const dialog = useRef<HTMLDialogElement>(null);
  const mounted = select.isMounted(snapshot);

  useEffect(() => {
    send({ type: 'reviewsPanel.open', sku: request.product.sku });
  }, [request, send]);

  // Where focus goes when the panel has closed: the rating that opened it, or the reviews on
  // this page when 'Read all reviews' led there.
  const readingOnPage = useRef<HTMLElement>(undefined);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (mounted && !element.open) {
      readingOnPage.current = undefined;
      element.showModal();
    }
    if (!mounted && element.open) {
      element.close();
      const reviews = readingOnPage.current;
      if (reviews) {
        reviews.focus({ preventScroll: true });
        reviews.scrollIntoView({ block: 'start' });
      } else {
        trigger.focus();
      }
    }
  }, [mounted, trigger]);
  // Leaving the page with the panel open must not leave it unscrollable.
  useEffect(() => () => unlockBodyScroll(), []);

  const close = () => send({ type: 'reviewsPanel.close' });
  // On the product page itself the reviews are below: slide out, then go to them.
  const readAll = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = new URL(event.currentTarget.href);
    const reviews = target.pathname === window.location.pathname ? document.getElementById(target.hash.slice(1)) : null;
    if (!reviews) return;
    event.preventDefault();
    readingOnPage.current = reviews;
    close();
  };
  const stats = select.stats(snapshot);

  return (
    <dialog
        ref={dialog}
        className={styles.panel}
        aria-label={`Reviews of ${product.name}`}
        data-state={select.isOpen(snapshot) ? 'open' : 'closing'}
        data-overlay={select.showsOverlay(snapshot) ? 'shown' : undefined}
        data-testid="reviews-panel"
        onCancel={(event) => {
          // Escape: slide out first (the machine closes the dialog after).
          event.preventDefault();
          close();
        }}
        onClick={(event) => {
          // The panel's content fills the dialog: a click on the dialog itself is on the backdrop.
          if (event.target === event.currentTarget) close();
        }}
      >
        {mounted ? (
          <div className={styles.body}>
            <header className={styles.header}>
              <span className={styles.handle} aria-hidden="true" />
              <div className={styles.titles}>
                <h2 className={styles.title}>Reviews</h2>
                <p className={styles.productName}>{product.name}</p>
              </div>
              <button type="button" className={styles.close} onClick={close} aria-label="Close reviews">
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </button>
            </header>
            <div className={styles.content}>
              {select.isLoadingStats(snapshot) ? (
                <div className={styles.loading} role="status" aria-live="polite" data-testid="reviews-loading">
                  <span className={styles.visuallyHidden}>Loading reviews…</span>
                  <span className={`${styles.skeletonBig} ${shimmer.shimmer}`} aria-hidden="true" />
                  {[0, 1, 2, 3, 4].map((row) => (
                    <span key={row} className={`${styles.skeletonRow} ${shimmer.shimmer}`} aria-hidden="true" />
                  ))}
                </div>
              ) : null}
              {select.hasStatsError(snapshot) ? (
                <div className={styles.error} role="alert">
                  <p>Sorry, we couldn’t load the reviews just now.</p>
                  <button type="button" className={styles.retry} onClick={() => send({ type: 'reviewsPanel.retry' })}>
                    Try again
                  </button>
                </div>
              ) : null}
              {stats ? <ReviewStatsView stats={stats} /> : null}
            </div>
            <footer className={styles.footer}>
              <a className={styles.allReviews} href={`${product.href}#reviews`} onClick={readAll}>
                Read all reviews
              </a>
            </footer>
          </div>
        ) : null}
    </dialog>
  );
}
