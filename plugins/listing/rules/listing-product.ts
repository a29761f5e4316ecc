/**
 * The product a listing receives (L §3): the card's product (the catalogue's ProductSummary and
 * the categories and SKUs badges and reviews need), plus the listing fields links and analytics
 * need. Both search adapters (hosted search and discovery) build it here, so the card never sees
 * a vendor shape.
 */
import type { ColourVariantSummary, Money, ProductImage } from '@storefront/catalogue/types';
import type { CardProduct } from '../../shared/product/rules/card-product';
import { knownColourHex } from '../../shared/product/rules/colours';
import { effectiveWasPrice, percentageSaving, toPence } from '../../shared/product/rules/prices';
import { knownBrandPageBrands, productUrl } from '../../shared/product/rules/product-links';
import { sortSizes } from '../../shared/product/rules/sizes';
import type { Breadcrumb } from './metadata';
import { formatPence } from '@storefront/catalogue/money-format';

export interface ListingColourVariant extends ColourVariantSummary {
  /** The provider's swatch image, when it gives one instead of (or as well as) a colour. */
  swatchImage: string | undefined;
}

export interface ListingProduct extends CardProduct {
  colourVariants: ListingColourVariant[];
  /** The search record's id, for click analytics. */
  recordId: string;
  /** 1-based position in the whole result set, for click analytics. */
  position: number;
  description: string;
  breadcrumbs: Breadcrumb[];
  categorySlugs: string[];
  categoryNames: string[];
  classification: string | undefined;
  gender: string | undefined;
  styleTaxonomy: string | undefined;
  categoryTaxonomy: string | undefined;
  occasion: string | undefined;
  productType: string | undefined;
  ratingGroup: string | undefined;
  variantSkus: string[];
}

export interface VariantDraft {
  colour: string;
  colourLabel?: string;
  colourFacet?: string;
  swatchImage?: string;
  sku?: string;
  images: string[];
  /** undefined when the provider does not say (then the product's stock decides). */
  sizesInStock?: string[];
  price?: number;
  wasPrice?: number;
}

/** What an adapter read from one hit, before the listing's rules shape it. Money in pounds. */
export interface ProductDraft {
  /** The id of the provider's record. */
  recordId: string;
  id: string;
  key: string;
  slug: string;
  name: string;
  brandName: string;
  /** The app's brand id when the provider knows it; else derived from the name. */
  brandId?: string;
  department: string;
  /** The product's own category when the provider gives it; else the last breadcrumb. */
  category?: { slug: string; name: string };
  description: string;
  breadcrumbs: Breadcrumb[];
  categorySlugs: string[];
  categoryNames: string[];
  classification?: string;
  gender?: string;
  styleTaxonomy?: string;
  categoryTaxonomy?: string;
  occasion?: string;
  productType?: string;
  ratingGroup?: string;
  price?: number;
  wasPrice?: number;
  images: string[];
  defaultColour?: string;
  variants: VariantDraft[];
  sizes: string[];
  isOnStock?: boolean;
  isPremier: boolean;
  hasGiftWithPurchase: boolean;
  averageRating?: number;
  reviewCount?: number;
  variantSkus: string[];
}

/** Money from pounds: pence and the en-GB text ('£49.00'). */
export function toMoney(pounds: number): Money {
  const pence = toPence(pounds);
  return { pence, formatted: formatPence(pence) };
}

const alphanumeric = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The brand as the app names it: a known brand's id ('Nasty Gal' → nastygal), else a slug. */
export function brandRef(name: string): { id: string; name: string } {
  const known = knownBrandPageBrands.find((id) => alphanumeric(id) === alphanumeric(name));
  const id = known ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { id, name };
}

/** 'dusty-rose' → 'Dusty Rose'; a label that already has capitals is kept. */
export function colourLabelOf(colour: string): string {
  if (/[A-Z]/.test(colour)) return colour;
  return colour
    .split(/[-_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** Neutral grey for a colour the table does not know. */
export const unknownSwatchHex = '#d9d9d9';

/** The swatch colour: the provider's hex, else the colour table by name or facet, else neutral grey. */
export function swatchHexFor(swatch: string | undefined, colour: string, colourFacet: string | undefined): string {
  if (swatch && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(swatch)) return swatch.toLowerCase();
  return knownColourHex(colour) ?? knownColourHex(colourFacet) ?? unknownSwatchHex;
}

/** Product images have the spec's 1.5 portrait ratio (width / height 2/3). */
function productImage(src: string, alt: string): ProductImage {
  return { src, alt, aspectRatio: 2 / 3 };
}

function buildVariant(draft: VariantDraft, product: ProductDraft, price: number): ListingColourVariant | undefined {
  const images = draft.images.length > 0 ? draft.images : product.images;
  const first = images[0];
  if (!first) return undefined;
  const label = draft.colourLabel ?? colourLabelOf(draft.colour);
  const alt = label ? `${product.name} in ${label}` : product.name;
  const sizesInStock = draft.sizesInStock === undefined ? undefined : sortSizes(draft.sizesInStock);
  const variantPrice = draft.price ?? price;
  const wasPounds = effectiveWasPrice(variantPrice, draft.wasPrice ?? (draft.price === undefined ? product.wasPrice : undefined));
  return {
    sku: draft.sku ?? product.variantSkus[0] ?? '',
    colour: draft.colour,
    colourLabel: label,
    colourFacet: draft.colourFacet ?? label,
    swatchHex: swatchHexFor(draft.swatchImage, draft.colour, draft.colourFacet),
    swatchImage: draft.swatchImage && !draft.swatchImage.startsWith('#') ? draft.swatchImage : undefined,
    image: productImage(first, alt),
    hoverImage: images[1] ? productImage(images[1], alt) : undefined,
    sizesInStock: sizesInStock ?? [],
    isOnStock: sizesInStock === undefined ? product.isOnStock !== false : sizesInStock.length > 0,
    price: toMoney(variantPrice),
    wasPrice: wasPounds === undefined ? undefined : toMoney(wasPounds),
    percentageSaving: percentageSaving(variantPrice, wasPounds),
  };
}

/**
 * Shapes a hit into the listing's product card. Undefined (with the reason) when the hit cannot
 * make a card a shopper could use: no price, or no image at all.
 */
export function buildListingProduct(
  draft: ProductDraft,
  context: { position: number; selectedSizes: readonly string[] },
): { product: ListingProduct } | { error: string } {
  const variantPrices = draft.variants.map((variant) => variant.price).filter((price): price is number => price !== undefined);
  const price = draft.price ?? (variantPrices.length > 0 ? Math.min(...variantPrices) : undefined);
  if (price === undefined) return { error: 'no price' };
  const drafts: VariantDraft[] =
    draft.variants.length > 0 ? uniqueByColour(draft.variants) : [{ colour: draft.defaultColour ?? '', images: draft.images }];
  const colourVariants = drafts.map((variant) => buildVariant(variant, draft, price)).filter((variant): variant is ListingColourVariant => variant !== undefined);
  if (colourVariants.length === 0) return { error: 'no image' };
  const defaultColour = colourVariants.find((variant) => variant.colour === draft.defaultColour)?.colour ?? colourVariants[0]!.colour;
  const wasPrice = effectiveWasPrice(price, draft.wasPrice);
  const lastCrumb = draft.breadcrumbs.at(-1);
  const sizes = sortSizes([...draft.sizes, ...draft.variants.flatMap((variant) => variant.sizesInStock ?? [])]);
  return {
    product: {
      id: draft.id,
      key: draft.key,
      slug: draft.slug,
      name: draft.name,
      brand: draft.brandId ? { id: draft.brandId, name: draft.brandName } : brandRef(draft.brandName),
      department: draft.department,
      category: draft.category ?? { slug: lastCrumb?.slug ?? draft.categorySlugs.at(-1) ?? '', name: lastCrumb?.name ?? draft.categoryNames.at(-1) ?? '' },
      url: productUrl({ slug: draft.slug, colour: defaultColour, selectedSizes: context.selectedSizes, isPremier: draft.isPremier }),
      defaultColour,
      colourVariants,
      price: toMoney(price),
      wasPrice: wasPrice === undefined ? undefined : toMoney(wasPrice),
      percentageSaving: percentageSaving(price, wasPrice),
      isOnStock: draft.isOnStock ?? colourVariants.some((variant) => variant.isOnStock),
      isPremier: draft.isPremier,
      hasGiftWithPurchase: draft.hasGiftWithPurchase,
      averageRating: draft.averageRating !== undefined && draft.averageRating >= 0 && draft.averageRating <= 5 ? draft.averageRating : undefined,
      reviewCount: draft.reviewCount !== undefined && draft.reviewCount >= 0 ? Math.floor(draft.reviewCount) : 0,
      sizes,
      recordId: draft.recordId,
      position: context.position,
      description: draft.description,
      breadcrumbs: draft.breadcrumbs,
      categorySlugs: draft.categorySlugs,
      categoryNames: draft.categoryNames,
      classification: draft.classification,
      gender: draft.gender,
      styleTaxonomy: draft.styleTaxonomy,
      categoryTaxonomy: draft.categoryTaxonomy,
      occasion: draft.occasion,
      productType: draft.productType,
      ratingGroup: draft.ratingGroup,
      variantSkus: draft.variantSkus,
    },
  };
}

/** One variant per colour: the first of a colour, its price the lowest of that colour. */
function uniqueByColour(variants: readonly VariantDraft[]): VariantDraft[] {
  const byColour = new Map<string, VariantDraft>();
  for (const variant of variants) {
    const existing = byColour.get(variant.colour);
    if (!existing) {
      byColour.set(variant.colour, { ...variant });
      continue;
    }
    if (variant.price !== undefined && (existing.price === undefined || variant.price < existing.price)) {
      existing.price = variant.price;
      existing.wasPrice = variant.wasPrice;
    }
    if (existing.images.length === 0) existing.images = variant.images;
    if (variant.sizesInStock) existing.sizesInStock = [...(existing.sizesInStock ?? []), ...variant.sizesInStock];
    existing.sku ??= variant.sku;
  }
  return [...byColour.values()];
}
