/**
 * The colour picker's sizes (L §9), apart from the colour names table (colours.ts): a product page
 * or quick add drawing swatches needs only these, not the table.
 */
import { colourRules, swatchPickerSizes } from './constants';

/** Maximum height of the colour dropdown: 155 px in quick add, else 320 px (L §9). */
export function colourDropdownMaxHeight(inQuickAdd: boolean): number {
  return inQuickAdd ? colourRules.dropdownMaxHeightQuickAdd : colourRules.dropdownMaxHeight;
}

export type ProductFamily = 'clothing' | 'footwear' | 'accessories' | 'home' | 'beauty' | 'other';

/**
 * Which family a product belongs to, for its swatch picker (L §9): home and beauty by
 * department; shoes and bags/accessories by category; everything else worn is clothing.
 */
export function productFamily(product: { department: string; categorySlug: string }): ProductFamily {
  const department = product.department.trim().toLowerCase();
  if (department === 'home') return 'home';
  if (department === 'beauty') return 'beauty';
  const segments = product.categorySlug.toLowerCase().split('/');
  if (segments.some((segment) => /shoes|footwear|boots|trainers/.test(segment))) return 'footwear';
  if (segments.some((segment) => /accessories|bags|jewellery/.test(segment))) return 'accessories';
  return ['women', 'men', 'kids'].includes(department) ? 'clothing' : 'other';
}

/** Swatch picker size (L §9): 60×90 for clothing, footwear, accessories, and home in quick add; else 34 px. */
export function swatchPickerSize(family: ProductFamily, inQuickAdd: boolean): { width: number; height: number } {
  const tall = family === 'clothing' || family === 'footwear' || family === 'accessories' || (family === 'home' && inQuickAdd);
  return tall ? swatchPickerSizes.tall : swatchPickerSizes.round;
}
