import 'server-only';
import { processSingleton } from '@storefront/platform/process-singleton';
import { cookies, headers } from 'next/headers';
import { getCategoryTree, type CategoryNode } from '@storefront/catalogue/queries/category-tree';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { chooseListingContent, type ListingContent } from '@storefront/plugins/listing/content';
import type { ListType } from '@storefront/plugins/listing/model/listing-types';
import type { ListingMode, ListingPageQuery, ShopperRequest } from '@storefront/plugins/listing/model/search-port';
import type { ListingCategory, ListingView } from '@storefront/plugins/listing/ui/model';
import { facetDisplay, pageSizes } from '@storefront/plugins/listing/rules/constants';
import { parseListingUrl, toListingRequest, categorySlugOf } from '@storefront/plugins/listing/rules/listing-url';
import { breadcrumbTrail } from '@storefront/plugins/listing/rules/metadata';
import { searchUserToken } from '@storefront/plugins/listing/rules/personalisation';
import { searchRedirectTarget } from '@storefront/plugins/listing/rules/search-redirect';
import type { ListingProduct } from '@storefront/plugins/listing/rules/listing-product';
import { resolveSortKey } from '@storefront/plugins/listing/rules/sorting';
import { showsSponsored } from '@storefront/plugins/listing/rules/sponsored';
import { visualPreferredFilters, visualSearchFilters, visualSearchIdOf } from '@storefront/plugins/listing/rules/visual-search';
import { listingModels } from '@storefront/plugins/listing/content-model';
import { publishedContentCache } from '../content/published-content-cache';
import { getContentSource, type ContentMode } from '../contentful/client';
import { TtlCache } from '../platform/ttl-cache';
import { BADGE_CONTENT_TYPE, siteBadges } from '../content/badges';
import { catalogueSearchTag, categoryTag, cmsTreeTags, contentTypeTag, productTag } from '../platform/cache-tags';
import { getDb } from '../platform/db';
import { log } from '../platform/log';
import { requestOrigin } from '../platform/request-site';
import { listingSearchFor, type SiteFacetSearch, type SiteListingSearch } from './listing-search';
import { loadSponsoredProducts } from './sponsored';
import { showSearchedColours, visualSearchView } from './visual-search';
import { getGuestId, getViewer } from '../shopper/viewer';

/** Whether product reviews run on this deployment: the rating sort and card ratings need them. */
export function reviewsEnabled(env = process.env): boolean {
  return env.REVIEWS_ENABLED !== 'false';
}

/**
 * facetSearch is undefined on discovery, which offers no facet-value search (L §5). `tags` name
 * what the answer was built from (cache-tags.ts), for a cached page to record.
 */
export type ListingLookup =
  | { status: 'found'; listing: ListingView; facetSearch: SiteFacetSearch | undefined; tags: readonly string[] }
  | { status: 'missing'; tags: readonly string[] }
  | { status: 'redirect'; location: string };

/** The sale listing is a virtual category: everything reduced, whatever its department. */
export const SALE_SLUG = 'sale';


export function categoryTree(fascia: string): Promise<CategoryNode[]> {
  const trees = processSingleton('site.categoryTrees', () => new TtlCache<CategoryNode[]>(60_000));
  return trees.get(fascia, async () => getCategoryTree(await getDb(), { fascia }));
}

function findCategory(nodes: readonly CategoryNode[], slug: string): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.slug === slug) return node;
    if (slug.startsWith(`${node.slug}/`)) return findCategory(node.children, slug);
  }
  return undefined;
}

const categoryHref = (slug: string) => `/categories/${slug}`;

function toListingCategory(node: CategoryNode): ListingCategory {
  return {
    id: node.id,
    slug: node.slug,
    name: node.name,
    metaTitle: node.metaTitle || undefined,
    metaDescription: node.metaDescription || undefined,
    names: node.breadcrumbs.map((crumb) => crumb.name),
    breadcrumbs: breadcrumbTrail([{ name: 'Home', slug: '' }, ...node.breadcrumbs.map((crumb) => ({ name: crumb.name, slug: categoryHref(crumb.slug) }))]),
    children: node.children.filter((child) => child.productCount > 0).map((child) => ({ name: child.name, href: categoryHref(child.slug) })),
  };
}

function saleCategory(): ListingCategory {
  return {
    id: SALE_SLUG,
    slug: SALE_SLUG,
    name: 'Sale',
    metaTitle: undefined,
    metaDescription: 'Reduced styles across fashion, beauty and home.',
    names: ['Sale'],
    breadcrumbs: breadcrumbTrail([
      { name: 'Home', slug: '' },
      { name: 'Sale', slug: categoryHref(SALE_SLUG) },
    ]),
    children: [],
  };
}

/** A listing's CMS content, and the cache tags of the entries and assets it was chosen from. */
interface ListingContentLookup {
  content: ListingContent | undefined;
  tags: string[];
}

/** Publishing any listing content, roundel or card may change which one a listing shows. */
const LISTING_CONTENT_TYPE_TAGS = listingModels.map((model) => contentTypeTag(model.id));

/** Published listing content is cached as briefly as published pages; previews never. */
function listingContent(slug: string, site: FasciaConfig, mode: ContentMode): Promise<ListingContentLookup> {
  if (mode === 'preview') return fetchListingContent(slug, site, mode);
  return publishedContentCache<ListingContentLookup>('listingContent').get(`${site.id}|${slug}`, () => fetchListingContent(slug, site, mode));
}

async function fetchListingContent(slug: string, site: FasciaConfig, mode: ContentMode): Promise<ListingContentLookup> {
  try {
    const source = await getContentSource(mode);
    const entries = await source.findListingContent(slug);
    const { content, warnings } = chooseListingContent(entries, site.id);
    for (const warning of warnings) log.warn('cms.listing.skipped', { slug, site: site.id, warning });
    const tags = new Set(LISTING_CONTENT_TYPE_TAGS);
    for (const entry of entries) cmsTreeTags(entry, tags);
    return { content, tags: [...tags] };
  } catch (error) {
    // Editorial content decorates a listing; the products still show without it.
    log.error('cms.listing.failed', { slug, site: site.id, error: String(error) });
    return { content: undefined, tags: LISTING_CONTENT_TYPE_TAGS };
  }
}

/** The chatbot widget's feature flag (L §2). */
export function chatbotEnabled(env = process.env): boolean {
  return env.CHATBOT_ENABLED !== 'false';
}

/** 'We Think You'll Like' on the no-results page: the site's best sellers in stock. */
async function bestSellers(search: SiteListingSearch, site: FasciaConfig): Promise<ListingProduct[]> {
  try {
    const [best] = await search.findProducts([{ sort: 'best-sellers', limit: 12 }]);
    return best?.products ?? [];
  } catch (error) {
    log.error('search.suggestions.failed', { site: site.id, error: String(error) });
    return [];
  }
}

/** Whom a listing is searched for: the personalisation token (L §6) and the request as search providers see it. */
export interface ListingShopper {
  userToken: string | undefined;
  request: ShopperRequest;
}

/** This request's shopper: the viewer's id or the guest cookie as the token, the user agent and cookies. */
export async function requestShopper(path: string): Promise<ListingShopper> {
  const [viewer, guestId, requestHeaders, requestCookies, origin] = await Promise.all([getViewer(), getGuestId(), headers(), cookies(), requestOrigin()]);
  return {
    userToken: searchUserToken(viewer.kind === 'signed-in' ? { kind: 'signed-in', userId: viewer.userId } : { kind: 'guest' }, guestId),
    request: { origin, path, userAgent: requestHeaders.get('user-agent') ?? undefined, cookie: (name) => requestCookies.get(name)?.value },
  };
}

/**
 * No shopper in particular: a listing rendered once and served from the cache to everyone sends
 * no personalisation token, user agent or cookie (and so none ends up in the page).
 */
export function everyShopper(origin: string, path: string): ListingShopper {
  return { userToken: undefined, request: { origin, path, userAgent: undefined, cookie: () => undefined } };
}

/** What a listing was built from, as cache tags: its category, the site's catalogue search, each product shown. */
function listingTags(site: FasciaConfig, categorySlug: string | undefined, products: Iterable<{ key: string }>, more: Iterable<string> = []): string[] {
  const tags = new Set([catalogueSearchTag(site.id), ...more]);
  if (categorySlug) tags.add(categoryTag(site.id, categorySlug));
  for (const product of products) tags.add(productTag(product.key));
  return [...tags];
}

export interface ListingRequestInput {
  site: FasciaConfig;
  /** Path and query string of the request, e.g. '/categories/women/dresses/facet/sizes/10?sort=price-asc'. */
  url: string;
  mode: ContentMode;
  /**
   * With the CMS content and the no-results suggestions (a page); without, only the results (the
   * JSON endpoint that load more and load previous call).
   */
  editorial?: boolean;
  /** Whom to search for; this request's shopper unless given. */
  shopper?: ListingShopper;
}

/**
 * Everything a listing page shows for one URL: the category (or search), its CMS content and the
 * first page of results. Unknown categories are missing; a search rule's redirect is followed.
 */
export async function loadListing({ site, url, mode, editorial = true, shopper: given }: ListingRequestInput): Promise<ListingLookup> {
  const withReviews = reviewsEnabled();
  const state = parseListingUrl(url, { reviewsEnabled: withReviews });
  const tree = await categoryTree(site.id);
  let category: ListingCategory | undefined;
  if (state.kind === 'category') {
    const slug = categorySlugOf(state.path);
    if (slug === SALE_SLUG) category = saleCategory();
    else {
      const node = slug ? findCategory(tree, slug) : undefined;
      // A category added to the catalogue later is a catalogue change: the cached 404 is dropped.
      if (!node) return { status: 'missing', tags: listingTags(site, slug || undefined, []) };
      category = toListingCategory(node);
    }
  }
  // Visual search mode (L §4, §9): the photo's search, 100 a page, no productKey filter.
  const visualId = visualSearchIdOf(state);
  const visual = visualId ? await visualSearchView({ site, db: await getDb(), categories: () => categoryTree(site.id) }, visualId) : undefined;
  const isVisual = visual?.view.status === 'found';
  const listType: ListType = isVisual ? 'visual-search' : state.kind === 'search' ? 'search' : 'category';
  const sale = category?.slug === SALE_SLUG;
  const listingMode: ListingMode = listType === 'category' && sale ? 'sale' : listType;
  const pageSize = isVisual ? pageSizes.visualSearch : pageSizes.category;
  const listingRequest = toListingRequest(state, { reviewsEnabled: withReviews });
  const request = isVisual ? { ...listingRequest, filters: visualSearchFilters(listingRequest.filters) } : listingRequest;
  const { userToken, request: shopper } = given ?? (await requestShopper(url));
  const query: ListingPageQuery = {
    mode: listingMode,
    text: state.query,
    categorySlug: category && !sale ? category.slug : visual?.categorySlug,
    filters: request.filters,
    sort: resolveSortKey(state.sort, { reviewsEnabled: withReviews }),
    page: state.page ?? 1,
    pageSize,
    userToken,
    preferred: visual?.view.status === 'found' ? visualPreferredFilters(visual.view.colours, request.filters) : undefined,
    shopper,
  };
  const search = listingSearchFor(site.id, { reviewsEnabled: withReviews });
  const adCategory = editorial && category && category.slug !== SALE_SLUG && showsSponsored(state) ? category : undefined;
  const [{ response, warnings }, contentLookup, badges, sponsored] = await Promise.all([
    search.searchPage(query),
    editorial ? listingContent(category?.slug ?? 'search', site, mode) : undefined,
    editorial ? siteBadges(site, mode) : [],
    adCategory ? loadSponsoredProducts(site, adCategory, { search }) : [],
  ]);
  for (const warning of warnings) log.warn('search.hit.skipped', { url, site: site.id, warning });
  if (visual?.view.status === 'found') response.edges = showSearchedColours(response.edges, visual.view.colours, request.filters);
  // A phone takes a rule's mobile target (redirectMobile) when it has one.
  const redirect = listType === 'search' ? searchRedirectTarget(response, shopper.userAgent) : undefined;
  if (redirect) return { status: 'redirect', location: redirect };
  const suggestions = editorial && response.total === 0 ? await bestSellers(search, site) : [];
  const content = contentLookup?.content;
  const shown = [...response.edges.map((edge) => edge.node), ...sponsored.map((item) => item.product), ...suggestions];
  const editorialTags = contentLookup ? [...contentLookup.tags, contentTypeTag(BADGE_CONTENT_TYPE)] : [];
  return {
    status: 'found',
    listing: { state, listType, category, content, response, pageSize, reviewsEnabled: withReviews, suggestions, chatbotEnabled: chatbotEnabled(), badges, sponsored, visualSearch: visual?.view },
    facetSearch: search.browserFacetSearch?.(query, facetDisplay.searchableFacetKeys),
    tags: listingTags(site, category?.slug, shown, editorialTags),
  };
}
