/**
 * What the listingPages machine reads of a listing request and of a page of results, and the pure
 * paging rules it applies: where paging starts, whether more pages exist, where a redirect goes,
 * when a request is new. The listing's own types (plugins/listing/model) carry more and satisfy
 * these shapes.
 */

/** A listing request as paging sees it: what decides the products shown, and the URL's page. */
export interface PagedRequest {
  /** Search text, or the category path of a category listing. */
  query: string;
  /** Selected facet values by facet key. */
  filters: Readonly<Record<string, readonly string[]>>;
  /** Sort key; undefined for the default sort. */
  sort: string | undefined;
  /** The URL's page parameter (1-based); missing or invalid means 1. */
  page?: number;
}

/** A product of the grid; the app's own card shape carries the rest. */
export interface PagedProduct {
  id: string;
}

/** One page of results as paging reads it: its products, the total, next-page flags, a redirect. */
export interface ResultPage {
  total: number;
  edges: ReadonlyArray<{ node: PagedProduct }>;
  pageInfo?: { hasNextPage?: boolean; hasNext?: boolean };
  redirect?: string;
  redirectMobile?: string;
}

/** The page a request starts from: its page parameter when that is a whole number ≥ 1. */
export function startPage(request: PagedRequest): number {
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
export function hasPagesAfter(response: ResultPage, page: number, pageSize: number): boolean {
  if (response.edges.length === 0) return false;
  const info = response.pageInfo;
  if (typeof info?.hasNextPage === 'boolean') return info.hasNextPage;
  if (typeof info?.hasNext === 'boolean') return info.hasNext;
  return page < lastPageNumber(response.total, pageSize);
}

/** Where a search redirect goes: the mobile target on mobile when there is one. */
export function redirectUrl(response: ResultPage, isMobile: boolean): string | undefined {
  const target = (isMobile && response.redirectMobile) || response.redirect;
  return target ? target : undefined;
}

function canonical(request: PagedRequest): string {
  const filters = Object.entries(request.filters)
    .filter(([, values]) => values.length > 0)
    .map(([key, values]): [string, string[]] => [key, [...values].sort()])
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([request.query, filters, request.sort ?? '', startPage(request)]);
}

/** Same products in the same order: filter and value order do not matter, the page does. */
export function sameRequest(a: PagedRequest, b: PagedRequest): boolean {
  return canonical(a) === canonical(b);
}
