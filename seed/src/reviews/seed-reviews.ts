import { bulkInsert } from '../catalogue/bulk-insert';
import { DEFAULT_CATALOGUE_AS_OF } from '../catalogue/generate';
import type { Database } from '@storefront/db/client';
import { brands, productColours, products, variants } from '@storefront/db/schema/catalogue';
import { reviews } from '@storefront/db/schema/reviews';
import { asc, eq, gt, sql } from 'drizzle-orm';
import { generateProductReviews, type ProductForReviews, type ReviewRow } from './generate-reviews';

export interface SeedReviewsOptions {
  /** Replace the reviews even when some exist. */
  force?: boolean;
  /** ISO date the reviews are written up to (the catalogue's date by default). */
  asOf?: string;
  seed?: string;
}

export interface SeedReviewsResult {
  seeded: boolean;
  reviews: number;
  /**
   * Products whose review count cannot give their stored rating (one review cannot average
   * 4.3); their reviews average the nearest possible value and the product's rating is set to it,
   * so cards and review stats agree.
   */
  ratingsAdjusted: number;
  durationMs: number;
}

/** Every product with reviews, its colours and variants, as the generator needs them. */
export async function loadProductsForReviews(db: Pick<Database, 'select'>): Promise<ProductForReviews[]> {
  const rows = await db
    .select({
      key: products.key,
      id: products.id,
      slug: products.slug,
      brandName: brands.name,
      productType: products.productType,
      gender: products.gender,
      occasion: products.occasion,
      attributes: products.attributes,
      averageRating: products.averageRating,
      reviewCount: products.reviewCount,
      createdAt: products.createdAt,
      availableFascias: products.availableFascias,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(gt(products.reviewCount, 0))
    .orderBy(asc(products.key));
  const colourRows = await db
    .select({ productId: productColours.productId, colour: productColours.colour, colourLabel: productColours.colourLabel, imageCount: productColours.imageCount })
    .from(productColours)
    .innerJoin(products, eq(products.id, productColours.productId))
    .where(gt(products.reviewCount, 0))
    .orderBy(asc(productColours.productId), asc(productColours.position));
  const variantRows = await db
    .select({ productId: variants.productId, colour: variants.colour, sku: variants.sku, size: variants.size })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(gt(products.reviewCount, 0))
    .orderBy(asc(variants.productId), asc(variants.sizePosition), asc(variants.sku));

  const variantsByColour = new Map<string, Array<{ sku: string; size: string }>>();
  for (const variant of variantRows) {
    const key = `${variant.productId}/${variant.colour}`;
    const list = variantsByColour.get(key) ?? [];
    list.push({ sku: variant.sku, size: variant.size });
    variantsByColour.set(key, list);
  }
  const coloursByProduct = new Map<string, ProductForReviews['colours']>();
  for (const colour of colourRows) {
    const list = coloursByProduct.get(colour.productId) ?? [];
    const colourVariants = variantsByColour.get(`${colour.productId}/${colour.colour}`) ?? [];
    if (colourVariants.length > 0) list.push({ colour: colour.colour, colourLabel: colour.colourLabel, imageCount: colour.imageCount, variants: colourVariants });
    coloursByProduct.set(colour.productId, list);
  }
  // Timestamps come back in the engine's text form ("2026-02-07 03:37:00+00"): ISO, as generated.
  return rows.map(({ id, createdAt, ...row }) => ({ ...row, createdAt: new Date(createdAt).toISOString(), colours: coloursByProduct.get(id) ?? [] }));
}

/** All reviews of the given products, in product order. */
export function generateReviews(productList: readonly ProductForReviews[], options: { asOf?: string; seed?: string } = {}): { rows: ReviewRow[]; inexact: string[] } {
  const asOf = Date.parse(options.asOf ?? DEFAULT_CATALOGUE_AS_OF);
  if (Number.isNaN(asOf)) throw new Error(`Invalid asOf date: ${options.asOf}`);
  const rows: ReviewRow[] = [];
  const inexact: string[] = [];
  for (const product of productList) {
    const generated = generateProductReviews(product, { asOf, seed: options.seed });
    rows.push(...generated.rows);
    if (!generated.exact) inexact.push(product.key);
  }
  return { rows, inexact };
}

/** How far the stored reviews are from the catalogue: each product must have its review count and rating. */
async function reviewState(db: Pick<Database, 'execute'>): Promise<{ reviews: number; mismatchedProducts: number; orphans: number }> {
  const result = (await db.execute(sql`
    select
      (select count(*)::int from ${reviews}) as reviews,
      (select count(*)::int
         from ${products} p
         left join (select product_key, count(*)::int as n, round(avg(rating), 1) as average from ${reviews} group by product_key) r
           on r.product_key = p.key
        where coalesce(r.n, 0) <> p.review_count or (r.n > 0 and p.average_rating is distinct from r.average)) as mismatched_products,
      (select count(*)::int from ${reviews} r where not exists (select 1 from ${products} p where p.key = r.product_key)) as orphans`)) as unknown as {
    rows: Array<{ reviews: number; mismatched_products: number; orphans: number }>;
  };
  const row = result.rows[0];
  return { reviews: row?.reviews ?? 0, mismatchedProducts: row?.mismatched_products ?? 0, orphans: row?.orphans ?? 0 };
}

/** Rows per insert: generated and written a batch at a time, so memory stays small. */
const INSERT_BATCH = 10_000;

/**
 * Writes every product's reviews: exactly its review count, averaging its rating. Does nothing
 * when the stored reviews already match the catalogue (counts and ratings) unless `force`; after
 * the catalogue is replaced they no longer match and are written again. One transaction under
 * an advisory lock, so two processes starting together seed once. Run it after the catalogue.
 */
export async function seedReviews(db: Database, options: SeedReviewsOptions = {}): Promise<SeedReviewsResult> {
  const started = performance.now();
  const asOf = Date.parse(options.asOf ?? DEFAULT_CATALOGUE_AS_OF);
  if (Number.isNaN(asOf)) throw new Error(`Invalid asOf date: ${options.asOf}`);
  let written = 0;
  let ratingsAdjusted = 0;
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(8301758)`);
    const state = await reviewState(tx);
    const upToDate = state.reviews > 0 && state.mismatchedProducts === 0 && state.orphans === 0;
    if (upToDate && !options.force) return false;

    const productList = await loadProductsForReviews(tx);
    if (productList.length === 0 && state.reviews === 0) return false;
    await tx.delete(reviews);
    let batch: ReviewRow[] = [];
    for (const product of productList) {
      batch.push(...generateProductReviews(product, { asOf, seed: options.seed }).rows);
      if (batch.length >= INSERT_BATCH) {
        await bulkInsert(tx, reviews, batch);
        written += batch.length;
        batch = [];
      }
    }
    await bulkInsert(tx, reviews, batch);
    written += batch.length;
    // Reviews are the source of a rating: where the stored one cannot be reached, it follows them.
    const adjusted = (await tx.execute(sql`
      update ${products} as p set average_rating = s.average
      from (select product_key, round(avg(rating), 1) as average from ${reviews} group by product_key) as s
      where p.key = s.product_key and p.average_rating is distinct from s.average
      returning p.key`)) as unknown as { rows: unknown[] };
    ratingsAdjusted = adjusted.rows.length;
    return true;
  });
  return { seeded, reviews: written, ratingsAdjusted, durationMs: Math.round(performance.now() - started) };
}
