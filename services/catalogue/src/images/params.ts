/**
 * Contentful Images API parameters (w, h, fit, bg, q, fm), parsed once for the product image
 * endpoint and for CMS asset files alike. Unknown parameters are ignored, as Contentful does.
 */
export const fits = ['pad', 'fill', 'scale', 'crop', 'thumb'] as const;
export const formats = ['jpg', 'png', 'webp', 'avif'] as const;
export type Fit = (typeof fits)[number];
export type ImageFormat = (typeof formats)[number];

export const MAX_DIMENSION = 4000;

export interface ImageParams {
  width?: number;
  height?: number;
  fit?: Fit;
  /** Padding / flattening colour from bg=rgb:RRGGBB. */
  background?: { r: number; g: number; b: number };
  quality?: number;
  format?: ImageFormat;
}

export type ParseResult = { ok: true; params: ImageParams } | { ok: false; error: string };

export class ImageParamError extends Error {
  override readonly name = 'ImageParamError';
}

function integer(name: string, raw: string, min: number, max: number): number | string {
  if (!/^\d+$/.test(raw)) return `${name} must be a whole number between ${min} and ${max} (got "${raw}")`;
  const value = Number(raw);
  if (value < min || value > max) return `${name} must be between ${min} and ${max} (got ${value})`;
  return value;
}

export function parseImageParams(search: URLSearchParams): ParseResult {
  const params: ImageParams = {};
  for (const name of ['w', 'h', 'fit', 'bg', 'q', 'fm']) {
    const values = search.getAll(name);
    if (values.length > 1) return { ok: false, error: `${name} is given more than once` };
    const raw = values[0];
    if (raw === undefined) continue;
    const value = raw.trim();
    switch (name) {
      case 'w':
      case 'h': {
        const parsed = integer(name, value, 1, MAX_DIMENSION);
        if (typeof parsed === 'string') return { ok: false, error: parsed };
        if (name === 'w') params.width = parsed;
        else params.height = parsed;
        break;
      }
      case 'q': {
        const parsed = integer('q', value, 1, 100);
        if (typeof parsed === 'string') return { ok: false, error: parsed };
        params.quality = parsed;
        break;
      }
      case 'fit':
        if (!(fits as readonly string[]).includes(value)) return { ok: false, error: `fit must be one of ${fits.join(', ')} (got "${value}")` };
        params.fit = value as Fit;
        break;
      case 'fm':
        if (!(formats as readonly string[]).includes(value)) return { ok: false, error: `fm must be one of ${formats.join(', ')} (got "${value}")` };
        params.format = value as ImageFormat;
        break;
      case 'bg': {
        const match = /^rgb:([0-9a-f]{6})$/i.exec(value);
        if (!match) return { ok: false, error: `bg must look like rgb:RRGGBB, e.g. rgb:ffffff (got "${value}")` };
        const hex = Number.parseInt(match[1]!, 16);
        params.background = { r: (hex >> 16) & 255, g: (hex >> 8) & 255, b: hex & 255 };
        break;
      }
    }
  }
  return { ok: true, params };
}

/** Parameters from a query string or an already-parsed object; throws ImageParamError on bad input. */
export function toImageParams(input: URLSearchParams | string | ImageParams): ImageParams {
  if (typeof input === 'string' || input instanceof URLSearchParams) {
    const result = parseImageParams(typeof input === 'string' ? new URLSearchParams(input) : input);
    if (!result.ok) throw new ImageParamError(result.error);
    return result.params;
  }
  const search = new URLSearchParams();
  if (input.width !== undefined) search.set('w', String(input.width));
  if (input.height !== undefined) search.set('h', String(input.height));
  if (input.fit !== undefined) search.set('fit', input.fit);
  if (input.quality !== undefined) search.set('q', String(input.quality));
  if (input.format !== undefined) search.set('fm', input.format);
  if (input.background) {
    const { r, g, b } = input.background;
    search.set('bg', `rgb:${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`);
  }
  return toImageParams(search);
}

/** A stable string for cache keys: the same image whatever the parameter order. */
export function paramsKey(params: ImageParams): string {
  const bg = params.background ? `${params.background.r},${params.background.g},${params.background.b}` : '';
  return [params.width ?? '', params.height ?? '', params.fit ?? '', bg, params.quality ?? '', params.format ?? ''].join('|');
}
