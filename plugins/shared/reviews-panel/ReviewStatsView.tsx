import type { ReviewStats } from '@storefront/machines/reviews.types';
import { distributionRows, formatAverage, recommendedPercent, scalePosition } from './review-stats';
import styles from './ReviewsPanel.module.css';

/** The stats a reviews panel shows: average, count, recommendation, the 5-to-1 bars, feature scores. */
export function ReviewStatsView({ stats }: { stats: ReviewStats }) {
  if (stats.totalReviewCount === 0) {
    return <p className={styles.empty}>No reviews yet.</p>;
  }
  const average = formatAverage(stats.averageRating);
  const recommended = recommendedPercent(stats);
  const fill = Math.max(0, Math.min(100, (stats.averageRating / 5) * 100));
  const secondary = stats.secondaryRatings ?? [];
  return (
    <div className={styles.stats} data-testid="review-stats">
      <div className={styles.summary}>
        <p className={styles.average}>
          <span data-testid="reviews-average">{average}</span>
          <span className={styles.outOf}> out of 5</span>
        </p>
        <div className={styles.summaryDetail}>
          <span className={styles.stars} aria-hidden="true">
            <span className={styles.starsFill} style={{ width: `${fill}%` }}>
              ★★★★★
            </span>
            ★★★★★
          </span>
          <p className={styles.count}>
            Based on <span data-testid="reviews-count">{stats.totalReviewCount}</span> {stats.totalReviewCount === 1 ? 'review' : 'reviews'}
          </p>
        </div>
      </div>
      {recommended !== undefined ? (
        <p className={styles.recommended}>
          <strong>{recommended}%</strong> of reviewers recommend this product
        </p>
      ) : null}
      <h3 className={styles.sectionTitle}>Rating breakdown</h3>
      <ul className={styles.bars} aria-label="Rating breakdown">
        {distributionRows(stats).map((row) => (
          <li key={row.rating} className={styles.bar} data-testid="rating-row" data-rating={row.rating} data-count={row.count}>
            <span className={styles.barLabel}>
              {row.rating}
              <span aria-hidden="true"> ★</span>
              <span className={styles.visuallyHidden}> stars ({row.label}):</span>
            </span>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.trackFill} style={{ width: `${row.percent}%` }} />
            </span>
            <span className={styles.barCount}>
              {row.count}
              <span className={styles.barPercent}> ({row.percent}%)</span>
            </span>
          </li>
        ))}
      </ul>
      {secondary.length > 0 ? (
        <>
          <h3 className={styles.sectionTitle}>What reviewers say</h3>
          <dl className={styles.features}>
            {secondary.map((feature) => (
              <div key={feature.label} className={styles.feature}>
                <dt>{feature.label}</dt>
                <dd>
                  <span className={styles.visuallyHidden}>
                    {feature.rating.toFixed(1)} out of {feature.ratingRange}
                    {feature.minLabel && feature.maxLabel ? `, from ${feature.minLabel} to ${feature.maxLabel}` : ''}
                  </span>
                  <span className={styles.scale} aria-hidden="true">
                    <span className={styles.marker} style={{ left: `${scalePosition(feature.rating, feature.ratingRange)}%` }} />
                  </span>
                  {feature.minLabel || feature.maxLabel ? (
                    <span className={styles.scaleEnds} aria-hidden="true">
                      <span>{feature.minLabel}</span>
                      <span>{feature.maxLabel}</span>
                    </span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </div>
  );
}
