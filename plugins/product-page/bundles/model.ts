/**
 * The bundle sections of a product page (P §2 'style together' and talent bundle carousels, §3
 * Bundle, §9): built on the server from the product's related keys and the products they name,
 * by the bundleSelection rules. Kept small: the sections' props travel in the page's HTML.
 */
import type { ProductDetail, ProductPageProduct } from '@storefront/catalogue/types';
import { bundleSections, talentBundleSection, type Bundle, type BundleTotal } from '@storefront/machines/bundle-selection';
import { bundles as spec } from '@storefront/machines/spec';
import { bundleTexts } from './bundles.texts';
import { formatPence } from '@storefront/catalogue/money-format';

export type BundleKind = 'style' | 'talent';

export interface BundleCardColour {
  colour: string;
  label: string;
  swatchHex: string;
  /** The colour's first photograph (unsized path). */
  image: string;
}

/** What a card shows beyond the machine's state: where it links and its colours' looks. */
export interface BundleCard {
  key: string;
  name: string;
  brand: string;
  url: string;
  colours: BundleCardColour[];
}

export interface BundleSectionModel {
  kind: BundleKind;
  heading: string;
  bundle: Bundle;
  cards: BundleCard[];
  /** The page's own product (its card says so and follows the colour chosen above). */
  currentProductKey: string;
}

/** P §9: talent bundles show 3 swatches before '+N'; style together the card rule's 6. */
export const swatchLimit: Record<BundleKind, number> = { talent: 3, style: 6 };


/** P §9: the total as a single price or a min–max range. */
export function totalText(total: BundleTotal): string {
  return 'amount' in total ? formatPence(total.amount) : `${formatPence(total.min)} – ${formatPence(total.max)}`;
}

/** Every product key the product's bundles name (for loading them and tagging the page with them). */
export function relatedKeys(product: Pick<ProductPageProduct, 'related'>): string[] {
  const types = [...spec.typeOrder, 'influencer'] as const;
  return [...new Set(types.flatMap((type) => product.related[type] ?? []))];
}

function bundleOf(id: string, bundleType: string, header: string, keys: readonly string[], loaded: ReadonlyMap<string, ProductDetail>, product: ProductPageProduct): Bundle {
  return {
    id,
    bundleType,
    header,
    products: keys.flatMap((key) => {
      const found = loaded.get(key);
      if (!found) return [];
      return [
        {
          key,
          name: found.name,
          // The page's own product starts on the colour the page opens with.
          colour: key === product.key ? product.defaultColour : found.defaultColour,
          variants: found.variants.map((variant) => ({ sku: variant.sku, colour: variant.colour, size: variant.size, isOnStock: variant.isOnStock, availableQuantity: variant.availableQuantity, price: variant.price.pence })),
        },
      ];
    }),
  };
}

function cardOf(product: ProductDetail): BundleCard {
  return {
    key: product.key,
    name: product.name,
    brand: product.brand.name,
    url: product.url,
    colours: product.colourVariants.map((colour) => ({ colour: colour.colour, label: colour.colourLabel, swatchHex: colour.swatchHex, image: colour.image.src })),
  };
}

/**
 * The sections the page shows: style together (suits, home, beauties, outfits, by the machine's
 * rules: those holding this product and another, at most four each, no outfits beside suits),
 * then the talent bundle.
 */
export function bundleSectionModels(product: ProductPageProduct, related: readonly ProductDetail[]): BundleSectionModel[] {
  const loaded = new Map(related.map((entry) => [entry.key, entry]));
  const styleBundles = spec.typeOrder.flatMap((type) => {
    const keys = product.related[type];
    return keys ? [bundleOf(`${product.key}-${type}`, type, bundleTexts.styleTogetherHeading, keys, loaded, product)] : [];
  });
  const talentKeys = product.related.influencer;
  const talent = talentBundleSection(talentKeys ? bundleOf(`${product.key}-influencer`, 'influencer', bundleTexts.talentHeading, talentKeys, loaded, product) : undefined, product.key);
  const sections = [...bundleSections(styleBundles, product.key).map((bundle) => ({ kind: 'style' as const, bundle })), ...(talent ? [{ kind: 'talent' as const, bundle: talent }] : [])];
  return sections.map(({ kind, bundle }) => ({
    kind,
    heading: bundle.header,
    bundle,
    currentProductKey: product.key,
    cards: bundle.products.map((entry) => cardOf(loaded.get(entry.key)!)),
  }));
}
