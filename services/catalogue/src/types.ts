/** The catalogue's public shapes: what blocks, listings and the product page receive. */

export interface Money {
  /** Amount in pence. */
  pence: number;
  /** en-GB GBP text, e.g. "£49.00". */
  formatted: string;
}

export interface ProductImage {
  /** Image endpoint path without sizing parameters, e.g. /_img/products/CST12345/black/1. */
  src: string;
  alt: string;
  /** Width / height of the source artwork: 2/3, the spec's 1.5 (height / width) portrait ratio. */
  aspectRatio: number;
  /** Intrinsic size of the source artwork in pixels (1200 × 1800 for product images). */
  width?: number;
  height?: number;
}

export interface ColourVariantSummary {
  /** The variant a card acts on for this colour (first size in stock, else first size). */
  sku: string;
  colour: string;
  colourLabel: string;
  colourFacet: string;
  swatchHex: string;
  image: ProductImage;
  hoverImage: ProductImage | undefined;
  /** Sizes with stock in this colour, in size order. */
  sizesInStock: string[];
  isOnStock: boolean;
  price: Money;
  wasPrice: Money | undefined;
  /** Rounded 100 − price / wasPrice × 100, only when wasPrice is higher. */
  percentageSaving: number | undefined;
}

/** A product as a card shows it (listing and content blocks). */
export interface ProductSummary {
  id: string;
  key: string;
  slug: string;
  name: string;
  brand: { id: string; name: string };
  department: string;
  category: { slug: string; name: string };
  /** The merchandise classification ("Dresses", "Candles & Home Fragrance"). */
  classification?: string | undefined;
  /** Link to the product page for the default colour (/product/… or /premier/…). */
  url: string;
  /** The colour shown first. */
  defaultColour: string;
  colourVariants: ColourVariantSummary[];
  /** Lowest current price across variants. */
  price: Money;
  wasPrice: Money | undefined;
  percentageSaving: number | undefined;
  isOnStock: boolean;
  isPremier: boolean;
  hasGiftWithPurchase: boolean;
  averageRating: number | undefined;
  reviewCount: number;
  /** Whole catalogue size list of the product, e.g. ["6","8",…] or ["ONE SIZE"]. */
  sizes: string[];
}

/** One buyable variant (colour × size) as the quick-add modal and the product page use it. */
export interface VariantDetail {
  sku: string;
  colour: string;
  size: string;
  isOnStock: boolean;
  availableQuantity: number;
  price: Money;
  wasPrice: Money | undefined;
  percentageSaving: number | undefined;
}

/** A product with every variant: what quick add loads (P §7 GET /_api/quickadd/{productId}). */
export interface ProductDetail extends ProductSummary {
  description: string;
  variants: VariantDetail[];
}
