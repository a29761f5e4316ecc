import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { categories, products } from '@storefront/db/schema/catalogue';
import { availableOn } from '../queries/fascia-scope';
import { loadSummaries } from '../queries/summary';
import { discountBand, priceBand, ratingGroup, type ListingRecord } from './listing-record';

/**
 * Next-day delivery is offered on items stocked in the UK warehouse: a fixed ~70 % of the
 * catalogue, chosen from the product key so it is the same on every run.
 */
export function isNextDayEligible(productKey: string): boolean {
  const hash = createHash('sha1').update(productKey).digest();
  return (hash[0] ?? 0) % 10 < 7;
}

const toPounds = (pence: number) => Math.round(pence) / 100;

/**
 * The listing records of every product a site sells, built from the database; with productIds,
 * only those products' records (the ones the site sells), for keeping an index in step.
 */
export async function listingRecords(db: Database, fascia: string, options: { productIds?: readonly string[] } = {}): Promise<ListingRecord[]> {
  const siteScope = availableOn(fascia);
  if (!siteScope) return [];
  if (options.productIds?.length === 0) return [];
  const scope = options.productIds ? and(siteScope, inArray(products.id, [...options.productIds])) : siteScope;
  const rows = await db
    .select({
      id: products.id,
      description: products.description,
      gender: products.gender,
      classification: products.classification,
      styleTaxonomy: products.styleTaxonomy,
      occasion: products.occasion,
      fabrication: products.fabrication,
      attributes: products.attributes,
      createdAt: products.createdAt,
      bestSellerRank: products.bestSellerRank,
      categoryBreadcrumbs: categories.breadcrumbs,
      categoryName: categories.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(scope);
  const summaries = new Map((await loadSummaries(db, rows.map((row) => row.id))).map((summary) => [summary.id, summary]));
  const records: ListingRecord[] = [];
  for (const row of rows) {
    const card = summaries.get(row.id);
    if (!card) continue;
    const attributes = row.attributes;
    const price = toPounds(card.price.pence);
    const discount = Math.max(0, ...card.colourVariants.map((variant) => variant.percentageSaving ?? 0));
    const sizes = [...new Set(card.colourVariants.flatMap((variant) => variant.sizesInStock))];
    records.push({
      objectID: card.key,
      productKey: card.key,
      slug: card.slug,
      name: card.name,
      description: row.description.slice(0, 300),
      brand: card.brand.name,
      collection: card.brand.id.replace(/-/g, ' '),
      department: card.department,
      gender: row.gender,
      classification: row.classification,
      styleTaxonomy: row.styleTaxonomy,
      categoryTaxonomy: row.categoryName,
      categorySlugs: row.categoryBreadcrumbs.map((crumb) => crumb.slug),
      categoryNames: row.categoryBreadcrumbs.map((crumb) => crumb.name),
      occasion: row.occasion,
      fabrication: row.fabrication,
      neckline: attributes.neckline ?? null,
      sleeveLength: attributes.sleeveLength ?? null,
      design: attributes.style ?? null,
      colourFacets: [...new Set(card.colourVariants.map((variant) => variant.colourFacet))],
      sizes,
      price,
      wasPrice: card.wasPrice ? toPounds(card.wasPrice.pence) : null,
      discountPercentage: discount,
      priceBands: priceBand(price),
      discountBands: discountBand(discount),
      averageRating: card.averageRating ?? null,
      totalReviewCount: card.reviewCount,
      ratingGroup: ratingGroup(card.averageRating),
      isNextDay: card.isOnStock && isNextDayEligible(card.key),
      isOnStock: card.isOnStock,
      isPremier: card.isPremier,
      hasGiftWithPurchase: card.hasGiftWithPurchase,
      createdAt: Math.floor(Date.parse(row.createdAt) / 1000),
      bestSellerRank: row.bestSellerRank,
      'aiattributes.Material': attributes.material ?? null,
      'aiattributes.Fit': attributes.fit ?? null,
      'aiattributes.Skin_Type': attributes.skinType ?? null,
      'aiattributes.Hair_Type': attributes.hairType ?? null,
      'aiattributes.Heel_Height': attributes.heelHeight ?? null,
      'aiattributes.Closure': attributes.closure ?? null,
      'aiattributes.Pattern': attributes.pattern ?? null,
      card,
    });
  }
  return records.sort((a, b) => a.bestSellerRank - b.bestSellerRank || a.productKey.localeCompare(b.productKey));
}
