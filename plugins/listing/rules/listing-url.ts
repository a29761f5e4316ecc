/**
 * The listing URL (L §2, §4): the category path, then /facet/{key}/{value1}~{value2}/{key}/{value},
 * then a query string (q, sort, page, scrollTo, refresh). Parsing never throws: whatever a URL
 * holds, the result is a safe state, and building a state always gives the same one URL.
 */
import type { ListingRequest } from '../model/listing-types';
import { decodeText, encodeText, wellFormed } from '../../shared/url-text';
import { compareFacetKeys, isFacetKey, nextDayFacetKey } from './facet-keys';
import { normaliseFilters, toggleFacetTerm, type Filters } from './facets';
import { sortParam, type SortKey, type SortSettings } from './sorting';

export interface ListingUrlState {
  /** A category listing, or text search at /search. Follows from `path`. */
  kind: 'category' | 'search';
  /** The base path: '/category/women/dresses', '/search', '/' at worst. */
  path: string;
  /** Search text; '' on category listings. */
  query: string;
  /** Selected facet values by key, in canonical order; never the next-day facet. */
  filters: Record<string, string[]>;
  /** The next-day delivery toggle (the isNextDay facet). */
  nextDay: boolean;
  /** Sort key; undefined for the default (relevance). */
  sort: SortKey | undefined;
  /** Page number from 2 up; undefined for the first page. */
  page: number | undefined;
  /** Product id to scroll back to, removed once scrolled (L §4). */
  scrollTo: string | undefined;
  /** The URL asks for a fresh load; such URLs are noindex,nofollow (L §2). */
  refresh: boolean;
  /** Any other query parameters (chatbot=true, campaign tags), kept in their order. */
  extraParams: Array<[string, string]>;
}

export type ListingUrlOptions = Partial<SortSettings>;

/** A state as callers may write it: any part missing or not yet in canonical form. */
export type ListingUrlStateInput = Partial<Omit<ListingUrlState, 'filters' | 'extraParams'>> & {
  filters?: Filters;
  extraParams?: ReadonlyArray<readonly [string, string]>;
};

export const urlLimits = {
  maxPathChars: 4_096,
  maxQueryStringChars: 4_096,
  maxCategorySegments: 12,
  maxSegmentChars: 200,
  maxSearchChars: 200,
  maxPage: 10_000,
  maxExtraParams: 20,
} as const;

const reservedParams = new Set(['q', 'sort', 'page', 'scrollTo', 'refresh']);
const scrollToPattern = /^[A-Za-z0-9_-]{1,64}$/;
const searchPath = '/search';

/** Keys and values in a path: URL-encoded, a slash written as :s:, '~' encoded (it separates values). */
export function encodeSegment(value: string): string {
  return encodeText(value).replace(/%2F/gi, ':s:').replace(/~/g, '%7E');
}

/** Reverse of `encodeSegment`; undefined for text that is not valid percent-encoding. */
export function decodeSegment(segment: string): string | undefined {
  return decodeText(segment.replace(/:s:/g, '%2F'));
}

function isDotSegment(decoded: string | undefined): boolean {
  return decoded === '.' || decoded === '..';
}

/** Cut at the last separator inside the limit, so no half segment remains; else plainly at the limit. */
function truncateAt(text: string, limit: number, separator: string): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const at = cut.lastIndexOf(separator);
  return at > 0 ? cut.slice(0, at) : cut;
}

/** Path and query of a URL or path, without origin or fragment. */
function splitUrl(url: string): { path: string; queryString: string } {
  let rest = url.trim();
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(rest);
  if (origin) rest = rest.slice(origin[0].length);
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  const question = rest.indexOf('?');
  const path = question >= 0 ? rest.slice(0, question) : rest;
  const queryString = question >= 0 ? rest.slice(question + 1) : '';
  return { path: truncateAt(path, urlLimits.maxPathChars, '/'), queryString: truncateAt(queryString, urlLimits.maxQueryStringChars, '&') };
}

interface PathParts {
  baseSegments: string[];
  facetSegments: string[];
  nextDay: boolean | undefined;
}

function splitPath(path: string): PathParts {
  // Dot segments are dropped from the category path; in the facet section they stay in place (and
  // are discarded as keys or values there) so the key / value pairs after them keep their pairing.
  const segments = path.split('/').filter((segment) => segment !== '');
  const baseSegments: string[] = [];
  let nextDay: boolean | undefined;
  let index = 0;
  for (; index < segments.length; index += 1) {
    const segment = decodeText(segments[index]!);
    if (segment === 'facet' || segment === 'product') break;
    if (isDotSegment(segment)) continue;
    const following = segments[index + 1];
    if (segment === nextDayFacetKey && (following === 'true' || following === 'false')) {
      nextDay = following === 'true';
      index += 1;
      continue;
    }
    baseSegments.push(segments[index]!);
  }
  const facetSegments = index < segments.length && decodeText(segments[index]!) === 'facet' ? segments.slice(index + 1) : [];
  return { baseSegments, facetSegments, nextDay };
}

function cleanBaseSegments(segments: readonly string[]): string[] {
  const clean: string[] = [];
  for (const segment of segments) {
    const decoded = decodeText(segment);
    if (decoded === undefined || decoded.trim() === '' || decoded.length > urlLimits.maxSegmentChars || isDotSegment(decoded)) continue;
    clean.push(encodeText(decoded));
    if (clean.length === urlLimits.maxCategorySegments) break;
  }
  if (clean[0] === 'collection') clean[0] = 'category';
  return clean;
}

/**
 * The base path of a listing (L §2): everything from /facet or /product on stripped, next-day
 * segments and the trailing slash dropped, and a /collection/ prefix turned into /category/.
 */
export function listingBasePath(path: string): string {
  const { baseSegments } = splitPath(splitUrl(path).path);
  return `/${cleanBaseSegments(baseSegments).join('/')}`;
}

function parseFacetSegments(segments: readonly string[]): { filters: Record<string, string[]>; nextDay: boolean | undefined } {
  const raw: Record<string, string[]> = {};
  let nextDay: boolean | undefined;
  // Pairs of key and values; a key left without values at the end is dropped.
  for (let index = 0; index + 1 < segments.length; index += 2) {
    const key = decodeSegment(segments[index]!);
    if (key === undefined || !isFacetKey(key)) continue;
    const values = segments[index + 1]!.split('~').map(decodeSegment).filter((value): value is string => value !== undefined);
    if (key === nextDayFacetKey) {
      if (values.includes('true')) nextDay = true;
      else if (values.includes('false')) nextDay ??= false;
      continue;
    }
    raw[key] = [...(raw[key] ?? []), ...values];
  }
  return { filters: normaliseFilters(raw), nextDay };
}

function cleanSearchText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return wellFormed(value.replace(/\s+/g, ' ').trim().slice(0, urlLimits.maxSearchChars)).trim();
}

function cleanPage(value: unknown): number | undefined {
  const page = typeof value === 'string' && /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : typeof value === 'number' ? value : NaN;
  return Number.isInteger(page) && page >= 2 && page <= urlLimits.maxPage ? page : undefined;
}

function cleanScrollTo(value: unknown): string | undefined {
  return typeof value === 'string' && scrollToPattern.test(value) ? value : undefined;
}

function cleanExtraParams(params: Iterable<readonly [string, string]>): Array<[string, string]> {
  const kept: Array<[string, string]> = [];
  for (const [rawName, rawValue] of params) {
    const name = wellFormed(rawName);
    const value = wellFormed(rawValue);
    if (reservedParams.has(name) || name === '' || name.length > 100 || value.length > urlLimits.maxSegmentChars) continue;
    kept.push([name, value]);
    if (kept.length === urlLimits.maxExtraParams) break;
  }
  return kept;
}

/** Reads a listing URL (path, path with query, or absolute URL) into a safe state. */
export function parseListingUrl(url: string, options: ListingUrlOptions = {}): ListingUrlState {
  const settings: SortSettings = { reviewsEnabled: options.reviewsEnabled ?? true };
  const { path, queryString } = typeof url === 'string' ? splitUrl(url) : { path: '/', queryString: '' };
  const parts = splitPath(path);
  const facets = parseFacetSegments(parts.facetSegments);
  const basePath = `/${cleanBaseSegments(parts.baseSegments).join('/')}`;
  const params = new URLSearchParams(queryString);
  const kind = basePath === searchPath ? 'search' : 'category';
  return {
    kind,
    path: basePath,
    query: kind === 'search' ? cleanSearchText(params.get('q')) : '',
    filters: facets.filters,
    nextDay: facets.nextDay ?? parts.nextDay ?? false,
    sort: sortParam(params.get('sort'), settings),
    page: cleanPage(params.get('page') ?? undefined),
    scrollTo: cleanScrollTo(params.get('scrollTo')),
    refresh: params.has('refresh'),
    extraParams: cleanExtraParams(params),
  };
}

/** A state in canonical form: what parsing its URL gives back. */
export function normaliseListingState(state: ListingUrlStateInput, options: ListingUrlOptions = {}): ListingUrlState {
  const settings: SortSettings = { reviewsEnabled: options.reviewsEnabled ?? true };
  const path = listingBasePath(typeof state.path === 'string' ? state.path : '/');
  const kind = path === searchPath ? 'search' : 'category';
  const filters = normaliseFilters(state.filters ?? {});
  const nextDayFilter = filters[nextDayFacetKey];
  delete filters[nextDayFacetKey];
  return {
    kind,
    path,
    query: kind === 'search' ? cleanSearchText(state.query) : '',
    filters,
    nextDay: state.nextDay === true || (nextDayFilter?.includes('true') ?? false),
    sort: sortParam(state.sort, settings),
    page: cleanPage(state.page),
    scrollTo: cleanScrollTo(state.scrollTo),
    refresh: state.refresh === true,
    extraParams: cleanExtraParams((state.extraParams ?? []).filter(([name, value]) => typeof name === 'string' && typeof value === 'string')),
  };
}

/** The path part: base path, then the facet section in canonical order (next-day first). */
export function buildListingPath(input: ListingUrlStateInput): string {
  const state = normaliseListingState(input);
  const facetParts: string[] = [];
  if (state.nextDay) facetParts.push(nextDayFacetKey, 'true');
  for (const key of Object.keys(state.filters).sort(compareFacetKeys)) {
    facetParts.push(encodeSegment(key), state.filters[key]!.map(encodeSegment).join('~'));
  }
  const base = state.path === '/' && facetParts.length > 0 ? '' : state.path;
  return facetParts.length > 0 ? `${base}/facet/${facetParts.join('/')}` : base;
}

/** The listing URL of a state: path and query string, one URL per state. */
export function buildListingUrl(input: ListingUrlStateInput, options: ListingUrlOptions = {}): string {
  const state = normaliseListingState(input, options);
  const params = new URLSearchParams();
  if (state.kind === 'search' && state.query !== '') params.set('q', state.query);
  if (state.sort) params.set('sort', state.sort);
  if (state.page) params.set('page', String(state.page));
  if (state.scrollTo) params.set('scrollTo', state.scrollTo);
  if (state.refresh) params.set('refresh', 'true');
  for (const [name, value] of state.extraParams) params.append(name, value);
  const query = params.toString();
  return `${buildListingPath(state)}${query ? `?${query}` : ''}`;
}

/**
 * The category slug a category listing shows: its base path without the /category/ (or
 * /categories/) prefix, decoded ('/category/women/dresses' → 'women/dresses'); '' when none.
 */
export function categorySlugOf(path: string): string {
  const segments = listingBasePath(path).split('/').filter((segment) => segment !== '');
  if (segments[0] === 'category' || segments[0] === 'categories') segments.shift();
  return segments.map((segment) => decodeText(segment) ?? '').join('/');
}

/** The text search URL: /search?q=… (L §2). */
export function searchUrl(query: string): string {
  return buildListingUrl({ path: searchPath, query });
}

/** New filters: the page (and any scroll target) is dropped whenever a filter changes (L §2). */
export function withFilters(state: ListingUrlState, filters: Filters): ListingUrlState {
  return { ...normaliseListingState({ ...state, filters, nextDay: state.nextDay }), page: undefined, scrollTo: undefined };
}

/** Selecting a term adds it, selecting it again removes it; the page is dropped (L §2, §4). */
export function withFacetTermToggled(state: ListingUrlState, key: string, term: string): ListingUrlState {
  if (key === nextDayFacetKey) return withNextDay(state, !state.nextDay);
  return withFilters(state, toggleFacetTerm(state.filters, key, term));
}

/** Clear all: no filters and no next-day toggle. */
export function withoutFilters(state: ListingUrlState): ListingUrlState {
  return { ...withFilters(state, {}), nextDay: false };
}

/** The next-day toggle is a filter: turning it on or off drops the page (L §4). */
export function withNextDay(state: ListingUrlState, nextDay: boolean): ListingUrlState {
  return { ...state, nextDay, page: undefined, scrollTo: undefined };
}

/** A sort change drops the page; the default sort leaves the URL (L §4). */
export function withSort(state: ListingUrlState, sort: string, settings: SortSettings): ListingUrlState {
  return { ...state, sort: sortParam(sort, settings), page: undefined, scrollTo: undefined };
}

export function withPage(state: ListingUrlState, page: number): ListingUrlState {
  return { ...state, page: cleanPage(page) };
}

/** Clicking a product records where to scroll back to (L §4). */
export function withScrollTo(state: ListingUrlState, productId: string): ListingUrlState {
  return { ...state, scrollTo: cleanScrollTo(productId) };
}

/** scrollTo is removed once the page has scrolled to the product (L §2). */
export function withoutScrollTo(state: ListingUrlState): ListingUrlState {
  return { ...state, scrollTo: undefined };
}

/** Whether the URL narrows the listing with facets (the next-day toggle included). */
export function hasFacets(state: ListingUrlState): boolean {
  return state.nextDay || Object.keys(state.filters).length > 0;
}

/** The search the listingPages machine runs for this URL; next-day travels as the isNextDay facet. */
export function toListingRequest(state: ListingUrlState, options: ListingUrlOptions = {}): ListingRequest {
  const filters: Record<string, string[]> = state.nextDay ? { [nextDayFacetKey]: ['true'], ...state.filters } : { ...state.filters };
  return {
    query: state.kind === 'search' ? state.query : state.path,
    filters,
    sort: sortParam(state.sort, { reviewsEnabled: options.reviewsEnabled ?? true }),
    page: state.page ?? 1,
  };
}
