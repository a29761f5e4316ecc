import type { SecondaryRating } from '@storefront/machines/reviews.types';
import { scalePosition } from '../../shared/reviews-panel/review-stats';
import styles from './ProductReviews.module.css';

/** Secondary ratings (fit, quality, comfort…) as scales between their two ends. */
export function SecondaryScales({ ratings }: { ratings: readonly SecondaryRating[] }) {
  return (
    <dl className={styles.scales}>
      {ratings.map((rating) => (
        <div key={rating.label} className={styles.scaleRow}>
          <dt>{rating.label}</dt>
          <dd>
            <span className="visually-hidden">
              {Number.isInteger(rating.rating) ? rating.rating : rating.rating.toFixed(1)} out of {rating.ratingRange}
              {rating.minLabel && rating.maxLabel ? `, from ${rating.minLabel} to ${rating.maxLabel}` : ''}
            </span>
            <span className={styles.scale} aria-hidden="true">
              {Array.from({ length: rating.ratingRange - 1 }, (_, index) => (
                <span key={index} className={styles.scaleSegment} />
              ))}
              <span className={styles.scaleMarker} style={{ left: `${scalePosition(rating.rating, rating.ratingRange)}%` }} />
            </span>
            {rating.minLabel || rating.maxLabel ? (
              <span className={styles.scaleEnds} aria-hidden="true">
                <span>{rating.minLabel}</span>
                <span>{rating.maxLabel}</span>
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
