/**
 * What both search adapters (hosted search and discovery) share when they reshape their vendor's
 * answer into the listing's search response (L §3): the context they map in, the cards built from
 * their hits, and which filters the response reports as selected.
 */
import { buildListingProduct, type ListingProduct, type ProductDraft } from './listing-product';
import type { Filters } from './facets';

export interface SearchResponseContext {
  /** The filters the search ran with (the size filter decides the product links' size). */
  filters: Filters;
  reviewsEnabled: boolean;
  /** Visual search: productKey filters and facets are dropped (L §4). */
  visualSearch?: boolean;
  /** Hits per page asked for, when the response does not say. */
  pageSize: number;
}

/** Hits → edges, with the 1-based position each card needs; hits that cannot make a card are reported. */
export function toEdges(
  drafts: ReadonlyArray<{ draft: ProductDraft } | { error: string }>,
  offset: number,
  selectedSizes: readonly string[],
  warnings: string[],
): Array<{ cursor: string; node: ListingProduct }> {
  const edges: Array<{ cursor: string; node: ListingProduct }> = [];
  drafts.forEach((entry, index) => {
    const position = offset + index + 1;
    if ('error' in entry) {
      warnings.push(`hit ${position}: ${entry.error}`);
      return;
    }
    const built = buildListingProduct(entry.draft, { position, selectedSizes });
    if ('error' in built) warnings.push(`hit ${position} (${entry.draft.recordId}): ${built.error}`);
    else edges.push({ cursor: String(position), node: built.product });
  });
  return edges;
}

/** The filters a response reports as selected: productKey is not one in visual search. */
export function visibleFilters(context: Pick<SearchResponseContext, 'filters' | 'visualSearch'>): Filters {
  if (!context.visualSearch) return context.filters;
  const { productKey: _dropped, ...rest } = context.filters;
  return rest;
}
