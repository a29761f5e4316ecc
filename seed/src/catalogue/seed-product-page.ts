import type { Database } from '@storefront/db/client';
import { brands, customisationFields, productColours, productPageDetails, products, productVideos, sellers, variants } from '@storefront/db/schema/catalogue';
import { brands as siteBrands } from '@storefront/sites/brands';
import { sql } from 'drizzle-orm';
import { brandProfiles } from './brand-profiles';
import { bulkInsert } from './bulk-insert';
import { DEFAULT_CATALOGUE_AS_OF, productTypeById, type GeneratedCatalogue } from './generate';
import { buildProduct } from './product-builder';
import { generateProductPage } from './product-page';
import { createRandom } from './random';

/**
 * Products whose key starts with YDD come with complimentary samples (P §3): a few skincare
 * products of the beauty brand, made as the catalogue makes its products, under that prefix.
 */
export function sampleProducts(asOf = DEFAULT_CATALOGUE_AS_OF): Pick<GeneratedCatalogue, 'products' | 'productColours' | 'variants'> {
  const brand = brandProfiles.find((profile) => (profile.categories['beauty/skincare'] ?? 0) > 0)!;
  const brandName = siteBrands.find((entry) => entry.id === brand.id)?.name ?? brand.id;
  const usedNames = new Set<string>();
  const built = ['face-serum', 'moisturiser', 'cleanser', 'face-serum'].map((typeId, index) =>
    buildProduct({ type: productTypeById(typeId)!, brand, brandName, key: `YDD${10001 + index}`, random: createRandom(`storefront-samples:${index}`), asOf: Date.parse(asOf), usedNames }),
  );
  built.forEach((item, index) => {
    // Ranked after the generated catalogue's best sellers.
    item.product.bestSellerRank = 100_000 + index;
    item.product.isPremier = false;
  });
  return { products: built.map((item) => item.product), productColours: built.flatMap((item) => item.colours), variants: built.flatMap((item) => item.variants) };
}

export interface ProductPageSeedResult {
  seeded: boolean;
  details: number;
  videos: number;
}

/**
 * Loads what the product page needs beyond the listing's catalogue (product-page.ts) for the
 * products in the database, plus the YDD sample products. Does nothing when it is there already
 * unless `force` (the catalogue was just replaced). One transaction under the catalogue's lock.
 */
export async function seedProductPage(db: Database, options: { force?: boolean } = {}): Promise<ProductPageSeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(8301757)`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(productPageDetails);
    if ((existing?.count ?? 0) > 0 && !options.force) return { seeded: false, details: 0, videos: 0 };
    await tx.delete(productPageDetails);
    await tx.delete(productVideos);
    await tx.delete(customisationFields);

    const samples = sampleProducts();
    await tx.delete(products).where(sql`${products.key} like 'YDD%'`);
    await bulkInsert(tx, products, samples.products);
    await bulkInsert(tx, productColours, samples.productColours);
    await bulkInsert(tx, variants, samples.variants);

    const [productRows, colourRows, variantRows, brandRows] = await Promise.all([
      tx.select().from(products),
      tx.select().from(productColours),
      tx.select({ sku: variants.sku, productId: variants.productId, pricePence: variants.pricePence }).from(variants).orderBy(variants.sku),
      tx.select().from(brands),
    ]);
    const generated = generateProductPage(
      { products: productRows.map((row) => ({ ...row, averageRating: row.averageRating ?? null })), productColours: colourRows, variants: variantRows as GeneratedCatalogue['variants'], brands: brandRows },
      { asOf: DEFAULT_CATALOGUE_AS_OF },
    );
    for (const seller of generated.sellers) {
      await tx.insert(sellers).values(seller).onConflictDoUpdate({ target: sellers.id, set: { ...seller, id: undefined } });
    }
    await bulkInsert(tx, productPageDetails, generated.details);
    await bulkInsert(tx, productVideos, generated.videos);
    await bulkInsert(tx, customisationFields, generated.customisationFields);
    const batch = 10_000;
    for (let start = 0; start < generated.barcodes.length; start += batch) {
      const rows = JSON.stringify(generated.barcodes.slice(start, start + batch).map(({ sku, eanBarcode }) => ({ sku, ean: eanBarcode })));
      await tx.execute(sql`update variants set ean_barcode = b.ean from jsonb_to_recordset(${rows}::jsonb) as b(sku text, ean text) where variants.sku = b.sku`);
    }
    return { seeded: true, details: generated.details.length, videos: generated.videos.length };
  });
}
