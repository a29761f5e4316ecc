/** The listing's constants from the specification (L = listing-and-search.md); spec.ts re-exports them. */

/** L §4, §9: listing pages. */
export const listing = {
  skeletonCount: 10,
  categoryPageSize: 40,
  visualSearchPageSize: 100,
  discoveryPageSize: 40,
} as const;

/** L §4, §5, §9: the filter bar and the mobile filter panel. */
export const filterPanel = {
  mobileValuesShown: 10,
  /** Desktop facets shown before 'show more': the count for the widest breakpoint reached. */
  desktopFacetsBelowFirstBreakpoint: 4,
  desktopFacetBreakpoints: [
    { fromPx: 1980, count: 9 },
    { fromPx: 1820, count: 8 },
    { fromPx: 1640, count: 7 },
    { fromPx: 1460, count: 6 },
    { fromPx: 1280, count: 5 },
  ],
  /** Facet search: only the Brands and Style facets, and never with discovery search. */
  searchableFacetKeys: ['brand', 'styleTaxonomy'],
} as const;
