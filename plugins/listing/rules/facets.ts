/**
 * Facet display and selection rules (L §3, §4, §5, §9): which facets show as pills or filters,
 * how many fit the desktop bar and the mobile accordion, where facet search is offered, and how
 * selecting a term changes the filters.
 */
import type { SearchFacet, SelectedFacet } from '../model/listing-types';
import { wellFormed } from '../../shared/url-text';
import { facetDisplay } from './constants';
import { bandFacets, compareFacetKeys, facetLabel, isFacetKey, isRangeFacet, nextDayFacetKey, rangeFacets } from './facet-keys';
import { formatRangeValue, parseRangeValue, rangeLabel } from './price-ranges';

/** Selected facet values by facet key. */
export type Filters = Readonly<Record<string, readonly string[]>>;

/** Limits that keep a hostile or broken URL from building an enormous search. */
export const filterLimits = { maxFacets: 40, maxValuesPerFilter: 100, maxValueLength: 200 } as const;

/**
 * Whether a facet is offered as a pill or filter (L §5): more than one term (a range facet: a
 * real span of values), and never the next-day facet, which has its own toggle.
 */
export function isFacetShown(facet: SearchFacet): boolean {
  if (facet.key === nextDayFacetKey) return false;
  if (facet.facetType === 'range') return facet.range !== undefined && facet.range.max > facet.range.min;
  return facet.terms.length > 1;
}

export function shownFacets<T extends SearchFacet>(facets: readonly T[]): T[] {
  return facets.filter(isFacetShown);
}

/** The facet pills: the first 4 facets shown (L §5, §9). */
export function facetPills<T extends SearchFacet>(facets: readonly T[]): T[] {
  return shownFacets(facets).slice(0, facetDisplay.maxPills);
}

/** Desktop facets before 'show more' (L §9): 4 below 1280 px, 5 from 1280 … 9 from 1980. */
export function desktopFacetCount(width: number): number {
  if (!Number.isFinite(width)) return facetDisplay.desktopFacetsBelowFirstBreakpoint;
  return facetDisplay.desktopFacetBreakpoints.find((breakpoint) => width >= breakpoint.fromPx)?.count ?? facetDisplay.desktopFacetsBelowFirstBreakpoint;
}

/** The desktop filter bar: the facets that fit the width unless expanded, and whether more exist. */
export function desktopFacets<T extends SearchFacet>(facets: readonly T[], width: number, expanded: boolean): { shown: T[]; hasMore: boolean } {
  const all = shownFacets(facets);
  const count = desktopFacetCount(width);
  return { shown: expanded ? all : all.slice(0, count), hasMore: all.length > count };
}

/** The values a mobile accordion facet shows: 10 until 'show more' (L §9). */
export function mobileFacetTerms<T>(terms: readonly T[], expanded: boolean): { shown: T[]; hiddenCount: number } {
  const shown = expanded ? [...terms] : terms.slice(0, facetDisplay.mobileValuesShown);
  return { shown, hiddenCount: terms.length - shown.length };
}

/** Facet search only for the Brands and Style facets, and never with discovery search (L §5). */
export function canSearchFacet(key: string, usesDiscovery: boolean): boolean {
  return !usesDiscovery && (facetDisplay.searchableFacetKeys as readonly string[]).includes(key);
}

/** A facet value as the filters hold it: trimmed and bounded; range values valid and in order. */
function cleanValue(key: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = wellFormed(value).trim();
  if (trimmed === '' || trimmed.length > filterLimits.maxValueLength || trimmed === '.' || trimmed === '..') return undefined;
  if (isRangeFacet(key)) {
    const range = parseRangeValue(trimmed);
    return range ? formatRangeValue(range) : undefined;
  }
  return trimmed;
}

/**
 * Filters in canonical form: unknown keys, blank or invalid values and repeats dropped, values
 * sorted, keys in facet order, facets without values removed, a range facet holding one value.
 */
export function normaliseFilters(filters: unknown): Record<string, string[]> {
  if (typeof filters !== 'object' || filters === null) return {};
  const keys = Object.keys(filters).filter(isFacetKey).sort(compareFacetKeys).slice(0, filterLimits.maxFacets);
  const result: Record<string, string[]> = {};
  for (const key of keys) {
    const raw: unknown = (filters as Record<string, unknown>)[key];
    const list: unknown[] = Array.isArray(raw) ? raw : [raw];
    const values = [...new Set(list.map((value) => cleanValue(key, value)).filter((value): value is string => value !== undefined))]
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, isRangeFacet(key) ? 1 : filterLimits.maxValuesPerFilter);
    if (values.length > 0) result[key] = values;
  }
  return result;
}

/**
 * Selecting a term adds it to its facet; selecting it again removes it; a facet left without
 * values is removed (L §4). A range facet holds one range, so a new range replaces the old one.
 */
export function toggleFacetTerm(filters: Filters, key: string, term: string): Record<string, string[]> {
  const value = cleanValue(key, term);
  const clean = normaliseFilters(filters);
  if (value === undefined || !isFacetKey(key)) return clean;
  const current = clean[key] ?? [];
  const selected = current.includes(value);
  const next = selected ? current.filter((item) => item !== value) : isRangeFacet(key) ? [value] : [...current, value];
  return normaliseFilters({ ...clean, [key]: next });
}

/** A facet's values replaced wholesale (a range slider, a 'clear' on one facet with []). */
export function setFacetValues(filters: Filters, key: string, values: readonly string[]): Record<string, string[]> {
  return normaliseFilters({ ...filters, [key]: values });
}

/** In visual search mode any productKey filter is dropped (L §4). */
export function filtersForMode(filters: Filters, mode: { visualSearch: boolean }): Record<string, string[]> {
  const clean = normaliseFilters(filters);
  if (mode.visualSearch) delete clean.productKey;
  return clean;
}

/** How a term reads: range terms as '£10 - £20' or '10% - 50%', next-day as its label. */
export function termLabel(key: string, term: string): string {
  const unit = (rangeFacets as Record<string, 'price' | 'percent'>)[key] ?? (bandFacets as Record<string, 'price' | 'percent'>)[key];
  if (unit) {
    const range = parseRangeValue(term);
    if (range) return rangeLabel(range, unit);
  }
  if (key === nextDayFacetKey) return term === 'true' ? facetLabel(key) : term;
  return term;
}

/**
 * The selected-filter tags (L §2): one per selected value, labelled from the facet's own terms
 * when the response has them. The next-day toggle is not a tag.
 */
export function selectedFilterTags(filters: Filters, facets: readonly SearchFacet[] = []): SelectedFacet[] {
  const tags: SelectedFacet[] = [];
  for (const [key, values] of Object.entries(normaliseFilters(filters))) {
    if (key === nextDayFacetKey) continue;
    const facet = facets.find((candidate) => candidate.key === key);
    for (const term of values) {
      tags.push({
        key,
        label: facet?.label ?? facetLabel(key),
        term,
        termLabel: facet?.terms.find((candidate) => candidate.term === term)?.label ?? termLabel(key, term),
        facetType: facet?.facetType ?? (isRangeFacet(key) ? 'range' : 'terms'),
      });
    }
  }
  return tags;
}
