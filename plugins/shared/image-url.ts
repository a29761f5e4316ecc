/**
 * Image URLs with the Contentful Images API parameters (w, h, fit, bg, q, fm). The embedded
 * image endpoints take the same parameters, so one builder serves both the embedded space and
 * a real Contentful space. Where the storefront emits an image src it checks the file's URL by
 * the one URL rule again: an unsafe one gives no URL at all.
 */
import { boundedMemo } from '@storefront/cms-models/bounded-memo';
import { safeUrl } from '@storefront/cms-models/safe-url';

export interface ImageParams {
  w?: number;
  h?: number;
  fit?: 'pad' | 'fill' | 'scale' | 'crop' | 'thumb';
  /** Background for `pad`, as rgb:RRGGBB. */
  bg?: string;
  q?: number;
  fm?: 'jpg' | 'png' | 'webp' | 'avif';
}

const PLACEHOLDER_ORIGIN = 'http://relative.invalid';

export function imageUrl(src: string, params: ImageParams): string | undefined {
  const settings: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) settings.push([key, String(typeof value === 'number' ? Math.round(value) : value)]);
  }
  return sizedUrlOnce(JSON.stringify([src, settings]));
}

// A page asks for the same image sizes on every render (each srcset has five or six): the URL
// parse and the safety checks run once per distinct request.
const sizedUrlOnce = boundedMemo(5_000, (key) => {
  const [src, settings] = JSON.parse(key) as [string, Array<[string, string]>];
  if (safeUrl(src, 'resource') === undefined) return undefined;
  const url = new URL(src, PLACEHOLDER_ORIGIN);
  for (const [name, value] of settings) url.searchParams.set(name, value);
  // The rebuilt URL is checked too: a path's normal form is what the browser gets.
  return safeUrl(url.origin === PLACEHOLDER_ORIGIN ? `${url.pathname}${url.search}` : url.toString(), 'resource');
});

/**
 * The picture at a width, as the storefront asks for it: webp at quality 75 unless `params` say
 * otherwise, the height following the aspect ratio (width / height) where there is one.
 */
export function sizedImageUrl(src: string, w: number, aspectRatio: number | undefined, params: ImageParams = {}): string | undefined {
  const h = aspectRatio ? Math.round(w / aspectRatio) : undefined;
  return imageUrl(src, { fm: 'webp', q: 75, ...params, w, ...(h ? { h, fit: params.fit ?? 'fill' } : {}) });
}

/** A srcset over the given widths, heights following the aspect ratio (width / height). */
export function imageSrcSet(src: string, widths: readonly number[], aspectRatio: number | undefined, params: ImageParams = {}): string | undefined {
  const candidates = widths.map((w) => {
    const url = sizedImageUrl(src, w, aspectRatio, params);
    return url && `${url} ${w}w`;
  });
  return candidates.every((candidate) => candidate !== undefined) ? candidates.join(', ') : undefined;
}

/** A CSS string holding `text`: quotes, backslashes and line breaks escaped, so no URL ends it early. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"\n\r\f]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}"`;
}

/**
 * A CSS `image-set()` of the image at a CSS width, for 1x and 2x screens (heights following the
 * aspect ratio, width / height): for a picture drawn as a background, which CSS can ask for only
 * when it is needed. Undefined when the URL rule refuses the file.
 */
export function cssImageSet(src: string, cssWidth: number, aspectRatio: number, params: ImageParams = {}): string | undefined {
  const candidates = [1, 2].map((density) => {
    const url = sizedImageUrl(src, cssWidth * density, aspectRatio, params);
    return url && `${cssString(url)} ${density}x`;
  });
  return candidates.every((candidate) => candidate !== undefined) ? `image-set(${candidates.join(', ')})` : undefined;
}
