import type { Database } from '@storefront/db/client';
import { productColours, products, variants } from '@storefront/db/schema/catalogue';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { availableOn } from '../queries/fascia-scope';
import { loadSummaries } from '../queries/summary';
import { toRecommendedProduct, type RecommendedProduct } from './recommended-product';

/**
 * The embedded recommendation engine's "similar products" (P §2, §3, §9): products like the one
 * shown, picked from the catalogue. A candidate must share the product's category or style and
 * department, be sold on the site, have stock and not be the product itself; it scores for the
 * same category, style, classification, a shared colour family and a price in the same band, and
 * ties go to best sellers, then key, so the answer is the same every time.
 */
export const similarityWeights = {
  category: 4,
  style: 3,
  classification: 2,
  colourFamily: 2,
  priceBand: 1.5,
} as const;

/** A price within this factor either way of the product's own counts as the same band. */
export const PRICE_BAND_FACTOR = 1.6;
export const MAX_RECOMMENDATIONS = 20;
export const ENGINE_NAME = 'catalogue-similarity';

const KEY = /^[A-Z]{3}\d{5}$/;

export interface SimilarProductsOptions {
  fascia: string;
  /** P §9: 10 requested. */
  limit: number;
}

/** The products most like `productKey`, best first; none when the product is unknown or not sold on the site. */
export async function similarProducts(db: Database, productKey: string, options: SimilarProductsOptions): Promise<RecommendedProduct[]> {
  const key = productKey.trim().toUpperCase();
  const scope = availableOn(options.fascia);
  const limit = Math.max(0, Math.min(MAX_RECOMMENDATIONS, Math.floor(options.limit)));
  if (!KEY.test(key) || !scope || limit === 0) return [];
  const [target] = await db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      departmentId: products.departmentId,
      styleTaxonomy: products.styleTaxonomy,
      classification: products.classification,
    })
    .from(products)
    .where(and(eq(products.key, key), scope));
  if (!target) return [];
  const [facetRows, [priceRow]] = await Promise.all([
    db.selectDistinct({ facet: productColours.colourFacet }).from(productColours).where(eq(productColours.productId, target.id)),
    db.select({ pence: sql<number>`min(${variants.pricePence})` }).from(variants).where(eq(variants.productId, target.id)),
  ]);
  const facets = facetRows.map((row) => row.facet);
  const targetPence = Number(priceRow?.pence ?? 0);

  const inStock = sql`exists (select 1 from ${variants} where ${variants.productId} = ${products.id} and ${variants.stock} > 0)`;
  const lowestPrice = sql`(select min(${variants.pricePence}) from ${variants} where ${variants.productId} = ${products.id} and ${variants.stock} > 0)`;
  const sharesColour = facets.length
    ? sql`exists (select 1 from ${productColours} where ${productColours.productId} = ${products.id} and ${inArray(productColours.colourFacet, facets)})`
    : sql`false`;
  const inBand = sql`${lowestPrice} between ${Math.floor(targetPence / PRICE_BAND_FACTOR)} and ${Math.ceil(targetPence * PRICE_BAND_FACTOR)}`;
  const points = (condition: ReturnType<typeof sql> | ReturnType<typeof eq>, weight: number) => sql`case when ${condition} then ${weight}::real else 0 end`;
  const score = sql`(${points(eq(products.categoryId, target.categoryId), similarityWeights.category)} + ${points(eq(products.styleTaxonomy, target.styleTaxonomy), similarityWeights.style)} + ${points(
    eq(products.classification, target.classification),
    similarityWeights.classification,
  )} + ${points(sharesColour, similarityWeights.colourFamily)} + ${points(inBand, similarityWeights.priceBand)})`;

  const rows = await db
    .select({ id: products.id, styleTaxonomy: products.styleTaxonomy, gender: products.gender, createdAt: products.createdAt, fascias: products.availableFascias })
    .from(products)
    .where(
      and(
        scope,
        inStock,
        ne(products.id, target.id),
        eq(products.departmentId, target.departmentId),
        or(eq(products.categoryId, target.categoryId), eq(products.styleTaxonomy, target.styleTaxonomy)),
      ),
    )
    .orderBy(desc(score), asc(products.bestSellerRank), asc(products.key))
    .limit(limit);
  if (rows.length === 0) return [];
  const stockRows = await db
    .select({ productId: variants.productId, stock: sql<number>`sum(${variants.stock})` })
    .from(variants)
    .where(inArray(variants.productId, rows.map((row) => row.id)))
    .groupBy(variants.productId);
  const stockOf = new Map(stockRows.map((row) => [row.productId, Number(row.stock)]));
  const factsOf = new Map(rows.map((row) => [row.id, row]));
  const summaries = await loadSummaries(
    db,
    rows.map((row) => row.id),
  );
  const recommendationId = `similar:${key}`;
  return summaries.map((summary) => {
    const facts = factsOf.get(summary.id)!;
    return toRecommendedProduct(
      summary,
      { styleTaxonomy: facts.styleTaxonomy, gender: facts.gender, createdAt: facts.createdAt, stock: stockOf.get(summary.id) ?? 0, availableFascias: facts.fascias },
      { recommendationId, source: 'similar-products', engine: ENGINE_NAME },
    );
  });
}
