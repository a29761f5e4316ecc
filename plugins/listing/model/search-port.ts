/**
 * The one search port the listing uses, in the listing's own types: listing pages (L §3, §7), the
 * browser's facet-value search (L §5, §7) and the product lookups of the no-results suggestions,
 * sponsored products and the style assistant. The hosted search adapter
 * (site/lib/algolia/listing-search.ts) and the discovery adapter
 * (site/lib/discovery/listing-search.ts) implement it; the site picks one per site.
 */
import type { Filters } from '../rules/facets';
import type { ListingProduct } from '../rules/listing-product';
import type { SortKey } from '../rules/sorting';
import type { MappedSearchResponse, SearchProvider } from './listing-types';

/** The kind of listing page: the sale is a virtual category, every reduced product. */
export type ListingMode = 'category' | 'sale' | 'search' | 'visual-search';

/** The shopper's request, for providers that personalise by it or log it. */
export interface ShopperRequest {
  /** The request's origin, e.g. 'https://www.coast.example'. */
  origin: string;
  /** The listing's path and query string as requested. */
  path: string;
  userAgent: string | undefined;
  /** A cookie of the request (a provider's own user id cookie). */
  cookie(name: string): string | undefined;
}

/** One page of a listing, as the listing asks for it. */
export interface ListingPageQuery {
  mode: ListingMode;
  /** Search text; '' on category listings. */
  text: string;
  /** The category listed, or the one a photo search narrows to; undefined on text search and the sale. */
  categorySlug: string | undefined;
  /** The shopper's filters, the next-day toggle included (isNextDay). */
  filters: Filters;
  sort: SortKey;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** The personalisation token (L §6), when the shopper has one. */
  userToken: string | undefined;
  /** Facet values that rank matching products first without leaving others out (a photo's main colour). */
  preferred?: Filters;
  shopper: ShopperRequest;
}

/** The products a lookup looks among: the site's, narrowed to a text and a category. */
export interface ProductScope {
  text?: string;
  categorySlug?: string;
}

/** In-stock products of a scope that match filters and a budget: not a listing page (no facets, no analytics). */
export interface ProductLookup extends ProductScope {
  filters?: Filters;
  /** A budget in pounds, both bounds included. */
  price?: { min?: number; max?: number };
  /** Relevance unless given. */
  sort?: SortKey;
  limit: number;
}

export interface ProductLookupResult {
  /** How many products match in all. */
  total: number;
  /** The first `limit` of them, as listing cards. */
  products: ListingProduct[];
}

/**
 * The search port. `BrowserFacetSearch` is what the adapter hands the browser for facet-value
 * search: serialisable, and read only by that adapter's own browser client.
 */
export interface ListingSearch<BrowserFacetSearch = unknown> {
  /** Which provider answers listing pages. */
  readonly provider: SearchProvider;
  /** One page of a category, sale, text search or photo search listing. */
  searchPage(query: ListingPageQuery): Promise<MappedSearchResponse>;
  /**
   * Facet-value search over a listing for the given facets (L §7), for the browser; undefined
   * where the provider offers none (discovery, L §5).
   */
  browserFacetSearch: ((query: ListingPageQuery, facetKeys: readonly string[]) => BrowserFacetSearch) | undefined;
  /** Several lookups in one round trip, answered in order. */
  findProducts(lookups: readonly ProductLookup[]): Promise<ProductLookupResult[]>;
  /** The values each facet has among a scope's products (the style assistant's vocabulary). */
  facetValues(scope: ProductScope, facetKeys: readonly string[]): Promise<Record<string, string[]>>;
}
