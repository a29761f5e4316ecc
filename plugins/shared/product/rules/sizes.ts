/**
 * Size rules (L §5, §9, P §4, §5): a size-aware ascending order, one-size detection, when the size
 * picker may hide, when it becomes a dropdown, and which size label a card shows.
 */
import { sizeRules } from './constants';

/** Kinds of size in the order a mixed list shows them (L §5: numeric, XS–XXL, shoe, ages, ONE SIZE). */
const groupOrder = ['numeric', 'alpha', 'shoe', 'age', 'bed', 'oneSize', 'other'] as const;
type SizeGroup = (typeof groupOrder)[number];

interface SizeKey {
  group: SizeGroup;
  value: number;
  /** Breaks ties within a value: fitting suffixes (S, R, L), shoe region, an upper bound. */
  tie: number;
}

const alphaRanks: Record<string, number> = {
  XXXS: 1, '3XS': 1, XXS: 2, '2XS': 2, XS: 3, S: 4, SMALL: 4, M: 5, MEDIUM: 5, L: 6, LARGE: 6,
  XL: 7, XLARGE: 7, XXL: 8, '2XL': 8, XXXL: 9, '3XL': 9, XXXXL: 10, '4XL': 10, '5XL': 11, '6XL': 12,
};
const bedRanks: Record<string, number> = { COT: 0, COTBED: 1, SINGLE: 2, SMALLDOUBLE: 3, DOUBLE: 4, KING: 5, SUPERKING: 6, EMPEROR: 7 };
const fitSuffixRanks: Record<string, number> = { S: 1, SHORT: 1, R: 2, REG: 2, REGULAR: 2, L: 3, LONG: 3 };
const shoeRegionRanks: Record<string, number> = { UK: 1, EU: 2, US: 3 };

const number = String.raw`\d+(?:\.\d+)?`;
const numericPattern = new RegExp(String.raw`^(?:W)?(${number})(?:\s*(?:-|/)\s*(${number}))?\s*(S|SHORT|R|REG|REGULAR|L|LONG)?$`);
const shoePattern = new RegExp(String.raw`^(UK|EU|US)\s*(${number})$`);
const agePattern = new RegExp(String.raw`^(?:AGE\s*)?(${number})(?:\s*-\s*(${number}))?\s*(M|MTHS|MONTHS|Y|YR|YRS|YEARS)?$`);

/** 'ONE SIZE', 'One Size', 'one-size', 'OS', 'ONESIZE'. */
export function isOneSize(size: unknown): boolean {
  if (typeof size !== 'string') return false;
  const letters = size.toUpperCase().replace(/[^A-Z]/g, '');
  return letters === 'ONESIZE' || letters === 'OS';
}

function sizeKey(raw: string): SizeKey {
  const size = raw.trim().toUpperCase().replace(/½/g, '.5');
  if (isOneSize(size)) return { group: 'oneSize', value: 0, tie: 0 };
  const alpha = alphaRanks[size.replace(/\s+/g, '')];
  if (alpha !== undefined) return { group: 'alpha', value: alpha, tie: 0 };
  const alphaPair = /^([A-Z0-9]+)\s*\/\s*([A-Z0-9]+)$/.exec(size);
  if (alphaPair && alphaRanks[alphaPair[1]!] !== undefined && alphaRanks[alphaPair[2]!] !== undefined) {
    return { group: 'alpha', value: (alphaRanks[alphaPair[1]!]! + alphaRanks[alphaPair[2]!]!) / 2, tie: 0 };
  }
  const age = agePattern.exec(size);
  if (age && (age[3] !== undefined || size.startsWith('AGE'))) {
    const months = age[3]?.startsWith('M') ? 1 : 12;
    const low = Number(age[1]) * months;
    return { group: 'age', value: low, tie: age[2] === undefined ? low : Number(age[2]) * months };
  }
  const numeric = numericPattern.exec(size);
  if (numeric) {
    return { group: 'numeric', value: Number(numeric[1]), tie: (numeric[2] === undefined ? 0 : Number(numeric[2])) + (fitSuffixRanks[numeric[3] ?? ''] ?? 0) / 10 };
  }
  const shoe = shoePattern.exec(size);
  if (shoe) return { group: 'shoe', value: shoeRegionRanks[shoe[1]!]! * 1_000 + Number(shoe[2]), tie: 0 };
  const bed = bedRanks[size.replace(/[^A-Z]/g, '')];
  if (bed !== undefined) return { group: 'bed', value: bed, tie: 0 };
  return { group: 'other', value: 0, tie: 0 };
}

/** Size-aware comparison: 8 before 10, XS before S, 3-6M before 2-3Y, ONE SIZE last. */
export function compareSizes(a: string, b: string): number {
  const left = sizeKey(a);
  const right = sizeKey(b);
  return (
    groupOrder.indexOf(left.group) - groupOrder.indexOf(right.group) ||
    left.value - right.value ||
    left.tie - right.tie ||
    (a < b ? -1 : a > b ? 1 : 0)
  );
}

/** The sizes ascending in size-aware order, blanks and repeats dropped (L §5). */
export function sortSizes(sizes: readonly unknown[]): string[] {
  const unique = new Set<string>();
  for (const size of sizes) if (typeof size === 'string' && size.trim() !== '') unique.add(size.trim());
  return [...unique].sort(compareSizes);
}

/** A single-size product whose size is ONE SIZE may hide its size picker (L §5). */
export function canHideSizePicker(sizes: readonly string[]): boolean {
  return sizes.length === 1 && isOneSize(sizes[0]);
}

/** The size a card shows; 'One Size' is never shown on a card (L §5, P §5). */
export function cardSizeLabel(size: string | undefined): string | undefined {
  if (size === undefined || size.trim() === '' || isOneSize(size)) return undefined;
  return size.trim();
}

/** Above 10 sizes the size picker is a dropdown; for a wishlist item above 1 (L §9). */
export function usesSizeDropdown(sizeCount: number, options: { isWishlistItem?: boolean } = {}): boolean {
  return sizeCount > (options.isWishlistItem ? sizeRules.dropdownAboveForWishlistItem : sizeRules.dropdownAbove);
}

/**
 * Whether a size can be picked (L §4): in stock, or, for a wishlist item, out of stock when the
 * site allows out-of-stock selection.
 */
export function isSizeSelectable(size: { isOnStock: boolean }, context: { isWishlistItem?: boolean; allowOutOfStockSelection?: boolean } = {}): boolean {
  return size.isOnStock || (context.isWishlistItem === true && context.allowOutOfStockSelection === true);
}

/** L §8: 'Out of stock' at 0, 'Only {n} left in stock' below the low-stock threshold, else nothing. */
export function stockMessage(quantity: number, lowStockThreshold: number): string | undefined {
  if (!Number.isFinite(quantity) || quantity <= 0) return 'Out of stock';
  return quantity < lowStockThreshold ? `Only ${Math.floor(quantity)} left in stock` : undefined;
}
