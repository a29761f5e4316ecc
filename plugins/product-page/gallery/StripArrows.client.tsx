'use client';

import { useSelector } from '@xstate/react';
import type { GalleryEngine } from './gallery-engine';
import { zoomViewTexts as texts } from './gallery.texts';
import styles from './ProductGallery.module.css';

/**
 * The thumbnail strip's scroll arrows, over its ends (so showing them moves nothing), there only
 * where the strip's carousel can go. They come with the rest of the gallery's browser code: until
 * then the strip scrolls by wheel or trackpad.
 */
export function StripArrows({ engine }: { engine: GalleryEngine }) {
  const canUp = useSelector(engine.thumbnails, (snapshot) => snapshot.can({ type: 'carousel.previous' }));
  const canDown = useSelector(engine.thumbnails, (snapshot) => snapshot.can({ type: 'carousel.next' }));
  return (
    <>
      <button
        type="button"
        className={`${styles.stripArrow} ${styles.stripUp}`}
        aria-label={texts.thumbnailsUp}
        data-shown={canUp || undefined}
        onClick={() => engine.thumbnails.send({ type: 'carousel.previous' })}
      />
      <button
        type="button"
        className={`${styles.stripArrow} ${styles.stripDown}`}
        aria-label={texts.thumbnailsDown}
        data-shown={canDown || undefined}
        onClick={() => engine.thumbnails.send({ type: 'carousel.next' })}
      />
    </>
  );
}
