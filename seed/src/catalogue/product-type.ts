import type { PaletteId } from './colours';
import type { Random } from './random';
import type { SizeScaleId } from './sizes';

/** [value, weight] or [value, weight, word used in product names (null: never named)]. */
export type Option = readonly [string, number] | readonly [string, number, string | null];
export type Weighted<T> = readonly (readonly [T, number])[];

export type Pattern = 'Plain' | 'Floral' | 'Stripe' | 'Polka Dot' | 'Check' | 'Animal';

export interface AttributeDef {
  options: readonly Option[];
  /** Chance the chosen value becomes a word of the product name. */
  inName?: number;
}

export type DescriptionKind = 'clothing' | 'footwear' | 'bag' | 'jewellery' | 'kids' | 'home' | 'beauty';

export interface ProductTypeDef {
  /** Stored as products.product_type; the image renderer draws from it. */
  id: string;
  /** Leaf category slug. */
  category: string;
  gender: 'Women' | 'Men' | 'Girls' | 'Boys' | 'Baby' | 'Unisex';
  classification: string;
  styleTaxonomy: string;
  /** Share of this type among the products a brand makes in the category. */
  weight: number;
  noun: string | ((attributes: Readonly<Record<string, string>>) => string);
  sizes: SizeScaleId | Weighted<SizeScaleId>;
  /** Full-price range in pounds for a mid-tier brand. */
  price: readonly [number, number];
  palette: PaletteId;
  colours: readonly [number, number];
  patterns?: Weighted<Pattern>;
  materials: readonly Option[];
  materialInName?: number;
  attributes?: Readonly<Record<string, AttributeDef>>;
  fixed?: Readonly<Record<string, string>>;
  occasions?: Weighted<string>;
  /** Makes picked attributes agree (a halter neck has no sleeves). */
  harmonise?: (attributes: Record<string, string>, random: Random) => void;
  /** Whole-name builder for types whose names are not "material + details + noun". */
  name?: (attributes: Readonly<Record<string, string>>, random: Random) => string;
  describe: DescriptionKind;
  /** Views rendered per colour (front, back, detail and, for garments, on the hanger). */
  imageViews: 3 | 4;
}

export function optionValue(option: Option): string {
  return option[0];
}

/** The word an option contributes to a product name, or undefined when it is never named. */
export function optionNameWord(option: Option): string | undefined {
  if (option.length === 3) return option[2] ?? undefined;
  return option[0];
}
