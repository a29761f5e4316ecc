/**
 * The listing's own vocabulary (L §3): what a listing asks for and the search response it shows,
 * whichever search provider answered. The adapters (site/lib/algolia, site/lib/discovery) reshape
 * their vendor's answers into these; the listingPages machine reads the paging part of them.
 */
import type { ListingProduct } from '../rules/listing-product';

/** The kind of listing: a category (the sale included), a text search, or a search by photo. */
export type ListType = 'category' | 'search' | 'visual-search';

/** Which search provider answered a listing: hosted search, or the discovery provider (L §1). */
export type SearchProvider = 'hosted' | 'discovery';

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

/** A facet of a search response; range facets also carry the bounds of the result set. */
export interface SearchFacet extends ListingFacet {
  range?: { min: number; max: number };
}

/** The listing's search response (L §3); the listingPages machine pages through it. */
export interface ListingSearchResponse {
  total: number;
  facets: SearchFacet[];
  selectedFacets: SelectedFacet[];
  edges: Array<{ cursor: string; node: ListingProduct }>;
  pageInfo: Required<Omit<PageInfo, 'endCursor'>> & { endCursor: string | undefined };
  queryId: string | undefined;
  abTestVariantID: string | undefined;
  abTestID: string | undefined;
  sortOptions: SortOption[];
  redirect: string | undefined;
  redirectMobile: string | undefined;
  /** Which provider answered: discovery offers no facet-value search (L §5) and pages quietly (L §8). */
  provider: SearchProvider;
}

export interface MappedSearchResponse {
  response: ListingSearchResponse;
  /** Hits left out and why, for the caller to log. */
  warnings: string[];
}
