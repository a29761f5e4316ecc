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

/** A video of a colour (P §2 gallery; the 1080×1920 MP4 is the social preview of the page head). */
export interface ProductVideo {
  src: string;
  /** The still shown before it plays: an image path like ProductImage.src. */
  poster: string;
  mimeType: 'video/mp4' | 'video/webm';
  width: number;
  height: number;
}

/** A colour of the product page: its label and swatch, every image and video (P §3 Variant images, videos). */
export interface ProductPageColour {
  colour: string;
  colourLabel: string;
  colourFacet: string;
  swatchHex: string;
  images: ProductImage[];
  videos: ProductVideo[];
  /** The portrait MP4 for social tags, when the colour has one. */
  socialVideo: ProductVideo | undefined;
  isOnStock: boolean;
}

/** One buyable variant on the product page (P §3 Variant, Prices). */
export interface ProductPageVariant extends VariantDetail {
  isMaster: boolean;
  eanBarcode: string | undefined;
  /** The 3D viewer's model id (P §3 voxeloID), when the variant has a 3D model. */
  voxeloId: string | undefined;
}

/** The seller of a product and their details (P §3 Delivery and seller). */
export interface ProductSeller {
  id: string;
  name: string;
  shopName: string;
  isMarketplace: boolean;
  isPreloved: boolean;
  billing: { corporateName: string; vatNumber: string; identificationNumber: string } | undefined;
  address: { street1: string; street2: string; city: string; state: string; zipCode: string; countryIsoCode: string } | undefined;
  returnsInfo: string | undefined;
}

export interface ProductManufacturer {
  name: string;
  tradeName: string;
  responsiblePersonName: string;
  postalAddress: string;
  emailAddress: string;
}

/** Bundle types (P §3 Product.related), each a list of product keys (the product's own included). */
export type RelatedProductKeys = Partial<Record<'suits' | 'home' | 'beauties' | 'outfits' | 'bundle' | 'influencer', string[]>>;

/** A product as its product page shows it (P §3 Product, Variant, Variant attributes, Delivery and seller). */
export interface ProductPageProduct {
  id: string;
  key: string;
  slug: string;
  name: string;
  description: string;
  brand: { id: string; name: string };
  department: { id: string; name: string };
  /** P §3 productType: beauty or other. */
  productType: 'beauty' | 'other';
  /** The catalogue's own product type (e.g. maxi-dress), for rules by kind of product. */
  catalogueType: string;
  classification: string;
  styleTaxonomy: string;
  /** Department › category path, e.g. "Women > Dresses > Maxi Dresses" (the page title's taxonomy). */
  categoryTaxonomy: string;
  fabrication: string | undefined;
  /** Descriptive attributes (neckline, fit, material…). */
  attributes: Record<string, string>;
  /** From the department down to the product's category (P §3 breadcrumbs). */
  breadcrumbs: Array<{ label: string; slug: string }>;
  /** The product's category and its ancestors (P §3 categories). */
  categories: Array<{ name: string; slug: string }>;
  /** Canonical path of the page: /product/{slug} or /premier/{slug}. */
  path: string;
  isPremier: boolean;
  defaultColour: string;
  colours: ProductPageColour[];
  /** Every variant, colour by colour in colour order, sizes in size order. */
  variants: ProductPageVariant[];
  /** Lowest price, its was-price and saving, across variants. */
  price: Money;
  wasPrice: Money | undefined;
  percentageSaving: number | undefined;
  /** Highest saving across variants, for 'Up to X% OFF'. */
  maxPercentageSaving: number | undefined;
  isOnStock: boolean;
  averageRating: number | undefined;
  reviewCount: number;
  hasGiftWithPurchase: boolean;
  gwp: { sku: string; description: string } | undefined;
  /** ISO date; until then the product sells on pre-order. */
  preorderUntil: string | undefined;
  rewardsPoints: number | undefined;
  isSubscriptionEligible: boolean;
  customisationGroupName: string | undefined;
  detailsAndCare: string | undefined;
  sustainabilityContent: string | undefined;
  /** Logistic class; bulky when it contains BULKY (P §3). */
  logisticClass: string;
  isBulky: boolean;
  surcharge: Money | undefined;
  /** Returns policy code (P §3: default ownBrand). */
  returnsPolicy: string;
  seller: ProductSeller;
  /** The product is sold and shipped by a marketplace seller (P §3 isHostedMarketplace). */
  isHostedMarketplace: boolean;
  manufacturer: ProductManufacturer | undefined;
  related: RelatedProductKeys;
  /** Key starts with YDD: complimentary samples are offered (P §3). */
  hasSamples: boolean;
  availableFascias: string[];
  /** Where fit advice comes from (P §3 sizingService, e.g. 'truefit'); undefined for none. */
  sizingService: string | undefined;
}
