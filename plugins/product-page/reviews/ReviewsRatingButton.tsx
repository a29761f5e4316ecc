import { RatingPanelButton } from './RatingPanelButton.client';
import { ratingTexts } from './rating.texts';
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
 * The rating under the product title (P §2): stars, the average and the count, drawn by the
 * server; pressing it opens the reviews side panel. Nothing without reviews.
 */
export function ReviewsRatingButton({ productKey, productName, averageRating, reviewCount }: ReviewsRatingButtonProps) {
  if (reviewCount <= 0) return null;
  const average = averageRating.toFixed(1);
  return (
    <RatingPanelButton productKey={productKey} productName={productName} label={ratingTexts.openReviews(average, reviewCount)} className={styles.button}>
      <Stars rating={averageRating} />
      <span className={styles.average}>{average}</span>
      <span className={styles.count}>{ratingTexts.reviewCount(reviewCount)}</span>
    </RatingPanelButton>
  );
}
