import type { brands as brandTable, departments as departmentTable } from '@storefront/db/schema/catalogue';
import { brands as siteBrands, departments as siteDepartments } from '@storefront/sites/brands';
import { brandProfiles, type BrandProfile } from './brand-profiles';
import { categoryRows, type CategoryRow } from './category-rows';
import { buildProduct, type BuiltProduct, type ProductColourRow, type ProductRow, type VariantRow } from './product-builder';
import type { ProductTypeDef } from './product-type';
import { createRandom, type Random } from './random';
import { beautyTypes } from './types-beauty';
import { homeTypes } from './types-home';
import { kidsTypes } from './types-kids';
import { menTypes } from './types-men';
import { womenTypes } from './types-women';

export type BrandRow = typeof brandTable.$inferInsert;
export type DepartmentRow = typeof departmentTable.$inferInsert;
export type { CategoryRow, ProductColourRow, ProductRow, VariantRow };

export interface GeneratedCatalogue {
  brands: BrandRow[];
  departments: DepartmentRow[];
  categories: CategoryRow[];
  products: ProductRow[];
  productColours: ProductColourRow[];
  variants: VariantRow[];
}

export interface GenerateOptions {
  seed?: string;
  /** ISO date the catalogue is generated as of; creation dates spread over the year before it. */
  asOf?: string;
}

export const DEFAULT_CATALOGUE_SEED = 'storefront-catalogue-v1';
/** Fixed so that the same seed gives the same catalogue on any day. */
export const DEFAULT_CATALOGUE_AS_OF = '2026-11-01T00:00:00.000Z';

export const productTypes: readonly ProductTypeDef[] = [...womenTypes, ...menTypes, ...kidsTypes, ...homeTypes, ...beautyTypes];

export function productTypeById(id: string): ProductTypeDef | undefined {
  return productTypes.find((type) => type.id === id);
}

function pickType(brand: BrandProfile, random: Random): ProductTypeDef {
  const category = random.weighted(Object.entries(brand.categories));
  const candidates = productTypes.filter((type) => type.category === category);
  if (candidates.length === 0) throw new Error(`No product types for category ${category}`);
  return random.weighted(candidates.map((type) => [type, type.weight * (brand.typeBoost?.[type.id] ?? 1)] as const));
}

/** Distinct five-digit numbers for a brand's product keys. */
function keyNumbers(count: number, random: Random): number[] {
  const numbers = new Set<number>();
  while (numbers.size < count) numbers.add(random.int(10000, 99999));
  return [...numbers];
}

/** The whole catalogue, as rows ready to insert. Pure: the same options give identical data. */
export function generateCatalogue(options: GenerateOptions = {}): GeneratedCatalogue {
  const root = createRandom(options.seed ?? DEFAULT_CATALOGUE_SEED);
  const asOf = Date.parse(options.asOf ?? DEFAULT_CATALOGUE_AS_OF);
  if (Number.isNaN(asOf)) throw new Error(`Invalid asOf date: ${options.asOf}`);
  const brandNames = new Map<string, string>(siteBrands.map((brand) => [brand.id, brand.name]));

  const built: BuiltProduct[] = [];
  for (const brand of brandProfiles) {
    const brandRandom = root.fork(`brand:${brand.id}`);
    const numbers = keyNumbers(brand.productCount, brandRandom.fork('keys'));
    const usedNames = new Set<string>();
    numbers.forEach((number, index) => {
      const random = brandRandom.fork(`product:${index}`);
      const type = pickType(brand, random.fork('type'));
      built.push(
        buildProduct({ type, brand, brandName: brandNames.get(brand.id) ?? brand.id, key: `${brand.keyPrefix}${number}`, random, asOf, usedNames }),
      );
    });
  }

  // Best sellers: most popular first; the key breaks ties so the order never depends on sort stability.
  [...built]
    .sort((a, b) => b.popularity - a.popularity || a.product.key.localeCompare(b.product.key))
    .forEach((item, index) => {
      item.product.bestSellerRank = index + 1;
    });

  const brandsByCategory = topBrandsByCategory(built, brandNames);
  return {
    brands: brandProfiles.map((brand) => ({ id: brand.id, name: brandNames.get(brand.id) ?? brand.id, description: brand.description })),
    departments: siteDepartments.map((department, position) => ({ id: department.id, name: department.name, position })),
    categories: categoryRows(brandsByCategory),
    products: built.map((item) => item.product),
    productColours: built.flatMap((item) => item.colours),
    variants: built.flatMap((item) => item.variants),
  };
}

/** The brands with most products under each category slug (its own and its descendants'), for meta descriptions. */
function topBrandsByCategory(built: readonly BuiltProduct[], brandNames: ReadonlyMap<string, string>): Map<string, string[]> {
  const counts = new Map<string, Map<string, number>>();
  for (const { product } of built) {
    const slug = product.categoryId.replace(/^cat-/, '').replace(/--/g, '/');
    const parts = slug.split('/');
    for (let depth = 1; depth <= parts.length; depth++) {
      const prefix = parts.slice(0, depth).join('/');
      const byBrand = counts.get(prefix) ?? new Map<string, number>();
      byBrand.set(product.brandId, (byBrand.get(product.brandId) ?? 0) + 1);
      counts.set(prefix, byBrand);
    }
  }
  return new Map(
    [...counts].map(([slug, byBrand]) => [
      slug,
      [...byBrand]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([brandId]) => brandNames.get(brandId) ?? brandId),
    ]),
  );
}
