'use client';

import { useState } from 'react';
import type { ShownReview } from './review-schema';
import { Modal } from './Modal';
import { SecondaryScales } from './SecondaryScales';
import { PromotionNote, Recommendation, ReviewHeader, SyndicationSource } from './ReviewParts';
import { reviewImageUrl } from './rules/media';
import { TruncatedText } from './TruncatedText';
import { reviewsTexts as texts, truncation } from './reviews.texts';
import listStyles from './ReviewList.module.css';
import styles from './ReviewDialogs.module.css';

/** P §2: one review on its own: text to 2000 characters, responses to 1000, each with 'Read more'; its photos large. */
export function ReviewDialog({ review, photoIndex = 0, onClose }: { review: ShownReview; photoIndex?: number; onClose: () => void }) {
  const photos = review.photos.flatMap((photo) => {
    const src = reviewImageUrl(photo.sizes.normal.url, { w: 600, h: 900, fit: 'fill' });
    const thumb = reviewImageUrl(photo.sizes.thumbnail?.url ?? photo.sizes.normal.url, { w: 112, h: 168, fit: 'fill' });
    return src && thumb ? [{ photo, src, thumb }] : [];
  });
  const [shown, setShown] = useState(Math.min(photoIndex, Math.max(0, photos.length - 1)));
  const current = photos[shown];
  return (
    <Modal label={texts.reviewDialogLabel(review.title)} onClose={onClose} testId="review-dialog" wide={photos.length > 0}>
      <div className={photos.length > 0 ? styles.withPhotos : styles.single}>
        {current ? (
          <figure className={styles.figure}>
            <img src={current.src} alt={current.photo.caption ?? texts.photoBy(review.username)} width={600} height={900} className={styles.photo} />
            {current.photo.caption ? <figcaption>{current.photo.caption}</figcaption> : null}
            {photos.length > 1 ? (
              <ul className={styles.thumbs}>
                {photos.map(({ photo, thumb }, index) => (
                  <li key={photo.id}>
                    <button type="button" className={styles.thumb} aria-pressed={index === shown} onClick={() => setShown(index)} aria-label={texts.openPhoto(index + 1, photos.length)}>
                      <img src={thumb} alt="" width={56} height={84} />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </figure>
        ) : null}
        <div className={styles.reviewBody}>
          <ReviewHeader review={review} as="h2" />
          <PromotionNote review={review} />
          <TruncatedText text={review.reviewText} limit={truncation.modalText} testId="review-dialog-text" />
          <Recommendation review={review} />
          {review.secondaryRatings.length > 0 ? (
            <div className={styles.secondary}>
              <SecondaryScales ratings={review.secondaryRatings} />
            </div>
          ) : null}
          <SyndicationSource review={review} />
          {review.responses.map((response, index) => (
            <div key={index} className={listStyles.response}>
              <p className={listStyles.responseFrom}>{texts.responseFrom(response.clientName)}</p>
              <TruncatedText text={response.text} limit={truncation.modalResponse} testId="response-text" />
            </div>
          ))}
        </div>
      </div>
    </Modal>
  );
}

