import { imageSrcSet, sizedImageUrl, type ImageParams } from './image-url';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** width / height of the box the image fills; omit to keep the source's own ratio. */
  aspectRatio?: number | undefined;
  widths: readonly number[];
  sizes: string;
  /** Above-the-fold images load at once with high priority; the rest lazily. */
  eager?: boolean;
  className?: string | undefined;
  params?: ImageParams;
}

/**
 * A plain <img> with a srcset from the image endpoint (works the same outside Next.js); nothing
 * when the file's URL fails the URL rule.
 */
export function ResponsiveImage({ src, alt, aspectRatio, widths, sizes, eager = false, className, params = {} }: ResponsiveImageProps) {
  const fallbackWidth = widths[Math.min(1, widths.length - 1)] ?? 800;
  const fallbackHeight = aspectRatio ? Math.round(fallbackWidth / aspectRatio) : undefined;
  const fallback = sizedImageUrl(src, fallbackWidth, aspectRatio, params);
  if (fallback === undefined) return null;
  return (
    <img
      className={className}
      src={fallback}
      srcSet={imageSrcSet(src, widths, aspectRatio, params)}
      sizes={sizes}
      alt={alt}
      width={fallbackWidth}
      height={fallbackHeight}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding={eager ? 'sync' : 'async'}
    />
  );
}
