import { reviews as spec } from '@storefront/machines/spec';
import { formatAverage } from '../../shared/reviews-panel/review-stats';
import { ReviewsLoader } from './ReviewsLoader.client';
import { reviewsTexts as texts } from './reviews.texts';
import { Stars } from './Stars';
import styles from './ProductReviews.module.css';
import shimmer from '../../shared/Shimmer.module.css';

/** The product page's reviews area, in the app's words (PDP contract). */
export interface ProductReviewsProps {
  /** The reviews endpoints take the product key as the product's SKU. */
  productKey: string;
  productName: string;
  /** The catalogue's figures, drawn at first paint; the area's own come from the stats endpoint. */
  averageRating: number;
  reviewCount: number;
}

/**
 * The reviews area (P §2, §3, §4, §7, §9). The product page is cached and the same for everyone,
 * so the reviews load in the browser: the server draws the heading, the average and count it
 * knows, and a placeholder of the area's final shape; the area's code loads as it nears the
 * viewport (ReviewsLoader) and then draws the stats, AI summary, photos, keyword filters, sort,
 * list and modals in the same places.
 */
export function ProductReviews({ productKey, productName, averageRating, reviewCount }: ProductReviewsProps) {
  return (
    <ReviewsLoader
      productKey={productKey}
      productName={productName}
      className={styles.section}
      heading={
        <h2 id="reviews-heading" className={styles.heading}>
          {texts.heading}
        </h2>
      }
    >
      <ReviewsPlaceholder averageRating={averageRating} reviewCount={reviewCount} />
    </ReviewsLoader>
  );
}

/** From how many reviews the placeholder keeps room for customer photos (most such products have some). */
const PHOTOS_LIKELY_FROM = 20;

/**
 * The area before its data: the average and count the page knows, and blocks the size of what
 * is coming (the breakdown and fit scales, the AI summary from 30 reviews, photos, keywords
 * above 10, a page of reviews and 'Show more'), so the area takes its place without moving
 * what follows. The sizes are the drawn area's, measured at 390 and 1440 px.
 */
export function ReviewsPlaceholder({ averageRating, reviewCount }: { averageRating: number; reviewCount: number }) {
  if (reviewCount === 0) {
    return (
      <div className={styles.layout} data-testid="reviews-placeholder" aria-busy="true">
        <p className={styles.noReviews}>{texts.noReviews}</p>
      </div>
    );
  }
  const average = formatAverage(averageRating);
  const cards = Math.min(spec.pageSize, reviewCount);
  const block = (name: string, className: string | undefined) => <span className={`${styles.skeleton} ${shimmer.shimmer} ${className ?? ''}`} aria-hidden="true" data-reserved={name} />;
  return (
    <div className={styles.layout} data-testid="reviews-placeholder" aria-busy="true">
      <div className={styles.summaryColumn}>
        <div className={styles.overall}>
          <p className={styles.average}>
            {average}
            <span className="visually-hidden"> {texts.outOfFive}</span>
          </p>
          <div className={styles.overallDetail}>
            <Stars rating={averageRating} size="medium" />
            <p className={styles.basedOn}>{texts.basedOn(reviewCount)}</p>
          </div>
        </div>
        {block('recommended', styles.skeletonRecommended)}
        {block('distribution', styles.skeletonBars)}
        {block('scales', styles.skeletonScales)}
      </div>
      <div className={styles.mainColumn}>
        {reviewCount >= spec.summaryFrom ? block('ai-summary', styles.skeletonAiSummary) : null}
        {reviewCount >= PHOTOS_LIKELY_FROM ? block('photos', styles.skeletonPhotos) : null}
        {reviewCount > spec.featuresWhenMoreThan ? block('keywords', styles.skeletonKeywords) : null}
        {block('toolbar', styles.skeletonToolbar)}
        <div className={styles.skeletonList}>{Array.from({ length: cards }, (_, index) => <span key={index}>{block('review', styles.skeletonCard)}</span>)}</div>
        {reviewCount > spec.pageSize ? block('show-more', styles.skeletonShowMore) : null}
      </div>
      <span className="visually-hidden" role="status">
        {texts.loading}
      </span>
    </div>
  );
}
