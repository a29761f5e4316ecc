import { safeUrl } from '@storefront/cms-models/safe-url';
import { imageSrcSet, imageUrl } from '../../shared/image-url';
import { gallery } from './gallery.constants';
import type { GalleryMedia } from './types';

/** Width / height of the gallery's picture boxes (the spec's aspect is height / width). */
export const BOX_RATIO = 1 / gallery.aspect;
/** Phones show the picture full width; desktop gives the gallery about half the page. */
export const MAIN_SIZES = `(min-width: ${gallery.desktopMinWidthPx}px) 45vw, 100vw`;
const MAIN_WIDTHS = [390, 640, 828, 1080, 1440] as const;
const THUMB_WIDTHS = [gallery.thumbnailWidthPx, gallery.thumbnailWidthPx * 2] as const;
/** Zoomed pictures are three or four times the box: enough pixels for that at phone densities. */
const ZOOM_WIDTHS = [1200, 1800, 2400, 3000] as const;
const FALLBACK_WIDTH = 828;

interface Sized {
  src: string;
  srcSet: string;
}

function sized(src: string, widths: readonly number[], quality: number, fallbackWidth: number): Sized | undefined {
  const params = { q: quality, fm: 'webp', fit: 'fill' } as const;
  const fallback = imageUrl(src, { ...params, w: fallbackWidth, h: Math.round(fallbackWidth * gallery.aspect) });
  const srcSet = imageSrcSet(src, widths, BOX_RATIO, params);
  return fallback && srcSet ? { src: fallback, srcSet } : undefined;
}

/** One file a film can play from; the browser takes the first whose type it plays. */
export interface FilmSource {
  src: string;
  type: string;
}

/** A picture of the gallery with every URL it needs, or a film with its poster. */
export type GallerySlideMedia =
  | { kind: 'image'; alt: string; width: number; height: number; main: Sized; thumb: Sized; zoom: Sized }
  | { kind: 'video'; alt: string; width: number; height: number; sources: FilmSource[]; poster: Sized | { src: string; srcSet?: undefined }; thumb: Sized | { src: string; srcSet?: undefined } };

/**
 * The files a film plays from. The video endpoint serves every catalogued MP4 film as WebM
 * beside it (same path, .webm): offered first, it plays in browsers built without H.264, and
 * the rest take the MP4.
 */
export function filmSources(src: string, mimeType: string): FilmSource[] {
  const served = /^\/_video\/.+\.mp4$/.test(src) && mimeType === 'video/mp4';
  return served ? [{ src: `${src.slice(0, -'.mp4'.length)}.webm`, type: 'video/webm' }, { src, type: mimeType }] : [{ src, type: mimeType }];
}

/** Posters on the image endpoint are sized like pictures; any other safe poster URL is used as it is. */
function poster(src: string, widths: readonly number[], fallbackWidth: number) {
  if (src.startsWith('/_img/')) return sized(src, widths, gallery.normalQuality, fallbackWidth);
  const url = safeUrl(src, 'resource');
  return url ? { src: url } : undefined;
}

/**
 * The URLs of each medium at the gallery's qualities (70 shown, 95 zoomed). A medium whose URL
 * fails the URL rule is left out rather than drawn broken.
 */
export function gallerySlides(media: readonly GalleryMedia[], productName: string): GallerySlideMedia[] {
  return media.flatMap((item): GallerySlideMedia[] => {
    if (item.kind === 'image') {
      const main = sized(item.src, MAIN_WIDTHS, gallery.normalQuality, FALLBACK_WIDTH);
      const thumb = sized(item.src, THUMB_WIDTHS, gallery.normalQuality, gallery.thumbnailWidthPx);
      const zoom = sized(item.src, ZOOM_WIDTHS, gallery.zoomQuality, ZOOM_WIDTHS[1]);
      return main && thumb && zoom ? [{ kind: 'image', alt: item.alt, width: item.width, height: item.height, main, thumb, zoom }] : [];
    }
    const src = safeUrl(item.src, 'resource');
    const still = poster(item.poster, MAIN_WIDTHS, FALLBACK_WIDTH);
    const thumb = poster(item.poster, THUMB_WIDTHS, gallery.thumbnailWidthPx);
    if (!src || !still || !thumb) return [];
    return [{ kind: 'video', alt: `${productName} video`, width: item.width, height: item.height, sources: filmSources(src, item.mimeType), poster: still, thumb }];
  });
}
