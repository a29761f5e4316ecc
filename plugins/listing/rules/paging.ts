/**
 * Paging rules of the product grid (L §4, §9): page sizes by listing kind, and when the load
 * previous / load more buttons show.
 */
import { pageSizes } from './constants';

/** Hits per page: 100 for visual search, 40 for discovery and category or text search (L §9). */
export function pageSizeFor(mode: { visualSearch?: boolean; discovery?: boolean }): number {
  if (mode.visualSearch) return pageSizes.visualSearch;
  return mode.discovery ? pageSizes.discovery : pageSizes.category;
}

/**
 * The previous button shows when the first loaded page is above 1; the next button when more
 * pages exist (L §4).
 */
export function pagingButtons(state: { firstLoadedPage: number; hasNextPage: boolean }): { showPrevious: boolean; showNext: boolean } {
  return { showPrevious: Number.isFinite(state.firstLoadedPage) && state.firstLoadedPage > 1, showNext: state.hasNextPage };
}
