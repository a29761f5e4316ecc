import { preload } from 'react-dom';
import { GalleryFrame, type GallerySlide } from './GalleryFrame.client';
import { gallerySlides, MAIN_SIZES, type GallerySlideMedia } from './gallery-media';
import { gallery } from './gallery.constants';
import styles from './ProductGallery.module.css';
import type { ProductGalleryProps } from './types';

export type { GalleryMedia, ProductGalleryProps } from './types';

const THUMB_HEIGHT = Math.round(gallery.thumbnailWidthPx * gallery.aspect);

/** What the browser-side gallery needs of a medium beyond the server-drawn picture. */
function slideOf(media: GallerySlideMedia): GallerySlide {
  if (media.kind === 'image') return { kind: 'image', alt: media.alt, zoomSrc: media.zoom.src, zoomSrcSet: media.zoom.srcSet };
  return { kind: 'video', alt: media.alt, sources: media.sources, poster: media.poster.src, width: media.width, height: media.height };
}

/**
 * The product page gallery (P §2 'Product page gallery', §9), drawn by the server: the first
 * picture is the page's largest paint, so it is preloaded with high priority and every other one
 * loads lazily. Every picture sits in a box of the gallery's aspect, so nothing moves when the
 * browser's part (GalleryFrame, and later the slider and zoom) arrives.
 */
export function ProductGallery({ media, productName, colour, priority = true }: ProductGalleryProps) {
  const items = gallerySlides(media, productName);
  const first = items[0];
  if (!first) {
    // No usable picture: the box keeps its place so the page does not jump.
    return <div className={styles.empty} data-testid="product-gallery" aria-label={productName} role="img" />;
  }
  if (priority) {
    if (first.kind === 'image') preload(first.main.src, { as: 'image', imageSrcSet: first.main.srcSet, imageSizes: MAIN_SIZES, fetchPriority: 'high' });
    else preload(first.poster.src, { as: 'image', fetchPriority: 'high' });
  }
  // Only a picture loading lazily is left out of the page's preloads (React hints every other one).
  const leads = (index: number) => priority && index === 0;
  const pictures = items.map((item, index) =>
    item.kind === 'image' ? (
      <img
        className={styles.picture}
        src={item.main.src}
        srcSet={item.main.srcSet}
        sizes={MAIN_SIZES}
        alt={item.alt}
        width={item.width}
        height={item.height}
        loading={leads(index) ? 'eager' : 'lazy'}
        fetchPriority={leads(index) ? 'high' : 'auto'}
        decoding={leads(index) ? 'sync' : 'async'}
        draggable={false}
      />
    ) : (
      // A film shows its poster until played, and its controls only after a click (GalleryFrame).
      <video className={styles.picture} poster={item.poster.src} width={item.width} height={item.height} preload="none" playsInline aria-label={item.alt}>
        {item.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
    ),
  );
  const thumbnails = items.map((item) => (
    <img
      className={styles.thumbPicture}
      src={item.thumb.src}
      srcSet={item.thumb.srcSet}
      sizes={`${gallery.thumbnailWidthPx}px`}
      alt=""
      width={gallery.thumbnailWidthPx}
      height={THUMB_HEIGHT}
      loading="lazy"
      decoding="async"
      draggable={false}
    />
  ));
  // A new colour is a new set of pictures: the gallery starts again at the first.
  return <GalleryFrame key={colour} productName={productName} colour={colour} slides={items.map(slideOf)} pictures={pictures} thumbnails={thumbnails} />;
}
