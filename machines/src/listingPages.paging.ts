/**
 * The listing search response (L §3) as the listingPages machine reads it, and the pure rules it
 * applies to it: where paging starts, whether more pages exist, where a redirect goes.
 */

/** What a listing shows: search text or category path, filters, sort and the URL's page. */
export interface ListingRequest {
  /** Search text, or the category path of a category listing. */
  query: string;
  /** Selected facet values by facet key. */
  filters: Readonly<Record<string, readonly string[]>>;
  /** Sort key; undefined for the default sort. */
  sort: string | undefined;
  /** The URL's page parameter (1-based); missing or invalid means 1. */
  page?: number;
}

/** A product card; the fetchPage actor returns the app's own card shape. */
export interface ListingProduct {
  id: string;
}

export interface ListingTerm {
  term: string;
  label: string;
  count: number;
}

export interface ListingFacet {
  key: string;
  label: string;
  facetType: 'terms' | 'range';
  dataType?: 'text' | 'number';
  terms: ListingTerm[];
  selected?: boolean;
  selectedCount?: number;
}

export interface SelectedFacet {
  key: string;
  label: string;
  term: string;
  termLabel: string;
  facetType: 'terms' | 'range';
}

export interface SortOption {
  key: string;
  label: string;
  default: boolean;
}

export interface PageInfo {
  hasNextPage?: boolean;
  endCursor?: string;
  hasNext?: boolean;
  hasPrevious?: boolean;
  length?: number;
  offset?: number;
}

/** One page of a listing search (L §3). */
export interface ListingPageResponse {
  total: number;
  edges: Array<{ cursor?: string; node: ListingProduct }>;
  pageInfo?: PageInfo;
  facets?: ListingFacet[];
  selectedFacets?: SelectedFacet[];
  sortOptions?: SortOption[];
  queryId?: string;
  abTestVariantID?: string;
  abTestID?: string;
  redirect?: string;
  redirectMobile?: string;
}

/** The page a request starts from: its page parameter when that is a whole number ≥ 1. */
export function startPage(request: ListingRequest): number {
  const page = request.page;
  return page !== undefined && Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The number of the last page holding products (0 when there are none). */
export function lastPageNumber(total: number, pageSize: number): number {
  return Math.ceil(Math.max(0, total) / pageSize);
}

/**
 * Whether pages exist after `page`: pageInfo says so, else the total decides. A page without
 * products ends paging whatever the counts say, so 'load more' never fetches empty pages forever.
 */
export function hasPagesAfter(response: ListingPageResponse, page: number, pageSize: number): boolean {
  if (response.edges.length === 0) return false;
  const info = response.pageInfo;
  if (typeof info?.hasNextPage === 'boolean') return info.hasNextPage;
  if (typeof info?.hasNext === 'boolean') return info.hasNext;
  return page < lastPageNumber(response.total, pageSize);
}

/** Where a search redirect goes: the mobile target on mobile when there is one. */
export function redirectUrl(response: ListingPageResponse, isMobile: boolean): string | undefined {
  const target = (isMobile && response.redirectMobile) || response.redirect;
  return target ? target : undefined;
}

function canonical(request: ListingRequest): string {
  const filters = Object.entries(request.filters)
    .filter(([, values]) => values.length > 0)
    .map(([key, values]): [string, string[]] => [key, [...values].sort()])
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([request.query, filters, request.sort ?? '', startPage(request)]);
}

/** Same products in the same order: filter and value order do not matter, the page does. */
export function sameRequest(a: ListingRequest, b: ListingRequest): boolean {
  return canonical(a) === canonical(b);
}
