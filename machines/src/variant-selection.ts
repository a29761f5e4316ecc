import { productPage } from './spec';

/**
 * Colour-then-size rules of the product page (P §4 'Variant selection', 'Add-to-basket label'),
 * shared by the variantSelection, quickAdd and bundleSelection machines.
 */
export interface Variant {
  sku: string;
  colour: string;
  size: string;
  isOnStock: boolean;
  availableQuantity: number;
}

export interface ColourOption {
  colour: string;
  isOnStock: boolean;
}

export interface SizeOption {
  size: string;
  sku: string;
  isOnStock: boolean;
}

export type AddToBasketLabel = (typeof productPage.addToBasketLabels)[keyof typeof productPage.addToBasketLabels];

export function variantsOfColour<V extends Variant>(variants: readonly V[], colour: string | undefined): V[] {
  return variants.filter((variant) => variant.colour === colour);
}

/** Each colour once, in catalogue order, in stock when any of its variants is. */
export function colourOptions(variants: readonly Variant[]): ColourOption[] {
  const options = new Map<string, ColourOption>();
  for (const { colour, isOnStock } of variants) {
    const option = options.get(colour);
    if (option) option.isOnStock ||= isOnStock;
    else options.set(colour, { colour, isOnStock });
  }
  return [...options.values()];
}

export function sizeOptions(variants: readonly Variant[], colour: string | undefined): SizeOption[] {
  return variantsOfColour(variants, colour).map(({ size, sku, isOnStock }) => ({ size, sku, isOnStock }));
}

export function isOfferedColour(variants: readonly Variant[], colour: string): boolean {
  return variants.some((variant) => variant.colour === colour);
}

export function isColourOnStock(variants: readonly Variant[], colour: string | undefined): boolean {
  return variants.some((variant) => variant.colour === colour && variant.isOnStock);
}

/** P §2: a colour not among the variants falls back to the default colour, then to the first. */
export function resolveColour(variants: readonly Variant[], ...preferences: Array<string | undefined>): string | undefined {
  return preferences.find((colour) => colour !== undefined && isOfferedColour(variants, colour)) ?? variants[0]?.colour;
}

/** The variant a colour shows before a size is chosen: its first in stock, else its first. */
export function leadVariant<V extends Variant>(variants: readonly V[], colour: string | undefined): V | undefined {
  const ofColour = variantsOfColour(variants, colour);
  return ofColour.find((variant) => variant.isOnStock) ?? ofColour[0];
}

export function findVariant<V extends Variant>(variants: readonly V[], colour: string | undefined, size: string | undefined): V | undefined {
  return variants.find((variant) => variant.colour === colour && variant.size === size);
}

export function selectedVariant<V extends Variant>(variants: readonly V[], colour: string | undefined, size: string | undefined): V | undefined {
  return size === undefined ? leadVariant(variants, colour) : findVariant(variants, colour, size);
}

/** A product whose variants all share one size. */
export function isOneSize(variants: readonly Variant[]): boolean {
  return new Set(variants.map((variant) => variant.size)).size === 1;
}

/**
 * The size chosen for the shopper: the preferred size when it is in stock in this colour, else the
 * only in-stock size. Out-of-stock sizes are never chosen for them.
 */
export function autoSize(variants: readonly Variant[], colour: string | undefined, preferredSize: string | undefined): string | undefined {
  const inStock = variantsOfColour(variants, colour).filter((variant) => variant.isOnStock);
  const preferred = inStock.find((variant) => variant.size === preferredSize);
  if (preferred) return preferred.size;
  return inStock.length === 1 ? inStock[0]!.size : undefined;
}

/** The size a colour opens with: the auto-selected one, and a one-size product's size even when sold out. */
export function startingSize(variants: readonly Variant[], colour: string | undefined, preferredSize: string | undefined): string | undefined {
  return autoSize(variants, colour, preferredSize) ?? (isOneSize(variants) ? variantsOfColour(variants, colour)[0]?.size : undefined);
}

export interface LabelInput {
  variants: readonly Variant[];
  colour: string | undefined;
  size: string | undefined;
  /** ISO date; a pre-order product until then. */
  preorderUntil: string | undefined;
  now: number;
}

export function isPreOrder(preorderUntil: string | undefined, now: number): boolean {
  return preorderUntil !== undefined && Date.parse(preorderUntil) > now;
}

/**
 * Pre-order wins; then out of stock when the selected variant or the colour is (without a size the
 * lead variant stands for the colour, and it is in stock exactly when the colour is); else add.
 */
export function addToBasketLabel({ variants, colour, size, preorderUntil, now }: LabelInput): AddToBasketLabel {
  const labels = productPage.addToBasketLabels;
  if (isPreOrder(preorderUntil, now)) return labels.preOrder;
  return selectedVariant(variants, colour, size)?.isOnStock ? labels.add : labels.outOfStock;
}

export function isPurchasable(input: LabelInput): boolean {
  return addToBasketLabel(input) !== productPage.addToBasketLabels.outOfStock;
}
