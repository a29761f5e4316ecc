import { preload } from 'react-dom';
import type { ProductImage } from '@storefront/catalogue/types';
import { imageSrcSet, imageUrl } from '../../shared/image-url';
import styles from './ProductPage.module.css';

/** Widths the main image is drawn at: a phone's full width at 2× up to half of a wide desktop at 2×. */
const WIDTHS = [390, 600, 780, 1000, 1200] as const;
const SIZES = '(min-width: 1024px) 52vw, 100vw';

/**
 * The gallery slot until the gallery section is wired in: the colour's first image, drawn by the
 * server at its intrinsic 2:3 size (no layout shift), preloaded and fetched first (the page's
 * largest paint). `preloadImage` marks the default colour's, which the browser should fetch at once.
 */
export function FirstImageGallery({ image, preloadImage }: { image: ProductImage; preloadImage: boolean }) {
  const width = image.width ?? 1200;
  const height = image.height ?? 1800;
  const params = { fm: 'webp', q: 70, fit: 'fill' } as const;
  const src = imageUrl(image.src, { ...params, w: 780, h: Math.round((780 * height) / width) });
  const srcSet = imageSrcSet(image.src, WIDTHS, width / height, params);
  if (!src) return null;
  if (preloadImage) preload(src, { as: 'image', fetchPriority: 'high', ...(srcSet ? { imageSrcSet: srcSet, imageSizes: SIZES } : {}) });
  return (
    <div className={styles.gallery} data-testid="pdp-gallery">
      <img
        className={styles.mainImage}
        src={src}
        srcSet={srcSet}
        sizes={SIZES}
        alt={image.alt}
        width={width}
        height={height}
        loading={preloadImage ? 'eager' : 'lazy'}
        fetchPriority={preloadImage ? 'high' : 'auto'}
        decoding={preloadImage ? 'sync' : 'async'}
      />
    </div>
  );
}
