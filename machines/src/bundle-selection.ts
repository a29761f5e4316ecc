import { bundles as spec } from './spec';
import { findVariant, variantsOfColour, type Variant } from './variant-selection';

/** Bundles ("style together", P §3, §4, §9): which sections show, and what a selection costs. */
export interface BundleVariant extends Variant {
  /** Current price in pence. */
  price: number;
}

export interface BundleProduct {
  key: string;
  name: string;
  /** The colour the item starts on (for the page's own product, the colour the shopper chose). */
  colour: string;
  variants: BundleVariant[];
}

export interface Bundle {
  id: string;
  /** suits, home, beauties or outfits; other related kinds are not bundle sections. */
  bundleType: string;
  header: string;
  products: BundleProduct[];
}

/** A single price, or a min–max range while a chosen item has no size and its sizes differ. */
export type BundleTotal = { amount: number } | { min: number; max: number };

const isSectionType = (type: string) => (spec.typeOrder as readonly string[]).includes(type);

/** At most four sellable products, each once; the page's own product is kept even when listed later. */
function sectionProducts(products: readonly BundleProduct[], currentProductKey: string): BundleProduct[] {
  const unique = products.filter((product, index) => product.variants.length > 0 && products.findIndex((other) => other.key === product.key) === index);
  const first = unique.slice(0, spec.maxProducts);
  const current = unique.find((product) => product.key === currentProductKey);
  return current && !first.includes(current) ? [...first.slice(0, spec.maxProducts - 1), current] : first;
}

/**
 * The bundle sections the product page shows, in the order suits, home, beauties, outfits: only
 * those holding the page's product and at least one other, and no outfits when suits show.
 */
export function bundleSections(bundles: readonly Bundle[], currentProductKey: string): Bundle[] {
  const shown = bundles.flatMap((bundle) => {
    if (!isSectionType(bundle.bundleType)) return [];
    const products = sectionProducts(bundle.products, currentProductKey);
    return products.length > 1 && products.some((product) => product.key === currentProductKey) ? [{ ...bundle, products }] : [];
  });
  const hasSuits = shown.some((bundle) => bundle.bundleType === 'suits');
  return spec.typeOrder.flatMap((type) => (type === 'outfits' && hasSuits ? [] : shown.filter((bundle) => bundle.bundleType === type)));
}

/**
 * The talent bundle (P §2 'talent bundle carousel': products a stylist or influencer put together,
 * Product.related.influencer): a section of its own, by the same rules of what a section shows.
 */
export function talentBundleSection(bundle: Bundle | undefined, currentProductKey: string): Bundle | undefined {
  if (!bundle) return undefined;
  const products = sectionProducts(bundle.products, currentProductKey);
  return products.length > 1 && products.some((product) => product.key === currentProductKey) ? { ...bundle, products } : undefined;
}

/** The price range of one item (a colour it offers): its chosen variant, else its colour's in-stock sizes. */
export function itemPrice(variants: readonly BundleVariant[], colour: string, size: string | undefined): { min: number; max: number } {
  const chosen = size === undefined ? undefined : findVariant(variants, colour, size);
  const ofColour = variantsOfColour(variants, colour);
  const inStock = ofColour.filter((variant) => variant.isOnStock);
  const prices = (chosen ? [chosen] : inStock.length ? inStock : ofColour).map((variant) => variant.price);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

export function sumPrices(prices: ReadonlyArray<{ min: number; max: number }>): BundleTotal {
  const min = prices.reduce((sum, price) => sum + price.min, 0);
  const max = prices.reduce((sum, price) => sum + price.max, 0);
  return min === max ? { amount: min } : { min, max };
}
