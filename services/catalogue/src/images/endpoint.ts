import { createHash } from 'node:crypto';
import type { Database } from '@storefront/db/client';
import sharp from 'sharp';
import { PRODUCT_IMAGE_SIZE, SWATCH_SIZE, type ImageArtwork, type ProductView } from './artwork';
import { createDatabaseImageSource, type ProductImageSource } from './image-source';
import { LruCache } from './lru';
import { ImageParamError, parseImageParams, paramsKey, toImageParams, type ImageFormat, type ImageParams } from './params';
import { applyImageParams, sourceScale, targetSize, transformImageBytes, UnsupportedImageError } from './transform';

export interface ImageResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array | string;
}

export interface ImageRequestOptions {
  method?: string;
  /** The If-None-Match request header, for 304 answers. */
  ifNoneMatch?: string | null;
}

interface Raster {
  data: Buffer;
  width: number;
  height: number;
}

export interface ImageCaches {
  /** Rasterised artwork before sizing and encoding, per render size. */
  rasters: LruCache<Raster>;
  /** Finished responses, per normalised URL. */
  outputs: LruCache<{ body: Buffer; contentType: string; etag: string }>;
}

/**
 * Where product artwork inputs come from (a catalogue database, or any other source) and the
 * artwork that draws them.
 */
export type ImageEndpointDeps = ({ source: ProductImageSource } | { db: Database }) & { artwork: ImageArtwork; caches?: ImageCaches };

// One source per database, so its short lookup memory survives from request to request.
const sourcesByDb = new WeakMap<Database, ProductImageSource>();

function sourceOf(deps: ImageEndpointDeps): ProductImageSource {
  if ('source' in deps) return deps.source;
  let source = sourcesByDb.get(deps.db);
  if (!source) {
    source = createDatabaseImageSource(deps.db);
    sourcesByDb.set(deps.db, source);
  }
  return source;
}

export function createImageCaches(limits: { rasterBytes?: number; outputBytes?: number } = {}): ImageCaches {
  return {
    rasters: new LruCache<Raster>({ maxBytes: limits.rasterBytes ?? 96 * 1024 * 1024, maxEntries: 400 }, (raster) => raster.data.length),
    outputs: new LruCache({ maxBytes: limits.outputBytes ?? 64 * 1024 * 1024, maxEntries: 4_000 }, (output) => output.body.length),
  };
}

const defaultCaches = createImageCaches();

/** Rendered URLs never change: the artwork is a pure function of the path and parameters. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Goes into the ETags of transformed uploads; bump it when the transform changes its output. */
const TRANSFORM_VERSION = '1';

const productPath = /^\/_img\/products\/([A-Za-z]{3}\d{5})\/([a-z0-9-]{1,60})\/(\d{1,2})$/;
const swatchPath = /^\/_img\/swatches\/([A-Za-z]{3}\d{5})\/([a-z0-9-]{1,60})$/;
const campaignPath = /^\/_img\/campaigns\/([a-z]+)\/([A-Za-z0-9-]{1,40})$/;

function text(status: number, message: string, cacheControl = 'no-store'): ImageResponse {
  return { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl }, body: message };
}

/** Render sizes come in steps so that nearby requested widths share one rasterisation. */
function renderWidth(intrinsicWidth: number, scale: number): number {
  const needed = Math.ceil(intrinsicWidth * scale);
  if (needed > intrinsicWidth) return Math.min(4000, Math.ceil(needed / 200) * 200);
  const step = intrinsicWidth / 4;
  return Math.min(intrinsicWidth, Math.max(step, Math.ceil(needed / step) * step));
}

async function raster(caches: ImageCaches, cacheKey: string, width: number, height: number, svg: () => string): Promise<Raster> {
  const key = `${cacheKey}@${width}x${height}`;
  const hit = caches.rasters.get(key);
  if (hit) return hit;
  const { data, info } = await sharp(Buffer.from(svg()), { limitInputPixels: 4000 * 6000 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const value = { data, width: info.width, height: info.height };
  caches.rasters.set(key, value);
  return value;
}

function etagFor(version: string, body: Buffer): string {
  return `"${createHash('sha1').update(version).update(body).digest('base64url').slice(0, 27)}"`;
}

function respond(output: { body: Buffer; contentType: string; etag: string }, options: ImageRequestOptions): ImageResponse {
  const headers = { 'Content-Type': output.contentType, 'Cache-Control': IMMUTABLE, ETag: output.etag, 'Content-Length': String(output.body.length) };
  if (options.ifNoneMatch && options.ifNoneMatch.split(',').some((tag) => tag.trim() === output.etag || tag.trim() === '*')) {
    const { 'Content-Length': _omit, ...rest } = headers;
    return { status: 304, headers: rest, body: '' };
  }
  if (options.method === 'HEAD') return { status: 200, headers, body: '' };
  return { status: 200, headers, body: output.body };
}

/** One picture to draw: its cache key, intrinsic size, default format and SVG at a pixel size. */
interface Drawing {
  cacheKey: string;
  intrinsic: { width: number; height: number };
  defaultFormat: ImageFormat;
  svgAt: (width: number, height: number) => string;
}

async function render(caches: ImageCaches, artwork: ImageArtwork, drawing: Drawing, params: ImageParams): Promise<{ body: Buffer; contentType: string; etag: string }> {
  const outputKey = `${drawing.cacheKey}?${paramsKey(params)}`;
  const hit = caches.outputs.get(outputKey);
  if (hit) return hit;
  // A listing asks for the same image from many shoppers at once: render it once.
  const pending = inFlight.get(outputKey);
  if (pending) return pending;
  const promise = renderUncached(caches, artwork, drawing, params, outputKey).finally(() => inFlight.delete(outputKey));
  inFlight.set(outputKey, promise);
  return promise;
}

const inFlight = new Map<string, Promise<{ body: Buffer; contentType: string; etag: string }>>();

async function renderUncached(
  caches: ImageCaches,
  artwork: ImageArtwork,
  drawing: Drawing,
  params: ImageParams,
  outputKey: string,
): Promise<{ body: Buffer; contentType: string; etag: string }> {
  const { intrinsic } = drawing;
  const width = renderWidth(intrinsic.width, sourceScale(intrinsic, params));
  const height = Math.round((width * intrinsic.height) / intrinsic.width);
  const source = await raster(caches, drawing.cacheKey, width, height, () => drawing.svgAt(width, height));
  const pipeline = sharp(source.data, { raw: { width: source.width, height: source.height, channels: 3 } });
  const result = await applyImageParams(pipeline, source, params, drawing.defaultFormat, intrinsic);
  const output = { body: result.body, contentType: result.contentType, etag: etagFor(artwork.version, result.body) };
  caches.outputs.set(outputKey, output);
  return output;
}

/**
 * GET /_img/products/{key}/{colour}/{view}, /_img/swatches/{key}/{colour} and
 * /_img/campaigns/{theme}/{seed}, with Contentful's w, h, fit, bg, q and fm parameters.
 * Framework-free: the route hands in the URL and gets status, headers and body back.
 */
export async function handleImageRequest(url: URL, deps: ImageEndpointDeps, options: ImageRequestOptions = {}): Promise<ImageResponse> {
  if (options.method && options.method !== 'GET' && options.method !== 'HEAD') {
    return { ...text(405, 'Only GET and HEAD are supported'), headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Allow: 'GET, HEAD' } };
  }
  const parsed = parseImageParams(url.searchParams);
  if (!parsed.ok) return text(400, `Bad image parameters: ${parsed.error}`);
  const params = parsed.params;
  const caches = deps.caches ?? defaultCaches;
  const source = sourceOf(deps);
  const { artwork } = deps;
  const pathname = url.pathname.replace(/\/+$/, '');

  const product = productPath.exec(pathname);
  if (product) {
    const key = product[1]!.toUpperCase();
    const colour = product[2]!;
    const view = Number(product[3]);
    const record = await source.findColour(key, colour);
    if (!record) return text(404, `No product ${key} in colour ${colour}`, 'public, max-age=60');
    if (view < 1 || view > record.imageCount) return text(404, `Product ${key} has views 1 to ${record.imageCount}`, 'public, max-age=60');
    const subject = { key, productType: record.productType, attributes: record.attributes, colourHex: record.colour.hex };
    const output = await render(
      caches,
      artwork,
      {
        cacheKey: `p:${key}:${colour}:${view}:${record.colour.hex}`,
        intrinsic: PRODUCT_IMAGE_SIZE,
        defaultFormat: 'jpg',
        svgAt: (width, height) => artwork.productSvg(subject, view as ProductView, { width, height }),
      },
      params,
    );
    return respond(output, options);
  }

  const swatch = swatchPath.exec(pathname);
  if (swatch) {
    const key = swatch[1]!.toUpperCase();
    const colour = swatch[2]!;
    const record = await source.findColour(key, colour);
    if (!record) return text(404, `No product ${key} in colour ${colour}`, 'public, max-age=60');
    const subject = { key, productType: record.productType, attributes: record.attributes, colourHex: record.colour.hex };
    const output = await render(
      caches,
      artwork,
      { cacheKey: `s:${key}:${colour}:${record.colour.hex}`, intrinsic: { width: SWATCH_SIZE, height: SWATCH_SIZE }, defaultFormat: 'png', svgAt: (width) => artwork.swatchSvg(subject, width) },
      params,
    );
    return respond(output, options);
  }

  const campaign = campaignPath.exec(pathname);
  if (campaign) {
    const theme = campaign[1]!;
    if (!artwork.hasCampaignTheme(theme)) return text(404, `Unknown campaign theme: ${theme}`, 'public, max-age=60');
    // Campaign art is composed for the requested shape rather than cropped from a fixed one.
    const intrinsic = params.width && params.height ? { width: params.width, height: params.height } : targetSize({ width: 1600, height: 900 }, params);
    const composed = { ...params, width: intrinsic.width, height: intrinsic.height };
    const output = await render(
      caches,
      artwork,
      {
        cacheKey: `c:${theme}:${campaign[2]}:${intrinsic.width}x${intrinsic.height}`,
        intrinsic,
        defaultFormat: 'jpg',
        svgAt: (width, height) => artwork.campaignSvg({ theme, seed: campaign[2]!, width, height }),
      },
      composed,
    );
    return respond(output, options);
  }
  return text(404, 'Unknown image path');
}


/**
 * The same parameters applied to an uploaded image (CMS asset files), answered like an image
 * request: 400 for bad parameters, 415 for bytes that are not a supported image, otherwise the
 * transformed image with long-lived cache headers. Without fm the upload keeps its format.
 */
export async function transformImage(
  bytes: Uint8Array,
  input: URLSearchParams | string | ImageParams,
  options: ImageRequestOptions & { caches?: ImageCaches } = {},
): Promise<ImageResponse> {
  let params: ImageParams;
  try {
    params = toImageParams(input);
  } catch (error) {
    if (error instanceof ImageParamError) return text(400, `Bad image parameters: ${error.message}`);
    throw error;
  }
  const caches = options.caches ?? defaultCaches;
  const key = `f:${createHash('sha1').update(bytes).digest('base64url')}?${paramsKey(params)}`;
  let output = caches.outputs.get(key);
  if (!output) {
    try {
      const result = await transformImageBytes(bytes, params);
      output = { body: result.body, contentType: result.contentType, etag: etagFor(TRANSFORM_VERSION, result.body) };
    } catch (error) {
      if (error instanceof UnsupportedImageError) return text(415, error.message);
      throw error;
    }
    caches.outputs.set(key, output);
  }
  return respond(output, options);
}
