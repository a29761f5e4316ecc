/**
 * Sort options (L §4, §5, §9): keys and labels, relevance by default, rating only when reviews are
 * enabled, and the sort as the URL carries it. The providers' own sort expressions live in their
 * adapters (hosted search: sort replicas; discovery: site/lib/discovery/protocol.ts).
 */
import type { SortOption } from '../model/listing-types';

export const sortKeys = ['relevance', 'best-sellers', 'price-asc', 'price-desc', 'newness', 'rating-desc'] as const;
export type SortKey = (typeof sortKeys)[number];

export const defaultSortKey: SortKey = 'relevance';

export const sortLabels: Record<SortKey, string> = {
  relevance: 'Sort: Relevance',
  'best-sellers': 'Sort: Best Sellers',
  'price-asc': 'Price: Low-High',
  'price-desc': 'Price: High-Low',
  newness: 'Sort: Newness',
  'rating-desc': 'Sort: Top Rated',
};

export interface SortSettings {
  /** The site shows reviews: only then is 'Top Rated' offered (L §5). */
  reviewsEnabled: boolean;
}

function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (sortKeys as readonly string[]).includes(value);
}

export function isSortOffered(key: SortKey, settings: SortSettings): boolean {
  return key !== 'rating-desc' || settings.reviewsEnabled;
}

/** The sort options in display order, relevance marked as the default. */
export function sortOptions(settings: SortSettings): SortOption[] {
  return sortKeys.filter((key) => isSortOffered(key, settings)).map((key) => ({ key, label: sortLabels[key], default: key === defaultSortKey }));
}

/** The sort a request uses: the given key when it is known and offered, else relevance. */
export function resolveSortKey(value: unknown, settings: SortSettings): SortKey {
  return isSortKey(value) && isSortOffered(value, settings) ? value : defaultSortKey;
}

/** The sort as the URL carries it: absent for the default (L §4). */
export function sortParam(value: unknown, settings: SortSettings): SortKey | undefined {
  const key = resolveSortKey(value, settings);
  return key === defaultSortKey ? undefined : key;
}
