/**
 * Facets of a search response (L §3), from per-value counts and numeric stats as the search
 * providers return them: labelled, typed, ordered, with the shopper's selections marked.
 */
import { bandFacets, compareFacetKeys, facetLabel, isFacetKey, isRangeFacet } from './facet-keys';
import type { SearchFacet } from '../model/listing-types';
import { normaliseFilters, termLabel, type Filters } from './facets';
import { parseRangeValue } from './price-ranges';
import { compareSizes } from '../../shared/product/rules/sizes';

export type FacetCounts = Readonly<Record<string, Readonly<Record<string, number>>>>;
export type FacetStats = Readonly<Record<string, { min: number; max: number }>>;

const maxTermsPerFacet = 500;

/**
 * Where a band starts: '10-20' → 10, '£25 - £50' → 25, '£150+' → 150, '4.5 & up' → 4.5; bands
 * reading 'Up to …' or 'Under …' start at 0. Terms with no number sort last.
 */
export function bandLowerBound(term: string): number {
  const range = parseRangeValue(term);
  if (range) return range.min;
  if (/^\s*(?:up to|under|less than)\b/i.test(term)) return 0;
  const number = /\d+(?:\.\d+)?/.exec(term.replace(/,/g, ''));
  return number ? Number(number[0]) : Number.POSITIVE_INFINITY;
}

type Term = { term: string; count: number; label: string };

function compareTerms(key: string): (a: Term, b: Term) => number {
  if (key === 'sizes') return (a, b) => compareSizes(a.term, b.term);
  // Price and discount bands read low to high; ratings best first.
  if (key in bandFacets) return (a, b) => bandLowerBound(a.term) - bandLowerBound(b.term) || a.term.localeCompare(b.term);
  if (key === 'ratingGroup') return (a, b) => bandLowerBound(b.term) - bandLowerBound(a.term) || a.term.localeCompare(b.term);
  return (a, b) => b.count - a.count || a.label.localeCompare(b.label, 'en');
}

/**
 * Facets in canonical order: only keys the listing knows (internal facets such as categorySlugs
 * are left out), productKey dropped in visual search, selected values kept even when the result
 * no longer counts them (so they can be cleared), and range facets with the result's bounds.
 */
export function mapFacets(counts: FacetCounts, stats: FacetStats, selected: Filters, mode: { visualSearch?: boolean } = {}): SearchFacet[] {
  const filters = normaliseFilters(selected);
  const keys = new Set([...Object.keys(counts), ...Object.keys(stats), ...Object.keys(filters)]);
  const facets: SearchFacet[] = [];
  for (const key of [...keys].filter(isFacetKey).sort(compareFacetKeys)) {
    if (mode.visualSearch && key === 'productKey') continue;
    const chosen = filters[key] ?? [];
    const facetType = isRangeFacet(key) ? 'range' : 'terms';
    const termCounts = new Map<string, number>();
    if (facetType === 'terms') {
      for (const [term, count] of Object.entries(counts[key] ?? {})) {
        if (term.trim() !== '' && typeof count === 'number' && Number.isFinite(count) && count >= 0) termCounts.set(term, Math.floor(count));
      }
    }
    for (const term of chosen) if (!termCounts.has(term)) termCounts.set(term, 0);
    const terms = [...termCounts]
      .map(([term, count]) => ({ term, label: termLabel(key, term), count }))
      .sort(compareTerms(key))
      .slice(0, maxTermsPerFacet);
    const bounds = stats[key];
    const range =
      facetType === 'range' && bounds && Number.isFinite(bounds.min) && Number.isFinite(bounds.max) && bounds.min <= bounds.max
        ? { min: bounds.min, max: bounds.max }
        : undefined;
    if (terms.length === 0 && range === undefined) continue;
    facets.push({
      key,
      label: facetLabel(key),
      facetType,
      dataType: facetType === 'range' ? 'number' : 'text',
      terms,
      selected: chosen.length > 0,
      selectedCount: chosen.length,
      ...(range ? { range } : {}),
    });
  }
  return facets;
}
