/**
 * What the image endpoint paints from. The endpoint routes, sizes, rasterises, encodes and caches;
 * the drawings themselves (SVG) come from the artwork the storefront wires in. The embedded
 * default wires the synthetic world's procedural art (seed/src/imagery), so no product module
 * knows how a dress is drawn.
 */

/** What one product picture is of: read from the product row and the chosen colour. */
export interface ArtSubject {
  /** Product key: seeds the shape details, so each product looks like itself in every colour. */
  key: string;
  productType: string;
  attributes: Readonly<Record<string, string>>;
  colourHex: string;
}

/**
 * Views per colour: 1 front, 2 back (or the alternate angle for products), 3 close-up of the
 * fabric or detail, 4 the garment on a hanger against a wall rail.
 */
export type ProductView = 1 | 2 | 3 | 4;

export interface CampaignArtRequest {
  theme: string;
  seed: string;
  width: number;
  height: number;
}

export interface ImageArtwork {
  /** Goes into every ETag: bumped whenever the drawings change, so cached copies are replaced. */
  readonly version: string;
  /** A product in one colour from one view, as SVG drawn for the given pixel size. */
  productSvg(subject: ArtSubject, view: ProductView, size: { width: number; height: number }): string;
  /** A square swatch of the product's cloth (or finish) in the colour, as SVG `size` pixels wide. */
  swatchSvg(subject: ArtSubject, size: number): string;
  /** Whether campaign banners of this theme exist (the endpoint answers 404 otherwise). */
  hasCampaignTheme(theme: string): boolean;
  /** A banner of a known theme, composed for the requested shape. */
  campaignSvg(request: CampaignArtRequest): string;
}

/** Intrinsic size of a product image: portrait 2:3 like a studio product photograph (the spec's 1.5 ratio). */
export const PRODUCT_IMAGE_SIZE = { width: 1200, height: 1800 } as const;

/** Intrinsic swatch size (square); the endpoint scales it for 24px dots or 60 × 90 tiles. */
export const SWATCH_SIZE = 400;
