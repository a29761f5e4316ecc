import { PRODUCT_IMAGE_SIZE, SWATCH_SIZE, type ProductView } from '@storefront/catalogue/images/artwork';
import sharp from 'sharp';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH, productSvg } from './product-art';
import { swatchSvg } from './swatch-art';

export interface ProductArtInput {
  /** Product key: seeds the shape details, so each product looks like itself in every colour. */
  key: string;
  productType: string;
  attributes: Readonly<Record<string, string>>;
  colour: { code: string; hex: string };
}

export interface ProductImageRequest extends ProductArtInput {
  view: ProductView;
}

// librsvg rasterises at whatever size it is asked for, so drawings stay crisp at any width.
export async function rasteriseSvg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { limitInputPixels: 4000 * 6000 }).png({ compressionLevel: 3 }).toBuffer();
}

/** Product artwork as PNG. `width` defaults to the intrinsic 1200 (height follows at 2:3). */
export async function renderProductImage(request: ProductImageRequest, options: { width?: number } = {}): Promise<Buffer> {
  const width = Math.round(options.width ?? PRODUCT_IMAGE_SIZE.width);
  const height = Math.round((width * ARTWORK_HEIGHT) / ARTWORK_WIDTH);
  const svg = productSvg({ key: request.key, productType: request.productType, attributes: request.attributes, colourHex: request.colour.hex }, request.view, { width, height });
  return rasteriseSvg(svg);
}

/** A square swatch of the cloth (or finish) in the colour, as PNG. */
export async function renderSwatchImage(input: ProductArtInput, options: { size?: number } = {}): Promise<Buffer> {
  const size = Math.round(options.size ?? SWATCH_SIZE);
  return rasteriseSvg(swatchSvg({ key: input.key, productType: input.productType, attributes: input.attributes, colourHex: input.colour.hex }, size));
}
