/**
 * The discovery search provider's protocol (L §3, §5, §7, §9): the request it is sent (always
 * in-stock items only, 40 per page, its own sort expressions) and its response mapped to the same
 * listing search response as hosted search. Using discovery on a site that is not configured for
 * it is an error (L §5).
 */
import { z } from 'zod';
import type { MappedSearchResponse } from '@storefront/plugins/listing/model/listing-types';
import { pageSizes } from '@storefront/plugins/listing/rules/constants';
import { bandFacets, isFacetKey, rangeFacetAttributes } from '@storefront/plugins/listing/rules/facet-keys';
import { normaliseFilters, selectedFilterTags, type Filters } from '@storefront/plugins/listing/rules/facets';
import type { ProductDraft, VariantDraft } from '@storefront/plugins/listing/rules/listing-product';
import { looseBoolean, looseImageUrls, looseList, looseNumber, looseString, looseStringList, looseUrl } from '@storefront/plugins/listing/rules/loose-fields';
import { parseRangeValue } from '@storefront/plugins/listing/rules/price-ranges';
import { mapFacets } from '@storefront/plugins/listing/rules/search-facets';
import { toEdges, visibleFilters, type SearchResponseContext } from '@storefront/plugins/listing/rules/search-results';
import { resolveSortKey, sortOptions, type SortKey, type SortSettings } from '@storefront/plugins/listing/rules/sorting';
import { effectiveWasPrice, parsePrice } from '@storefront/plugins/shared/product/rules/prices';

export interface DiscoveryConfig {
  accountId: string;
  domainKey: string;
  /** The search endpoint; the provider's core API by default. */
  endpoint?: string;
}

export const defaultDiscoveryEndpoint = 'https://core.dxpapi.com/api/v1/core/';

/** The product fields asked for (fl): the discovery product of L §3. */
export const discoveryFields = [
  'pid', 'title', 'brand', 'url', 'price', 'sale_price', 'wasPrice', 'price_range', 'discountPercentage', 'thumb_image',
  'description', 'skuid', 'colour', 'colourFacet', 'colourFacets', 'swatchImage', 'sku_thumb_images', 'averageRating',
  'totalReviewCount', 'categorySlugs', 'classification', 'department', 'giftWithPurchase', 'ratingGroup', 'ratingRange', 'variants',
] as const;

/** Discovery always asks for in-stock items only (L §5). */
export const discoveryInStockFilter = 'isOnStock:"true"';

/** Facets whose values are ranges, and the discovery field they filter. */
const discoveryRangeFields: Record<string, string> = {
  ...rangeFacetAttributes,
  priceBands: 'price',
  discountBands: 'discountPercentage',
};

/** Discovery facet names that differ from the listing's facet keys. */
const discoveryFacetKeys: Record<string, string> = { price: 'priceBands', discountPercentage: 'discountBands' };

/** The site's discovery configuration; throws when the site is not configured for discovery (L §5). */
export function requireDiscoveryConfig(config: Partial<DiscoveryConfig> | undefined, site: string): DiscoveryConfig {
  const accountId = config?.accountId?.trim();
  const domainKey = config?.domainKey?.trim();
  if (!accountId || !domainKey) throw new Error(`Discovery search is not configured for site ${site}`);
  return { accountId, domainKey, endpoint: config?.endpoint?.trim() || defaultDiscoveryEndpoint };
}

/** L §9: the provider's sort expression per sort key; relevance sends none. */
export const discoverySorts: Record<Exclude<SortKey, 'relevance'>, string> = {
  'best-sellers': 'total_revenue desc',
  newness: 'published_timestamp desc',
  'price-asc': 'price asc',
  'price-desc': 'price desc',
  'rating-desc': 'averageRating desc',
};

export function discoverySort(value: unknown, settings: SortSettings): string | undefined {
  const key = resolveSortKey(value, settings);
  return key === 'relevance' ? undefined : discoverySorts[key];
}

function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The fq filter queries: the in-stock filter, then one per facet (values OR-ed, ranges as [a TO b]). */
export function discoveryFilterQueries(filters: Filters): string[] {
  const queries = [discoveryInStockFilter];
  for (const [key, values] of Object.entries(normaliseFilters(filters))) {
    const rangeField = discoveryRangeFields[key];
    if (rangeField) {
      const ranges = values.map(parseRangeValue).filter((range) => range !== undefined);
      // A band is one of the provider's range buckets, start ≤ value < end; a range the shopper typed includes its maximum.
      const close = key in bandFacets ? '}' : ']';
      if (ranges.length > 0) queries.push(ranges.map((range) => `${rangeField}:[${range.min} TO ${range.max === undefined ? '*' : range.max}${range.max === undefined ? ']' : close}`).join(' OR '));
      continue;
    }
    queries.push(`${key}:${values.map(quote).join(' OR ')}`);
  }
  return queries;
}

export interface DiscoveryRequest {
  /** Search text, or the category id for a category listing. */
  query: string;
  searchType: 'keyword' | 'category';
  filters: Filters;
  sort?: string;
  /** 1-based page. */
  page: number;
  requestId: string;
  /** The provider's user id cookie. */
  userIdCookie?: string;
  /** The page URL the search is for. */
  url: string;
  userAgent?: string;
  catalogViews?: string;
}

/** The GET URL of a discovery search (L §7): 40 rows a page, in-stock only, sort mapped (L §9). */
export function discoverySearchUrl(config: DiscoveryConfig, request: DiscoveryRequest, settings: SortSettings): string {
  const rows = pageSizes.discovery;
  const page = Number.isInteger(request.page) && request.page >= 1 ? request.page : 1;
  const params = new URLSearchParams({
    q: request.query,
    account_id: config.accountId,
    domain_key: config.domainKey,
    fl: discoveryFields.join(','),
    start: String((page - 1) * rows),
    rows: String(rows),
    request_id: request.requestId,
    'facet.version': '3.0',
    request_type: 'search',
    search_type: request.searchType,
    url: request.url,
  });
  for (const filter of discoveryFilterQueries(request.filters)) params.append('fq', filter);
  const sort = discoverySort(request.sort, settings);
  if (sort) params.set('sort', sort);
  if (request.userIdCookie) params.set('_br_uid_2', request.userIdCookie);
  if (request.userAgent) params.set('user_agent', request.userAgent);
  if (request.catalogViews) params.set('catalog_views', request.catalogViews);
  const endpoint = config.endpoint ?? defaultDiscoveryEndpoint;
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}${params.toString()}`;
}

/**
 * A discovery search the provider answered with a non-OK status (L §8): the status, its text, the
 * URL asked for and the start of the body, for the log.
 */
export class DiscoveryFetchError extends Error {
  readonly status: number;
  readonly url: string;
  readonly body: string;

  constructor(status: number, statusText: string, url: string, body: string) {
    const excerpt = body.length > 500 ? `${body.slice(0, 500)}…` : body;
    super(`Discovery search failed: ${status} ${statusText || 'Error'} for ${url}${excerpt ? `: ${excerpt}` : ''}`);
    this.name = 'DiscoveryFetchError';
    this.status = status;
    this.url = url;
    this.body = excerpt;
  }
}

const discoveryVariantSchema = z.object({
  colour: z.string().trim().min(1).max(100),
  colourFacet: looseString,
  swatchImage: looseString,
  sku_thumb_images: looseImageUrls,
  skuid: looseStringList,
  wasPrice: z.unknown().optional(),
  discountPercentage: looseNumber,
  sku_price: z.unknown().optional(),
  sku_sale_price: z.unknown().optional(),
});

/** One discovery product (L §3). */
export const discoveryDocSchema = z.object({
  pid: z.union([z.string(), z.number().transform(String)]).pipe(z.string().trim().min(1).max(200)),
  title: z.string().trim().min(1).max(500),
  brand: looseString,
  url: looseString,
  price: z.unknown().optional(),
  sale_price: z.unknown().optional(),
  wasPrice: z.unknown().optional(),
  price_range: z.array(z.unknown()).optional().catch(undefined),
  discountPercentage: looseNumber,
  thumb_image: looseImageUrls,
  description: looseString,
  skuid: looseStringList,
  colour: looseString,
  colourFacet: looseString,
  colourFacets: looseStringList,
  swatchImage: looseString,
  sku_thumb_images: looseImageUrls,
  averageRating: looseNumber,
  totalReviewCount: looseNumber,
  categorySlugs: looseStringList,
  classification: looseString,
  department: looseString,
  giftWithPurchase: z.union([looseBoolean, looseString]).optional().catch(undefined),
  ratingGroup: looseString,
  ratingRange: looseString,
  variants: looseList(discoveryVariantSchema),
});

type DiscoveryDoc = z.output<typeof discoveryDocSchema>;

/** The slug and premier flag from a product URL ('/product/{slug}?…', '/premier/{slug}', absolute or not). */
function slugOf(url: string | undefined): { slug: string; isPremier: boolean } | undefined {
  if (!url) return undefined;
  const path = url.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  const marker = segments.findIndex((segment) => segment === 'product' || segment === 'premier');
  const slugSegments = marker >= 0 ? segments.slice(marker + 1) : segments.slice(-1);
  if (slugSegments.length === 0) return undefined;
  return { slug: slugSegments.join('/'), isPremier: segments[marker] === 'premier' };
}

/** Price now and before: a sale price below the price makes the price the was-price. */
function salePricing(priceValue: unknown, saleValue: unknown, wasValue: unknown): { price: number | undefined; wasPrice: number | undefined } {
  const price = parsePrice(priceValue);
  const sale = parsePrice(saleValue);
  if (sale !== undefined && (price === undefined || sale < price)) {
    return { price: sale, wasPrice: effectiveWasPrice(sale, parsePrice(wasValue) ?? price) };
  }
  return { price, wasPrice: price === undefined ? undefined : effectiveWasPrice(price, wasValue) };
}

function docToDraft(doc: DiscoveryDoc): ProductDraft | undefined {
  const link = slugOf(doc.url);
  if (!link) return undefined;
  const pricing = salePricing(doc.price ?? doc.price_range?.[0], doc.sale_price, doc.wasPrice);
  const variants: VariantDraft[] = doc.variants.map((variant) => {
    const variantPricing = salePricing(variant.sku_price, variant.sku_sale_price, variant.wasPrice);
    return {
      colour: variant.colour,
      colourFacet: variant.colourFacet,
      swatchImage: variant.swatchImage,
      sku: variant.skuid[0],
      images: variant.sku_thumb_images,
      price: variantPricing.price,
      wasPrice: variantPricing.wasPrice,
    };
  });
  return {
    recordId: doc.pid,
    id: doc.pid,
    key: doc.pid,
    slug: link.slug,
    name: doc.title,
    brandName: doc.brand ?? '',
    department: doc.department ?? '',
    description: doc.description ?? '',
    breadcrumbs: [],
    categorySlugs: doc.categorySlugs,
    categoryNames: [],
    classification: doc.classification,
    ratingGroup: doc.ratingGroup,
    price: pricing.price,
    wasPrice: pricing.wasPrice,
    images: [...doc.thumb_image, ...doc.sku_thumb_images],
    defaultColour: doc.colour,
    variants:
      variants.length > 0 || !doc.colour
        ? variants
        : [{ colour: doc.colour, colourFacet: doc.colourFacet ?? doc.colourFacets[0], swatchImage: doc.swatchImage, images: [], sku: doc.skuid[0] }],
    sizes: [],
    // Discovery only returns in-stock items (L §5).
    isOnStock: true,
    isPremier: link.isPremier,
    hasGiftWithPurchase: doc.giftWithPurchase === true || (typeof doc.giftWithPurchase === 'string' && doc.giftWithPurchase !== 'false'),
    averageRating: doc.averageRating,
    reviewCount: doc.totalReviewCount,
    variantSkus: doc.skuid,
  };
}

const facetValueSchema = z.object({
  name: z.union([z.string(), z.number().transform(String)]).optional().catch(undefined),
  start: z.union([z.number(), z.string()]).optional().catch(undefined),
  end: z.union([z.number(), z.string()]).optional().catch(undefined),
  count: z.number().catch(0),
});

export const discoveryResponseSchema = z.object({
  response: z
    .object({
      numFound: z.number().int().nonnegative().catch(0),
      start: z.number().int().nonnegative().optional().catch(undefined),
      docs: z.array(z.unknown()).catch([]),
    })
    .catch({ numFound: 0, start: undefined, docs: [] }),
  facet_counts: z
    .object({
      facets: looseList(z.object({ name: z.string(), value: looseList(facetValueSchema) })),
      facet_fields: z.record(z.string(), looseList(facetValueSchema)).optional().catch(undefined),
    })
    .partial()
    .optional()
    .catch(undefined),
  keywordRedirect: z.record(z.string(), z.unknown()).optional().catch(undefined),
});

/** A facet value's term: its name, or 'start-end' for a range bucket ('*' end → 'max'). */
function termOf(value: z.output<typeof facetValueSchema>): string | undefined {
  if (value.start !== undefined) {
    const end = value.end === undefined || value.end === '*' ? 'max' : String(value.end);
    return `${value.start}-${end}`;
  }
  return value.name;
}

function discoveryFacetCounts(facetCounts: z.output<typeof discoveryResponseSchema>['facet_counts']): Record<string, Record<string, number>> {
  const groups = [...(facetCounts?.facets ?? []).map((facet) => [facet.name, facet.value] as const), ...Object.entries(facetCounts?.facet_fields ?? {})];
  const counts: Record<string, Record<string, number>> = {};
  for (const [name, values] of groups) {
    const key = discoveryFacetKeys[name] ?? name;
    if (!isFacetKey(key)) continue;
    const terms = (counts[key] ??= {});
    for (const value of values) {
      const term = termOf(value);
      if (term !== undefined && term.trim() !== '') terms[term] = (terms[term] ?? 0) + Math.max(0, value.count);
    }
  }
  return counts;
}

/**
 * Maps a discovery response (response.docs, numFound, facet_counts.facets, keywordRedirect) to the
 * listing's search response. Never throws; left-out docs are reported in `warnings`.
 */
export function mapDiscoveryResponse(raw: unknown, context: Omit<SearchResponseContext, 'pageSize'>): MappedSearchResponse {
  const warnings: string[] = [];
  const result = discoveryResponseSchema.safeParse(raw);
  const parsed = result.success ? result.data : discoveryResponseSchema.parse({});
  if (!result.success) warnings.push('response: not a discovery response');
  const start = parsed.response.start ?? 0;
  const drafts = parsed.response.docs.map((doc) => {
    const checked = discoveryDocSchema.safeParse(doc);
    if (!checked.success) return { error: checked.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') };
    const draft = docToDraft(checked.data);
    return draft ? { draft } : { error: `${checked.data.pid}: no product URL` };
  });
  const edges = toEdges(drafts, start, context.filters.sizes ?? [], warnings);
  const filters = visibleFilters(context);
  const facets = mapFacets(discoveryFacetCounts(parsed.facet_counts), {}, filters, context);
  const total = parsed.response.numFound;
  const hasNext = start + parsed.response.docs.length < total;
  const redirect = parsed.keywordRedirect ? looseUrl(parsed.keywordRedirect['redirected url'] ?? parsed.keywordRedirect.url) : undefined;
  return {
    response: {
      total,
      facets,
      selectedFacets: selectedFilterTags(filters, facets),
      edges,
      pageInfo: { hasNextPage: hasNext, hasNext, hasPrevious: start > 0, endCursor: edges.at(-1)?.cursor, length: edges.length, offset: start },
      queryId: undefined,
      abTestVariantID: undefined,
      abTestID: undefined,
      sortOptions: sortOptions({ reviewsEnabled: context.reviewsEnabled }),
      redirect,
      redirectMobile: undefined,
      provider: 'discovery',
    },
    warnings,
  };
}
