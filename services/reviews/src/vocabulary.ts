/**
 * The words reviews are read and summarised with: the features (keywords) a review can mention,
 * and the noun a summary names a product by.
 */

/** What shoppers write about: the keywords ("Reviews That Mention") a review can carry. */
export const FEATURES = [
  'fit',
  'size',
  'material',
  'colour',
  'comfort',
  'quality',
  'style',
  'value',
  'delivery',
  'packaging',
  'scent',
  'longevity',
  'texture',
  'results',
] as const;
export type Feature = (typeof FEATURES)[number];

/**
 * The noun of a product's type ("Midi Dress", "Jeans"), from the type and the product's
 * attributes; undefined for a type it does not know (a summary then says "this product"). The
 * storefront wires in the vocabulary of its catalogue's product types.
 */
export type ProductNouns = (productType: string, attributes: Readonly<Record<string, string>>) => string | undefined;

/** "Jeans", "Ankle Boots", "Earrings" are plural; "Dress" and "Eau de Parfum" are not. */
export function isPluralNoun(noun: string): boolean {
  return /[^s]s$/i.test(noun.trim());
}
