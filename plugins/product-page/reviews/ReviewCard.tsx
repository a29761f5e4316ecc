'use client';

import type { ShownReview } from './review-schema';
import { PromotionNote, Recommendation, ReviewHeader, SyndicationSource } from './ReviewParts';
import { reviewImageUrl } from './rules/media';
import { TruncatedText } from './TruncatedText';
import { reviewsTexts as texts, truncation } from './reviews.texts';
import styles from './ReviewList.module.css';

export interface ReviewCardProps {
  review: ShownReview;
  /** Opens the review on its own (its modal), at the photo pressed if any. */
  onOpen: (review: ShownReview, photoIndex?: number) => void;
}

/** One review in the list (P §3): texts cut at 250 characters, responses too; 'Read more' opens the review. */
export function ReviewCard({ review, onOpen }: ReviewCardProps) {
  const titleId = `review-${review.id}-title`;
  const photos = review.photos.flatMap((photo, index) => {
    const src = reviewImageUrl(photo.sizes.thumbnail?.url ?? photo.sizes.normal.url, { w: 128, h: 192, fit: 'fill' });
    return src ? [{ photo, index, src }] : [];
  });
  return (
    <article className={styles.card} aria-labelledby={titleId} tabIndex={-1} data-testid="review">
      <ReviewHeader review={review} titleId={titleId} />
      <PromotionNote review={review} />
      <TruncatedText text={review.reviewText} limit={truncation.listText} onReadMore={() => onOpen(review)} testId="review-text" />
      <Recommendation review={review} />
      {photos.length > 0 ? (
        <ul className={styles.cardPhotos} aria-label={texts.reviewPhotos(review.username)}>
          {photos.map(({ photo, index, src }) => (
            <li key={photo.id}>
              <button type="button" className={styles.cardPhoto} onClick={() => onOpen(review, index)} aria-label={texts.openPhoto(index + 1, photos.length)}>
                <img src={src} alt={photo.caption ?? ''} width={64} height={96} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <SyndicationSource review={review} />
      {review.responses.map((response, index) => (
        <div key={index} className={styles.response} data-testid="review-response">
          <p className={styles.responseFrom}>{texts.responseFrom(response.clientName)}</p>
          <TruncatedText text={response.text} limit={truncation.listResponse} onReadMore={() => onOpen(review)} testId="response-text" />
        </div>
      ))}
    </article>
  );
}
