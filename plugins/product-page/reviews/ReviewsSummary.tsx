import type { ReviewStats } from '@storefront/machines/reviews.types';
import { distributionRows, formatAverage, recommendedPercent } from '../../shared/reviews-panel/review-stats';
import { SecondaryScales } from './SecondaryScales';
import { reviewsTexts as texts } from './reviews.texts';
import { Stars } from './Stars';
import styles from './ProductReviews.module.css';

/**
 * The summary column (P §2, §9): the average to one decimal, the count, the share who recommend
 * the product, the distribution 5 to 1 with its labels, and the secondary ratings' scales.
 */
export function ReviewsSummary({ stats }: { stats: ReviewStats }) {
  const average = formatAverage(stats.averageRating);
  const recommended = recommendedPercent(stats);
  const secondary = stats.secondaryRatings ?? [];
  return (
    <div className={styles.summaryColumn} data-testid="reviews-summary">
      <div className={styles.overall}>
        <p className={styles.average} data-testid="reviews-average">
          {average}
          <span className="visually-hidden"> {texts.outOfFive}</span>
        </p>
        <div className={styles.overallDetail}>
          <Stars rating={stats.averageRating} size="medium" />
          <p className={styles.basedOn} data-testid="reviews-count">
            {texts.basedOn(stats.totalReviewCount)}
          </p>
        </div>
      </div>
      {recommended !== undefined ? (
        <p className={styles.recommended} data-testid="reviews-recommended">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 12.5l4.2 4.2L19 7" />
          </svg>
          {texts.recommendedShare(recommended)}
        </p>
      ) : null}
      <h3 className={styles.subheading}>{texts.distributionHeading}</h3>
      <ul className={styles.bars}>
        {distributionRows(stats).map((row) => (
          <li key={row.rating} className={styles.bar} data-testid="rating-bar" data-rating={row.rating}>
            <span className={styles.barLabel}>
              <span className={styles.barStars}>{row.rating}</span>
              <span>{row.label}</span>
            </span>
            <span
              className={styles.track}
              role="meter"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={row.percent}
              aria-label={`${row.rating} stars, ${row.label}: ${row.count} ${row.count === 1 ? 'review' : 'reviews'}`}
            >
              <span className={styles.trackFill} style={{ width: `${row.percent}%` }} />
            </span>
            <span className={styles.barCount} aria-hidden="true">
              {row.count}
            </span>
          </li>
        ))}
      </ul>
      {secondary.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{texts.secondaryHeading}</h3>
          <SecondaryScales ratings={secondary} />
        </>
      ) : null}
    </div>
  );
}
