import sharp, { type Metadata, type Sharp } from 'sharp';
import { toImageParams, type ImageFormat, type ImageParams } from './params';

export interface TransformedImage {
  body: Buffer;
  contentType: string;
  format: ImageFormat;
  width: number;
  height: number;
}

export class UnsupportedImageError extends Error {
  override readonly name = 'UnsupportedImageError';
}

export const contentTypes: Record<ImageFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

const hasAlpha = (format: ImageFormat) => format !== 'jpg';

/** The output size for a source of `source` pixels. Missing sides follow the source ratio. */
export function targetSize(source: { width: number; height: number }, params: ImageParams): { width: number; height: number } {
  const { width, height } = params;
  if (width && height) return { width, height };
  if (width) return { width, height: Math.max(1, Math.round((width * source.height) / source.width)) };
  if (height) return { width: Math.max(1, Math.round((height * source.width) / source.height)), height };
  return { width: source.width, height: source.height };
}

/** How much the source is scaled down (or up) to produce the output: used to pick a render size. */
export function sourceScale(source: { width: number; height: number }, params: ImageParams): number {
  if (!params.width && !params.height) return 1;
  if (params.fit === 'crop') return 1;
  const target = targetSize(source, params);
  const sx = target.width / source.width;
  const sy = target.height / source.height;
  return params.fit === 'fill' || params.fit === 'thumb' || params.fit === 'scale' ? Math.max(sx, sy) : Math.min(sx, sy);
}

/**
 * Applies Contentful image parameters to a decoded source. `logical` is the size the source
 * stands for (the artwork may be rendered smaller than its intrinsic size when only a
 * thumbnail is wanted); crop works in logical pixels.
 */
export async function applyImageParams(
  source: Sharp,
  size: { width: number; height: number },
  params: ImageParams,
  defaultFormat: ImageFormat,
  logical: { width: number; height: number } = size,
): Promise<TransformedImage> {
  const format = params.format ?? defaultFormat;
  const background = params.background ? { ...params.background, alpha: 1 } : hasAlpha(format) ? { r: 0, g: 0, b: 0, alpha: 0 } : { r: 255, g: 255, b: 255, alpha: 1 };
  let pipeline = source;
  if (params.width || params.height) {
    const target = targetSize(logical, params);
    switch (params.fit) {
      case 'pad':
        pipeline = pipeline.resize(target.width, target.height, { fit: 'contain', background });
        break;
      case 'fill':
        pipeline = pipeline.resize(target.width, target.height, { fit: 'cover', position: 'centre' });
        break;
      case 'thumb':
        pipeline = pipeline.resize(target.width, target.height, { fit: 'cover', position: sharp.strategy.attention });
        break;
      case 'scale':
        pipeline = pipeline.resize(target.width, target.height, { fit: 'fill' });
        break;
      case 'crop': {
        // A window of the requested size from the centre of the source at its own scale;
        // sources smaller than the window are enlarged just enough to cover it.
        const cover = Math.max(1, target.width / logical.width, target.height / logical.height);
        const scaledWidth = Math.round(logical.width * cover);
        const scaledHeight = Math.round(logical.height * cover);
        const { data, info } = await pipeline.resize(scaledWidth, scaledHeight, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
        pipeline = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).extract({
          left: Math.floor((scaledWidth - target.width) / 2),
          top: Math.floor((scaledHeight - target.height) / 2),
          width: target.width,
          height: target.height,
        });
        break;
      }
      default:
        pipeline = pipeline.resize(target.width, target.height, { fit: 'inside' });
    }
  } else if (size.width !== logical.width || size.height !== logical.height) {
    pipeline = pipeline.resize(logical.width, logical.height, { fit: 'fill' });
  }
  if (!hasAlpha(format)) pipeline = pipeline.flatten({ background });
  switch (format) {
    case 'jpg':
      pipeline = pipeline.jpeg({ quality: params.quality ?? 82, mozjpeg: true });
      break;
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 8 });
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality: params.quality ?? 80 });
      break;
    case 'avif':
      pipeline = pipeline.avif({ quality: params.quality ?? 55, effort: 2 });
      break;
  }
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { body: data, contentType: contentTypes[format], format, width: info.width, height: info.height };
}

const inputFormats: Record<string, ImageFormat> = { jpeg: 'jpg', png: 'png', webp: 'webp', heif: 'avif', gif: 'png', tiff: 'png', svg: 'png' };

/**
 * Applies image parameters to uploaded bytes (CMS asset files). Without fm the output keeps
 * the input's format (GIF, TIFF and SVG become PNG). Throws ImageParamError for bad
 * parameters and UnsupportedImageError for bytes that are not an image we accept.
 */
export async function transformImageBytes(bytes: Uint8Array, input: URLSearchParams | string | ImageParams): Promise<TransformedImage> {
  const params = toImageParams(input);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
  } catch {
    throw new UnsupportedImageError('The file is not an image that can be transformed');
  }
  const inputFormat = metadata.format ? inputFormats[metadata.format] : undefined;
  if (!inputFormat || !metadata.width || !metadata.height) throw new UnsupportedImageError(`Unsupported image format: ${metadata.format ?? 'unknown'}`);
  if (metadata.format === 'svg' && /(?:href|src)\s*=\s*["'](?!data:|#)/i.test(Buffer.from(bytes).toString('utf8'))) {
    // An SVG that references other files or URLs could read local files while rendering.
    throw new UnsupportedImageError('SVG files that reference external resources are not transformed');
  }
  // Orientation from EXIF first, so w and h mean what the viewer sees.
  const source = sharp(bytes, { limitInputPixels: 40_000_000, animated: false }).rotate();
  const oriented = (metadata.orientation ?? 1) >= 5 ? { width: metadata.height, height: metadata.width } : { width: metadata.width, height: metadata.height };
  return applyImageParams(source, oriented, params, inputFormat);
}
