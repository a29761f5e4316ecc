'use client';

import { StarRating } from './StarRating';
import { useReviewsPanel, type ReviewsPanelProduct } from '../../reviews-panel/ReviewsPanel.client';
import { useHydrated } from '../../use-hydrated';
import styles from './RatingButton.module.css';

export interface RatingButtonProps {
  rating: number;
  count: number;
  product: ReviewsPanelProduct;
}

/** A card's rating (L §2, §4): a button that opens the page's reviews panel; plain stars where there is none. */
export function RatingButton({ rating, count, product }: RatingButtonProps) {
  const panel = useReviewsPanel();
  // Disabled until it can open the panel (a card drawn on the server hydrates after the page shows).
  const hydrated = useHydrated();
  if (!panel) return <StarRating rating={rating} count={count} />;
  return (
    <button
      type="button"
      className={styles.ratingButton}
      aria-haspopup="dialog"
      data-testid="rating-button"
      disabled={!hydrated}
      onClick={(event) => panel.open(product, event.currentTarget)}
    >
      <StarRating rating={rating} count={count} as="span" />
    </button>
  );
}
