'use client';

import { useState } from 'react';
import { galleryView, stepView } from './rules/gallery';
import { reviewImageUrl } from './rules/media';
import { reviewDate } from './rules/review-date';
import { Modal } from './Modal';
import { PromotionNote } from './ReviewParts';
import { Stars } from './Stars';
import { TruncatedText } from './TruncatedText';
import { photoLayout, reviewsTexts as texts, truncation } from './reviews.texts';
import type { CustomerPhoto } from './use-photo-reviews';
import type { ShownReview } from './review-schema';
import styles from './ReviewDialogs.module.css';

export interface PhotoGalleryDialogProps {
  photos: readonly CustomerPhoto[];
  initial: number;
  mobile: boolean;
  onClose: () => void;
  /** Opens the photo's review on its own. */
  onOpenReview: (review: ShownReview) => void;
}

/**
 * The photo gallery (P §2, §9): the chosen photo large with its review, and the photos below, 6
 * per view on desktop and 3 on phones, paged with arrows.
 */
export function PhotoGalleryDialog({ photos, initial, mobile, onClose, onOpenReview }: PhotoGalleryDialogProps) {
  const [selected, setSelected] = useState(initial);
  const perView = mobile ? photoLayout.galleryMobile : photoLayout.galleryDesktop;
  const view = galleryView(photos.length, perView, selected);
  const current = photos[Math.min(selected, photos.length - 1)];
  if (!current) return null;
  const { photo, review } = current;
  const large = reviewImageUrl(photo.sizes.normal.url, { w: 720, h: 1080, fit: 'fill' });
  return (
    <Modal label={texts.galleryDialogLabel} onClose={onClose} testId="photo-gallery" wide>
      <div className={styles.gallery}>
        <figure className={styles.figure}>
          {large ? <img src={large} alt={photo.caption ?? texts.photoBy(review.username)} width={720} height={1080} className={styles.photo} /> : null}
          {photo.caption ? <figcaption>{photo.caption}</figcaption> : null}
        </figure>
        <div className={styles.reviewBody}>
          <Stars rating={review.rating} label={texts.ratedOutOfFive(review.rating)} />
          <h2 className={styles.galleryTitle}>{review.title}</h2>
          <p className={styles.galleryByline}>
            {review.username} · <time dateTime={review.submittedAt}>{reviewDate(review.submittedAt)}</time>
          </p>
          <PromotionNote review={review} />
          <TruncatedText text={review.reviewText} limit={truncation.listText} onReadMore={() => onOpenReview(review)} />
        </div>
        <div className={styles.rail}>
          <button type="button" className={styles.railArrow} aria-label={texts.previousPhotos} disabled={!view.hasPrevious} onClick={() => setSelected((current) => stepView(photos.length, perView, current, -1))}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <ul className={styles.railList} style={{ gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }} data-testid="gallery-view">
            {photos.slice(view.first, view.end).map(({ photo: railPhoto, review: railReview }, offset) => {
              const index = view.first + offset;
              const src = reviewImageUrl(railPhoto.sizes.thumbnail?.url ?? railPhoto.sizes.normal.url, { w: 160, h: 240, fit: 'fill' });
              return (
                <li key={railPhoto.id}>
                  <button type="button" className={styles.railPhoto} aria-pressed={index === selected} aria-label={texts.openPhoto(index + 1, photos.length)} onClick={() => setSelected(index)}>
                    {src ? <img src={src} alt={railPhoto.caption ?? texts.photoBy(railReview.username)} width={80} height={120} loading="lazy" /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" className={styles.railArrow} aria-label={texts.nextPhotos} disabled={!view.hasNext} onClick={() => setSelected((current) => stepView(photos.length, perView, current, 1))}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
          <p className={styles.railPosition} aria-live="polite" data-testid="gallery-position">
            {texts.galleryPosition(view.first + 1, view.end, photos.length)}
          </p>
        </div>
      </div>
    </Modal>
  );
}
