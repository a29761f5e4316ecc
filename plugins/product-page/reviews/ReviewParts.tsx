import type { ShownReview } from './review-schema';
import { reviewImageUrl, reviewLinkUrl } from './rules/media';
import { reviewDate } from './rules/review-date';
import { reviewsTexts as texts } from './reviews.texts';
import { Stars } from './Stars';
import styles from './ReviewList.module.css';

/** Stars, title, and who wrote it where and when (dd/mm/yy). */
export function ReviewHeader({ review, titleId, as: Heading = 'h3' }: { review: ShownReview; titleId?: string; as?: 'h3' | 'h2' }) {
  return (
    <header className={styles.reviewHeader}>
      <Stars rating={review.rating} label={texts.ratedOutOfFive(review.rating)} />
      <Heading id={titleId} className={styles.reviewTitle}>
        {review.title}
      </Heading>
      <p className={styles.byline}>
        <span className={styles.author}>{review.username}</span>
        {review.userLocation ? <span className={styles.location}>{review.userLocation}</span> : null}
        <time className={styles.date} dateTime={review.submittedAt} data-testid="review-date">
          {reviewDate(review.submittedAt)}
        </time>
      </p>
    </header>
  );
}

/** P §5: a review collected in a promotion says so. */
export function PromotionNote({ review }: { review: ShownReview }) {
  return review.isPromotional ? (
    <p className={styles.promotion} data-testid="review-promotion">
      {texts.promotionNote}
    </p>
  ) : null;
}

export function Recommendation({ review }: { review: ShownReview }) {
  if (review.isRecommended === undefined || review.isRecommended === null) return null;
  return (
    <p className={review.isRecommended ? styles.recommends : styles.notRecommends}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={review.isRecommended ? 'M5 12.5l4.2 4.2L19 7' : 'M7 7l10 10M17 7 7 17'} />
      </svg>
      {review.isRecommended ? texts.recommends : texts.doesNotRecommend}
    </p>
  );
}

/**
 * Where a syndicated review was first posted (P §3): the source's name, its logo only from the
 * image endpoint, and a link only to a brand site.
 */
export function SyndicationSource({ review }: { review: ShownReview }) {
  const source = review.isSyndicated ? review.syndicationSource : undefined;
  if (!source) return null;
  const logo = reviewImageUrl(source.logoImageUrl, { h: 48 });
  const link = reviewLinkUrl(source.contentLink);
  const label = texts.syndicatedFrom(source.name);
  return (
    <p className={styles.syndication} data-testid="review-syndication">
      {logo ? <img src={logo} alt="" width={48} height={16} className={styles.syndicationLogo} loading="lazy" /> : null}
      {link ? (
        <a href={link} target="_blank" rel="noopener noreferrer nofollow">
          {label}
        </a>
      ) : (
        label
      )}
    </p>
  );
}
