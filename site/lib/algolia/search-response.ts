/**
 * The hosted search adapter's response mapping (L §3): an Algolia search response becomes the
 * listing's search response. Every hit is checked on its own; a hit that cannot make a card is
 * left out and reported, never thrown, so one bad record never empties a listing.
 */
import { z } from 'zod';
import type { MappedSearchResponse } from '@storefront/plugins/listing/model/listing-types';
import { rangeFacetAttributes } from '@storefront/plugins/listing/rules/facet-keys';
import { selectedFilterTags } from '@storefront/plugins/listing/rules/facets';
import type { ProductDraft, VariantDraft } from '@storefront/plugins/listing/rules/listing-product';
import { looseBoolean, looseImageUrls, looseList, looseNumber, looseString, looseStringList, looseUrl } from '@storefront/plugins/listing/rules/loose-fields';
import { mapFacets, type FacetCounts } from '@storefront/plugins/listing/rules/search-facets';
import { toEdges, visibleFilters, type SearchResponseContext } from '@storefront/plugins/listing/rules/search-results';
import { sortOptions } from '@storefront/plugins/listing/rules/sorting';
import { parsePrice } from '@storefront/plugins/shared/product/rules/prices';

const breadcrumbSchema = z.object({ name: z.string().trim().min(1).max(200), slug: z.string().trim().max(500).catch('') });

const colourVariantSchema = z.object({
  colour: z.string().trim().min(1).max(100),
  colourLabel: looseString,
  colourFacet: looseString,
  swatchImage: looseString,
  sku: looseString,
  imageResponsive: looseImageUrls,
  sizesInStock: z.unknown().optional(),
  isOnStock: looseBoolean,
});

const priceVariantSchema = z.object({ colour: looseString, size: looseString, price: z.unknown(), wasPrice: z.unknown().optional() });

const sizePricesSchema = z.object({
  colour: looseString,
  sizePrices: looseList(z.object({ size: looseString, price: z.unknown(), wasprice: z.unknown().optional() })),
});

const moneySchema = z.object({ pence: z.number().int().nonnegative(), formatted: z.string() });
const imageSchema = z.object({ src: z.string() });

/** The catalogue's card as the site's own index embeds it (services/catalogue listing records). */
const embeddedCardSchema = z.object({
  id: looseString,
  key: looseString,
  brand: z.object({ id: z.string().trim().min(1), name: z.string().trim().min(1) }).optional().catch(undefined),
  department: looseString,
  category: z.object({ slug: z.string(), name: z.string() }).optional().catch(undefined),
  defaultColour: looseString,
  colourVariants: looseList(
    z.object({
      sku: looseString,
      colour: z.string().trim().min(1).max(100),
      colourLabel: looseString,
      colourFacet: looseString,
      swatchHex: looseString,
      image: imageSchema,
      hoverImage: imageSchema.optional().nullable().catch(undefined),
      sizesInStock: looseStringList,
      price: moneySchema.optional().catch(undefined),
      wasPrice: moneySchema.optional().nullable().catch(undefined),
    }),
  ),
  price: moneySchema.optional().catch(undefined),
  wasPrice: moneySchema.optional().nullable().catch(undefined),
  isOnStock: looseBoolean,
  isPremier: looseBoolean,
  hasGiftWithPurchase: looseBoolean,
  averageRating: looseNumber,
  reviewCount: looseNumber,
  sizes: looseStringList,
});

/**
 * One search record: the listing product card fields (L §3) plus objectID. The site's own index
 * also embeds the catalogue's card (`card`); its fields are used first when present.
 */
export const searchRecordSchema = z.object({
  objectID: z.union([z.string(), z.number().transform(String)]).pipe(z.string().trim().min(1).max(200)),
  id: looseString,
  productKey: looseString,
  slug: z.string().trim().min(1).max(300),
  name: z.string().trim().min(1).max(500),
  brand: z.union([z.string(), z.object({ name: z.string() }).transform((brand) => brand.name)]).catch(''),
  breadcrumbs: looseList(breadcrumbSchema),
  classification: looseString,
  description: looseString,
  price: z.unknown().optional(),
  wasPrice: z.unknown().optional(),
  imagesResponsive: looseImageUrls,
  colour: looseString,
  size: looseStringList,
  gender: looseString,
  department: looseString,
  styleTaxonomy: looseString,
  categoryTaxonomy: looseString,
  occasion: looseString,
  categoryNames: looseStringList,
  categorySlugs: looseStringList,
  colourVariants: looseList(colourVariantSchema),
  productType: looseString,
  priceVariants: looseList(priceVariantSchema),
  pricesBySize: looseList(sizePricesSchema),
  isPremier: looseBoolean,
  hasGiftWithPurchase: looseBoolean,
  isOnStock: looseBoolean,
  averageRating: looseNumber,
  totalReviewCount: looseNumber,
  ratingGroup: looseString,
  variantSkus: looseStringList,
  sizes: looseStringList,
  card: embeddedCardSchema.optional().catch(undefined),
});

export type SearchRecord = z.output<typeof searchRecordSchema>;

const countsSchema = z.record(z.string(), z.record(z.string(), z.unknown()).catch({})).catch({});
const statsSchema = z
  .record(z.string(), z.unknown())
  .catch({})
  .transform((stats) => {
    const valid: Record<string, { min: number; max: number }> = {};
    for (const [key, value] of Object.entries(stats)) {
      const bounds = z.object({ min: z.number(), max: z.number() }).safeParse(value);
      if (bounds.success) valid[key] = bounds.data;
    }
    return valid;
  });
const idSchema = z.union([z.string(), z.number().transform(String)]).optional().catch(undefined);
const countSchema = z.number().int().nonnegative().optional().catch(undefined);

export const searchResponseSchema = z.object({
  hits: z.array(z.unknown()).catch([]),
  nbHits: countSchema,
  page: countSchema,
  nbPages: countSchema,
  hitsPerPage: z.number().int().positive().optional().catch(undefined),
  facets: countsSchema.optional(),
  facets_stats: statsSchema.optional(),
  queryID: idSchema,
  abTestVariantID: idSchema,
  abTestID: idSchema,
  userData: z.array(z.unknown()).optional().catch(undefined),
  renderingContent: z.object({ redirect: z.object({ url: z.string() }).partial().optional().catch(undefined) }).partial().optional().catch(undefined),
});

/** Lowest price per colour from priceVariants, else pricesBySize. */
function colourPrices(record: SearchRecord): Map<string, { price: number; wasPrice: number | undefined }> {
  const prices = new Map<string, { price: number; wasPrice: number | undefined }>();
  const offer = (colour: string | undefined, priceValue: unknown, wasValue: unknown) => {
    const price = parsePrice(priceValue);
    if (colour === undefined || price === undefined) return;
    const current = prices.get(colour);
    if (!current || price < current.price) prices.set(colour, { price, wasPrice: parsePrice(wasValue) });
  };
  for (const variant of record.priceVariants) offer(variant.colour, variant.price, variant.wasPrice);
  for (const group of record.pricesBySize) for (const size of group.sizePrices) offer(group.colour, size.price, size.wasprice);
  return prices;
}

const pounds = (money: { pence: number } | null | undefined) => (money ? money.pence / 100 : undefined);

/** The embedded card's variants, when the record has a card with any. */
function cardVariants(record: SearchRecord): VariantDraft[] | undefined {
  const variants = record.card?.colourVariants;
  if (!variants || variants.length === 0) return undefined;
  return variants.map((variant) => ({
    colour: variant.colour,
    colourLabel: variant.colourLabel,
    colourFacet: variant.colourFacet,
    swatchImage: variant.swatchHex,
    sku: variant.sku,
    images: [variant.image.src, variant.hoverImage?.src].map(looseUrl).filter((url): url is string => url !== undefined),
    sizesInStock: variant.sizesInStock,
    price: pounds(variant.price),
    wasPrice: pounds(variant.wasPrice),
  }));
}

function recordToDraft(record: SearchRecord): ProductDraft {
  const prices = colourPrices(record);
  const card = record.card;
  const variants: VariantDraft[] = cardVariants(record) ?? record.colourVariants.map((variant) => ({
    colour: variant.colour,
    colourLabel: variant.colourLabel,
    colourFacet: variant.colourFacet,
    swatchImage: variant.swatchImage,
    sku: variant.sku,
    images: variant.imageResponsive,
    sizesInStock: variant.sizesInStock === undefined ? undefined : looseStringList.parse(variant.sizesInStock),
    price: prices.get(variant.colour)?.price,
    wasPrice: prices.get(variant.colour)?.wasPrice,
  }));
  const id = card?.id ?? record.id ?? record.objectID;
  return {
    recordId: record.objectID,
    id,
    key: card?.key ?? record.productKey ?? id,
    slug: record.slug,
    name: record.name,
    brandName: card?.brand?.name ?? record.brand.trim(),
    brandId: card?.brand?.id,
    department: card?.department ?? record.department ?? '',
    category: card?.category,
    description: record.description ?? '',
    breadcrumbs: record.breadcrumbs,
    categorySlugs: record.categorySlugs,
    categoryNames: record.categoryNames,
    classification: record.classification,
    gender: record.gender,
    styleTaxonomy: record.styleTaxonomy,
    categoryTaxonomy: record.categoryTaxonomy,
    occasion: record.occasion,
    productType: record.productType,
    ratingGroup: record.ratingGroup,
    price: pounds(card?.price) ?? parsePrice(record.price),
    wasPrice: card?.price ? pounds(card.wasPrice) : parsePrice(record.wasPrice),
    images: record.imagesResponsive,
    defaultColour: card?.defaultColour ?? record.colour,
    variants,
    sizes: [...(card?.sizes ?? []), ...record.size, ...record.sizes],
    isOnStock: card?.isOnStock ?? record.isOnStock,
    isPremier: card?.isPremier ?? record.isPremier ?? false,
    hasGiftWithPurchase: card?.hasGiftWithPurchase ?? record.hasGiftWithPurchase ?? false,
    averageRating: card?.averageRating ?? record.averageRating,
    reviewCount: card?.reviewCount ?? record.totalReviewCount,
    variantSkus: record.variantSkus.length > 0 ? record.variantSkus : variants.flatMap((variant) => (variant.sku ? [variant.sku] : [])),
  };
}

/** Range facets take their bounds from the stats of their numeric attribute (price, discountPercentage). */
function rangeStats(stats: Record<string, { min: number; max: number }>): Record<string, { min: number; max: number }> {
  const byFacet: Record<string, { min: number; max: number }> = {};
  for (const [facet, attribute] of Object.entries(rangeFacetAttributes)) {
    const bounds = stats[attribute] ?? stats[facet];
    if (bounds) byFacet[facet] = bounds;
  }
  return byFacet;
}

/** Redirect targets set by search rules: renderingContent.redirect, or userData entries. */
function redirects(parsed: z.output<typeof searchResponseSchema>): { redirect: string | undefined; redirectMobile: string | undefined } {
  let redirect = looseUrl(parsed.renderingContent?.redirect?.url);
  let redirectMobile: string | undefined;
  for (const entry of parsed.userData ?? []) {
    if (typeof entry !== 'object' || entry === null) continue;
    const data = entry as Record<string, unknown>;
    redirect ??= looseUrl(data.redirect) ?? looseUrl(data.redirectUrl);
    redirectMobile ??= looseUrl(data.redirectMobile);
  }
  return { redirect, redirectMobile };
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'record'}: ${issue.message}`)
    .join('; ');
}

/** Maps an Algolia search response to the listing's search response. Never throws. */
export function mapSearchResponse(raw: unknown, context: SearchResponseContext): MappedSearchResponse {
  const warnings: string[] = [];
  const result = searchResponseSchema.safeParse(raw);
  const parsed = result.success ? result.data : searchResponseSchema.parse({});
  if (!result.success) warnings.push(`response: ${describeIssues(result.error)}`);
  const hitsPerPage = parsed.hitsPerPage ?? context.pageSize;
  const page = parsed.page ?? 0;
  const offset = page * hitsPerPage;
  const drafts = parsed.hits.map((hit) => {
    const record = searchRecordSchema.safeParse(hit);
    return record.success ? { draft: recordToDraft(record.data) } : { error: describeIssues(record.error) };
  });
  const edges = toEdges(drafts, offset, context.filters.sizes ?? [], warnings);
  const facets = mapFacets((parsed.facets ?? {}) as FacetCounts, rangeStats(parsed.facets_stats ?? {}), visibleFilters(context), context);
  const nbPages = parsed.nbPages ?? Math.ceil((parsed.nbHits ?? 0) / hitsPerPage);
  const hasNext = page + 1 < nbPages;
  return {
    response: {
      total: parsed.nbHits ?? edges.length,
      facets,
      selectedFacets: selectedFilterTags(visibleFilters(context), facets),
      edges,
      pageInfo: { hasNextPage: hasNext, hasNext, hasPrevious: page > 0, endCursor: edges.at(-1)?.cursor, length: edges.length, offset },
      queryId: parsed.queryID,
      abTestVariantID: parsed.abTestVariantID,
      abTestID: parsed.abTestID,
      sortOptions: sortOptions({ reviewsEnabled: context.reviewsEnabled }),
      ...redirects(parsed),
      provider: 'hosted',
    },
    warnings,
  };
}
