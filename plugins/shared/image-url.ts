/**
 * Image URLs with the Contentful Images API parameters (w, h, fit, bg, q, fm). The embedded
 * image endpoints take the same parameters, so one builder serves both the embedded space and
 * a real Contentful space.
 */
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

export function imageUrl(src: string, params: ImageParams): string {
  const absolute = src.startsWith('//') ? `https:${src}` : src;
  const url = new URL(absolute, PLACEHOLDER_ORIGIN);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, String(typeof value === 'number' ? Math.round(value) : value));
  }
  return url.origin === PLACEHOLDER_ORIGIN ? `${url.pathname}${url.search}` : url.toString();
}

/** A srcset over the given widths, heights following the aspect ratio (width / height). */
export function imageSrcSet(src: string, widths: readonly number[], aspectRatio: number | undefined, params: ImageParams = {}) {
  return widths
    .map((w) => {
      const h = aspectRatio ? Math.round(w / aspectRatio) : undefined;
      return `${imageUrl(src, { fm: 'webp', q: 75, ...params, w, ...(h ? { h, fit: params.fit ?? 'fill' } : {}) })} ${w}w`;
    })
    .join(', ');
}
