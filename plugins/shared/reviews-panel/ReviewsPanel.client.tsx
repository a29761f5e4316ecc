'use client';

import { useMachine } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { reviewsPanelMachine, reviewsPanelSelectors as select } from '@storefront/machines/reviewsPanel.machine';
import type { ReviewStats } from '@storefront/machines/reviews.types';
import { ReviewStatsView } from './ReviewStatsView';
import { fetchReviewStats } from './review-stats';
import styles from './ReviewsPanel.module.css';

/** The product whose reviews the panel shows. */
export interface ReviewsPanelProduct {
  /** The SKU the stats are asked for (L §7: the first variant's). */
  sku: string;
  name: string;
  /** The product page; the panel links to its reviews. */
  href: string;
}

interface ReviewsPanelApi {
  /** Opens the panel for a product; focus goes back to `trigger` when it closes. */
  open(product: ReviewsPanelProduct, trigger: HTMLElement): void;
}

const ReviewsPanelContext = createContext<ReviewsPanelApi | undefined>(undefined);

/** The page's reviews panel, when one is mounted above this component. */
export function useReviewsPanel(): ReviewsPanelApi | undefined {
  return useContext(ReviewsPanelContext);
}

const lockBodyScroll = () => {
  document.documentElement.style.overflow = 'hidden';
};
const unlockBodyScroll = () => {
  document.documentElement.style.overflow = '';
};

export interface ReviewsPanelProviderProps {
  children: ReactNode;
  /** GET /_api/reviews/stats; replaced in tests. */
  fetchStats?: (sku: string) => Promise<ReviewStats>;
}

/**
 * One reviews panel for everything below it (L §2, §4; P §2): a rating opens it for its product,
 * so only one is ever open. A side panel from the right on wider screens, a bottom sheet on
 * phones; a modal dialog, so focus moves in, Escape and the backdrop close it, and focus returns
 * to the rating that opened it.
 */
export function ReviewsPanelProvider({ children, fetchStats = fetchReviewStats }: ReviewsPanelProviderProps) {
  const [snapshot, send] = useMachine(
    reviewsPanelMachine.provide({
      actors: { fetchStats: fromPromise<ReviewStats, { sku: string }>(({ input }) => fetchStats(input.sku)) },
      actions: { lockBodyScroll, unlockBodyScroll },
    }),
  );
  const [product, setProduct] = useState<ReviewsPanelProduct>();
  const trigger = useRef<HTMLElement | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const mounted = select.isMounted(snapshot);

  const api = useMemo<ReviewsPanelApi>(
    () => ({
      open(next, opener) {
        trigger.current = opener;
        setProduct(next);
        send({ type: 'reviewsPanel.open', sku: next.sku });
      },
    }),
    [send],
  );

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (mounted && !element.open) element.showModal();
    if (!mounted && element.open) {
      element.close();
      trigger.current?.focus();
    }
  }, [mounted]);
  // Leaving the page with the panel open must not leave it unscrollable.
  useEffect(() => () => unlockBodyScroll(), []);

  const close = () => send({ type: 'reviewsPanel.close' });
  const stats = select.stats(snapshot);

  return (
    <ReviewsPanelContext value={api}>
      {children}
      <dialog
        ref={dialog}
        className={styles.panel}
        aria-label={product ? `Reviews of ${product.name}` : 'Reviews'}
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
        {mounted && product ? (
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
                  <span className={styles.skeletonBig} aria-hidden="true" />
                  {[0, 1, 2, 3, 4].map((row) => (
                    <span key={row} className={styles.skeletonRow} aria-hidden="true" />
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
              <a className={styles.allReviews} href={`${product.href}#reviews`}>
                Read all reviews
              </a>
            </footer>
          </div>
        ) : null}
      </dialog>
    </ReviewsPanelContext>
  );
}
