import { createRandom } from '@storefront/seed/catalogue/random';
import { DEFAULT_CATALOGUE_SEED, generateCatalogue, type GeneratedCatalogue } from '@storefront/seed/catalogue/generate';
import type { IndexSettings } from '../engine/parameters';

/**
 * Search records built from the seeded catalogue (one per product), for tests and the benchmark.
 * The storefront builds its own records from the database; these mirror what a listing needs.
 */
export interface ProductRecord {
  [name: string]: unknown;
  objectID: string;
  productKey: string;
  name: string;
  slug: string;
  description: string;
  brand: string;
  department: string;
  gender: string;
  classification: string;
  styleTaxonomy: string;
  productType: string;
  occasion?: string;
  fabrication?: string;
  neckline?: string;
  sleeveLength?: string;
  pattern?: string;
  categorySlugs: string[];
  categoryNames: string[];
  colours: string[];
  colourFacets: string[];
  sizes: string[];
  sizesInStock: string[];
  /** Lowest current price in pounds. */
  price: number;
  wasPrice?: number;
  discountPercentage: number;
  rating?: number;
  reviewCount: number;
  isNextDay: boolean;
  isOnStock: boolean;
  isPremier: boolean;
  hasGiftWithPurchase: boolean;
  bestSellerRank: number;
  /** Creation time, seconds since the epoch (newness sort). */
  createdAt: number;
  availableFascias: string[];
}

export function catalogueRecords(catalogue: GeneratedCatalogue = generateCatalogue(), keySuffix = ''): ProductRecord[] {
  const brandNames = new Map(catalogue.brands.map((brand) => [brand.id, brand.name]));
  const categories = new Map(catalogue.categories.map((category) => [category.id, category]));
  const coloursByProduct = new Map<string, typeof catalogue.productColours>();
  for (const colour of catalogue.productColours) {
    const list = coloursByProduct.get(colour.productId) ?? [];
    list.push(colour);
    coloursByProduct.set(colour.productId, list);
  }
  const variantsByProduct = new Map<string, typeof catalogue.variants>();
  for (const variant of catalogue.variants) {
    const list = variantsByProduct.get(variant.productId) ?? [];
    list.push(variant);
    variantsByProduct.set(variant.productId, list);
  }
  return catalogue.products.map((product) => {
    const category = categories.get(product.categoryId);
    const crumbs = (category?.breadcrumbs ?? []) as { name: string; slug: string }[];
    const colours = [...(coloursByProduct.get(product.id) ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    const variants = variantsByProduct.get(product.id) ?? [];
    const sizes: string[] = [];
    for (const variant of [...variants].sort((a, b) => (a.sizePosition ?? 0) - (b.sizePosition ?? 0))) if (!sizes.includes(variant.size)) sizes.push(variant.size);
    const inStock = variants.filter((variant) => (variant.stock ?? 0) > 0);
    const cheapest = variants.reduce((best, variant) => (variant.pricePence < best.pricePence ? variant : best), variants[0]!);
    const saving = Math.max(
      0,
      ...variants.map((variant) => (variant.wasPricePence && variant.wasPricePence > variant.pricePence ? Math.round(100 - (variant.pricePence / variant.wasPricePence) * 100) : 0)),
    );
    const isOnStock = inStock.length > 0;
    const key = `${product.key}${keySuffix}`;
    const record: ProductRecord = {
      objectID: key,
      productKey: key,
      name: product.name,
      slug: product.slug,
      description: product.description ?? '',
      brand: brandNames.get(product.brandId) ?? product.brandId,
      department: product.departmentId,
      gender: product.gender ?? 'Unisex',
      classification: product.classification ?? '',
      styleTaxonomy: product.styleTaxonomy ?? '',
      productType: product.productType ?? '',
      categorySlugs: crumbs.map((crumb) => crumb.slug),
      categoryNames: crumbs.map((crumb) => crumb.name),
      colours: colours.map((colour) => colour.colourLabel),
      colourFacets: [...new Set(colours.map((colour) => colour.colourFacet))],
      sizes,
      sizesInStock: sizes.filter((size) => inStock.some((variant) => variant.size === size)),
      price: cheapest.pricePence / 100,
      discountPercentage: saving,
      reviewCount: product.reviewCount ?? 0,
      isNextDay: isOnStock && createRandom(`next-day:${product.key}`).chance(0.4),
      isOnStock,
      isPremier: product.isPremier ?? false,
      hasGiftWithPurchase: product.hasGiftWithPurchase ?? false,
      bestSellerRank: product.bestSellerRank ?? 0,
      createdAt: Math.floor(Date.parse(String(product.createdAt)) / 1000),
      availableFascias: product.availableFascias,
    };
    if (cheapest.wasPricePence) record.wasPrice = cheapest.wasPricePence / 100;
    if (product.occasion) record.occasion = product.occasion;
    if (product.fabrication) record.fabrication = product.fabrication;
    if (product.averageRating !== null && product.averageRating !== undefined) record.rating = product.averageRating;
    for (const name of ['neckline', 'sleeveLength', 'pattern'] as const) {
      const value = product.attributes[name];
      if (value) record[name] = value;
    }
    return record;
  });
}

/**
 * `count` records from repeated catalogues with derived seeds: the first 3,340 are the seeded
 * catalogue itself; later copies get a "-n" suffix on their keys so objectIDs stay unique.
 */
export function scaledCatalogueRecords(count: number): ProductRecord[] {
  const out: ProductRecord[] = [];
  for (let copy = 0; out.length < count; copy++) {
    const catalogue = copy === 0 ? generateCatalogue() : generateCatalogue({ seed: `${DEFAULT_CATALOGUE_SEED}/scale-${copy}` });
    for (const record of catalogueRecords(catalogue, copy === 0 ? '' : `-${copy}`)) {
      out.push(record);
      if (out.length === count) break;
    }
  }
  return out;
}

/** Listing settings for product records, as a storefront would configure them. */
export const productIndexSettings: IndexSettings = {
  searchableAttributes: ['name', 'brand', 'categoryNames,styleTaxonomy', 'colours', 'unordered(description)'],
  attributesForFaceting: [
    'searchable(brand)',
    'searchable(styleTaxonomy)',
    'categorySlugs',
    'colourFacets',
    'sizes',
    'department',
    'gender',
    'occasion',
    'fabrication',
    'neckline',
    'sleeveLength',
    'price',
    'discountPercentage',
    'rating',
    'isNextDay',
    'filterOnly(isOnStock)',
    'filterOnly(availableFascias)',
  ],
  customRanking: ['asc(bestSellerRank)'],
  ignorePlurals: true,
};
