/**
 * The facet keys the listing knows (L §3), their display labels and their canonical order: the
 * order facets appear in the filter bar and in a listing URL, so one filter state has one URL.
 */

/** Known facet keys with their labels, in display order. */
export const facetLabels = {
  isNextDay: 'Next Day Delivery',
  source: 'Sold By',
  productKey: 'Product',
  sizes: 'Size',
  colourFacets: 'Colour',
  styleTaxonomy: 'Style',
  categoryTaxonomy: 'Category',
  gender: 'Gender',
  brand: 'Brands',
  department: 'Department',
  fabrication: 'Fabric',
  occasion: 'Occasion',
  discountBands: 'Discount',
  neckline: 'Neckline',
  sleeveLength: 'Sleeve Length',
  collection: 'Collection',
  classification: 'Product Type',
  design: 'Design',
  detail: 'Detail',
  priceBands: 'Price',
  priceRange: 'Price Range',
  ratingGroup: 'Rating',
  discountRange: 'Discount Range',
} as const;

export type KnownFacetKey = keyof typeof facetLabels;

export const knownFacetKeys = Object.keys(facetLabels) as KnownFacetKey[];

export const nextDayFacetKey = 'isNextDay';

/** Facets whose value is a 'min-max' range, and what the numbers are. */
export const rangeFacets = { priceRange: 'price', discountRange: 'percent' } as const;
/**
 * The numeric record attribute a range facet filters and takes its bounds from (L §5: the discount
 * range works on discountPercentage); the same names in the hosted index and in discovery.
 */
export const rangeFacetAttributes = { priceRange: 'price', discountRange: 'discountPercentage' } as const;
/** Terms facets whose terms are ranges too ('0-10'), labelled the same way. */
export const bandFacets = { priceBands: 'price', discountBands: 'percent' } as const;

const aiAttributePrefix = 'aiattributes.';
const aiAttributePattern = /^aiattributes\.[A-Za-z0-9_]{1,64}$/;

export function isKnownFacetKey(key: string): key is KnownFacetKey {
  return Object.prototype.hasOwnProperty.call(facetLabels, key);
}

/** A key the listing accepts as a filter: a known key or an aiattributes.* attribute. */
export function isFacetKey(key: string): boolean {
  return isKnownFacetKey(key) || aiAttributePattern.test(key);
}

export function isRangeFacet(key: string): key is keyof typeof rangeFacets {
  return key === 'priceRange' || key === 'discountRange';
}

/** 'Skin_Type' → 'Skin Type', 'heelHeight' → 'Heel Height'. */
function humanise(name: string): string {
  return name
    .replace(/[_\-.]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word) => (word === '' ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join(' ');
}

/** The display label of a facet key: the known label, a readable aiattributes.* name, else the key made readable. */
export function facetLabel(key: string): string {
  if (isKnownFacetKey(key)) return facetLabels[key];
  if (key.startsWith(aiAttributePrefix)) return humanise(key.slice(aiAttributePrefix.length)) || key;
  return humanise(key) || key;
}

/** Canonical facet order: known keys in display order, then aiattributes.* and others by name. */
export function compareFacetKeys(a: string, b: string): number {
  const left = isKnownFacetKey(a) ? knownFacetKeys.indexOf(a) : knownFacetKeys.length;
  const right = isKnownFacetKey(b) ? knownFacetKeys.indexOf(b) : knownFacetKeys.length;
  return left - right || (a < b ? -1 : a > b ? 1 : 0);
}
