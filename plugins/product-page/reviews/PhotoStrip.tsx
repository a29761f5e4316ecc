'use client';

import { stripLayout } from './rules/gallery';
import { reviewImageUrl } from './rules/media';
import { photoLayout, reviewsTexts as texts } from './reviews.texts';
import type { CustomerPhoto } from './use-photo-reviews';
import styles from './ReviewList.module.css';

/**
 * The customer photo strip (P §9): 3 thumbnails (2 on phones), the last one marked '+N' for the
 * photos beyond; any opens the gallery at that photo.
 */
export function PhotoStrip({ photos, mobile, onOpen }: { photos: readonly CustomerPhoto[]; mobile: boolean; onOpen: (index: number) => void }) {
  const { shown, more } = stripLayout(photos.length, mobile ? photoLayout.stripMobile : photoLayout.stripDesktop);
  return (
    <div className={styles.photoStrip} data-testid="photo-strip">
      <h3 className={styles.blockHeading}>{texts.photosHeading}</h3>
      <ul className={styles.stripList}>
        {photos.slice(0, shown).map(({ photo, review }, index) => {
          const src = reviewImageUrl(photo.sizes.thumbnail?.url ?? photo.sizes.normal.url, { w: 192, h: 288, fit: 'fill' });
          const last = index === shown - 1 && more > 0;
          return (
            <li key={photo.id}>
              <button
                type="button"
                className={styles.stripPhoto}
                onClick={() => onOpen(index)}
                aria-label={last ? texts.morePhotosLabel(more) : texts.openPhoto(index + 1, photos.length)}
                data-testid="strip-photo"
              >
                {src ? <img src={src} alt={photo.caption ?? texts.photoBy(review.username)} width={96} height={144} loading="lazy" decoding="async" /> : null}
                {last ? (
                  <span className={styles.stripMore} aria-hidden="true" data-testid="strip-more">
                    {texts.morePhotos(more)}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
