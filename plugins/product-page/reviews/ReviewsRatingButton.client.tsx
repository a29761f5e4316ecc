'use client';

import { ReviewsPanelProvider, useReviewsPanel } from '../../shared/reviews-panel/ReviewsPanel.client';
import { useHydrated } from '../../shared/use-hydrated';
import { ratingTexts } from './reviews.texts';
import { Stars } from './Stars';
import styles from './ReviewsRatingButton.module.css';

export interface ReviewsRatingButtonProps {
  /** The reviews endpoints take the product key as the product's SKU. */
  productKey: string;
  productName: string;
  averageRating: number;
  reviewCount: number;
}

/**
 * The rating under the product title (P §2): pressing it opens the reviews side panel, the same
 * panel listing cards open (its machine and dialog load on the first press). Nothing without
 * reviews.
 */
export function ReviewsRatingButton(props: ReviewsRatingButtonProps) {
  if (props.reviewCount <= 0) return null;
  return (
    <ReviewsPanelProvider>
      <RatingTrigger {...props} />
    </ReviewsPanelProvider>
  );
}

function RatingTrigger({ productKey, productName, averageRating, reviewCount }: ReviewsRatingButtonProps) {
  const panel = useReviewsPanel();
  // Disabled until it can open the panel: an early press is not swallowed.
  const hydrated = useHydrated();
  const average = averageRating.toFixed(1);
  return (
    <button
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      aria-label={ratingTexts.openReviews(average, reviewCount)}
      disabled={!hydrated}
      data-testid="pdp-rating-button"
      onClick={(event) => panel?.open({ sku: productKey, name: productName, href: window.location.pathname }, event.currentTarget)}
    >
      <Stars rating={averageRating} />
      <span className={styles.average}>{average}</span>
      <span className={styles.count}>{ratingTexts.reviewCount(reviewCount)}</span>
    </button>
  );
}
