/**
 * The listing area's business constants (L §9, P §9), in one place. Values the machines already
 * hold come from `@storefront/machines/spec`, so the machines and these rules cannot drift apart.
 */
import { filterPanel, listing } from '@storefront/machines/listing-constants';

export const pageSizes = {
  category: listing.categoryPageSize,
  discovery: listing.discoveryPageSize,
  visualSearch: listing.visualSearchPageSize,
  /** Facet value search returns up to this many hits (L §7, §9). */
  facetSearchHits: 100,
} as const;

export const facetDisplay = {
  /** Facet pills (and the facets shown as filters before expanding) are capped at 4 (L §5, §9). */
  maxPills: 4,
  /** The mobile accordion shows 10 values of a facet before 'show more' (L §9). */
  mobileValuesShown: filterPanel.mobileValuesShown,
  desktopFacetsBelowFirstBreakpoint: filterPanel.desktopFacetsBelowFirstBreakpoint,
  desktopFacetBreakpoints: filterPanel.desktopFacetBreakpoints,
  searchableFacetKeys: filterPanel.searchableFacetKeys,
} as const;

/** The listing's own display limits; the card's are in shared/product/rules/constants.ts. */
export const listingRules = {
  totalCapDisplay: 1_000,
  maxSponsoredOnMobile: 4,
  brandTickerMax: 50,
  bottomSeoTextThreshold: 250,
  bannerParagraphLimit: 200,
  skeletonCount: listing.skeletonCount,
} as const;

export const gridRules = {
  /** Viewports narrower than this are mobile (L §9). */
  mobileBelowPx: 768,
  /** Viewports narrower than this (and not mobile) are tablet. */
  desktopFromPx: 1024,
  columns: { mobile: 2, tablet: 4, desktop: 5 },
} as const;

/** Polling and throttling intervals (L §9). */
export const timings = {
  cookiePollMs: 300,
  lazyLoadThrottleMs: 300,
} as const;
