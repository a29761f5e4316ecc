/**
 * The listing area's business constants (L §9, P §9), in one place. Values the machines already
 * hold come from `@storefront/machines/spec`, so the machines and these rules cannot drift apart.
 */
import { filterPanel, listing } from '@storefront/machines/spec';

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

export const colourRules = {
  /** A colour facet shows swatches only when at least this share of its terms is a known colour. */
  swatchShareOfKnownColours: 0.75,
  /** Colour dropdown maximum height in px (L §9). */
  dropdownMaxHeightQuickAdd: 155,
  dropdownMaxHeight: 320,
} as const;

export const sizeRules = {
  /** Above this many sizes the picker becomes a dropdown; 1 for a wishlist item (L §9). */
  dropdownAbove: 10,
  dropdownAboveForWishlistItem: 1,
} as const;

export const cardRules = {
  maxSwatches: 6,
  swatchPx: 24,
  swatchGapPx: 4,
  /** Room kept for the '+N' label when not every swatch fits. */
  swatchReservePx: 30,
  maxImageBadges: 2,
  maxPromoBadges: 1,
  /** The gift-with-purchase badge is hidden on images narrower than this (P §5). */
  giftBadgeMinImageWidthPx: 150,
  totalCapDisplay: 1_000,
  maxSponsoredOnMobile: 4,
  brandTickerMax: 50,
  bottomSeoTextThreshold: 250,
  bannerParagraphLimit: 200,
  skeletonCount: listing.skeletonCount,
  maxRating: 5,
} as const;

export const gridRules = {
  /** Viewports narrower than this are mobile (L §9). */
  mobileBelowPx: 768,
  /** Viewports narrower than this (and not mobile) are tablet. */
  desktopFromPx: 1024,
  columns: { mobile: 2, tablet: 4, desktop: 5 },
} as const;

/** Image height / width by kind (L §9, P §9). */
export const imageAspectRatios = {
  default: 1.5,
  square: 1,
  fiveFour: 1.25,
} as const;

/** Swatch picker sizes in px (L §9). */
export const swatchPickerSizes = {
  round: { width: 34, height: 34 },
  /** Clothing, footwear and accessories, and home products in quick add. */
  tall: { width: 60, height: 90 },
  swatchImage: { width: 60, height: 60, quality: 100 },
  visual: { width: 120, height: 180 },
} as const;

/** Polling and throttling intervals (L §9). */
export const timings = {
  cookiePollMs: 300,
  lazyLoadThrottleMs: 300,
} as const;
