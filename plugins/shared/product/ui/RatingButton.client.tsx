'use client';

import type { ReactNode } from 'react';
import { useReviewsPanel, type ReviewsPanelProduct } from '../../reviews-panel/ReviewsPanel.client';
import { useHydrated } from '../../use-hydrated';
import styles from './RatingButton.module.css';

export interface RatingButtonProps {
  /**
   * The stars, drawn by the caller (`<StarRating as="span" />`): on a server-drawn card they stay
   * server markup, and the button's code carries no star drawing of its own.
   */
  stars: ReactNode;
  product: ReviewsPanelProduct;
}

/** A card's rating (L §2, §4): a button that opens the page's reviews panel; plain stars where there is none. */
export function RatingButton({ stars, product }: RatingButtonProps) {
  const panel = useReviewsPanel();
  // Disabled until it can open the panel (a card drawn on the server hydrates after the page shows).
  const hydrated = useHydrated();
  if (!panel) return stars;
  return (
    <button
      type="button"
      className={styles.ratingButton}
      aria-haspopup="dialog"
      data-testid="rating-button"
      disabled={!hydrated}
      onClick={(event) => panel.open(product, event.currentTarget)}
    >
      {stars}
    </button>
  );
}
