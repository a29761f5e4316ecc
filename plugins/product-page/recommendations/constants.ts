import { visuallySimilar, visuallySimilarFallback } from '@storefront/machines/spec';

/**
 * P §9 constants and the section headings of the product page's recommendation carousels, in one
 * place. Headings are ours: the spec names the carousels but does not word them.
 */
export const recommendationRules = {
  /** Recommendations: loading cleared after 2 s (P §4, §9). */
  loadingTimeoutMs: visuallySimilarFallback.recommendationTimeoutMs,
  /** Recently viewed: 13 items, debounce 300 ms (P §5, §9). */
  recentlyViewedMax: 13,
  recentlyViewedDebounceMs: 300,
  recentlyViewedStorageKey: 'recently-viewed',
  /** Visually similar: max 6, 3-column grid. */
  visuallySimilarMax: visuallySimilar.maxResults,
  visuallySimilarColumns: 3,
} as const;

export interface SlidesPerView {
  mobile: number;
  desktop: number;
}

/** P §9 default slides (mobile / desktop). */
export const slidesPerView = {
  similar: { mobile: 2.15, desktop: 4.5 },
  sponsored: { mobile: 2.15, desktop: 4.5 },
  recentlyViewed: { mobile: 2.15, desktop: 4.5 },
  visuallySimilarModal: { mobile: 2.1, desktop: 4.5 },
} as const satisfies Record<string, SlidesPerView>;

/** The data layer's names for each carousel (P §7 carousel events), from the one analytics owner. */
export type { CarouselList as RecommendationList } from '../../shared/analytics/carousels';

export const recommendationTexts = {
  similarHeading: 'You might also like',
  sponsoredHeading: 'Sponsored products',
  sponsoredLabel: 'Sponsored',
  recentlyViewedHeading: 'Recently viewed',
  visuallySimilarHeading: 'Visually similar',
  visuallySimilarButton: 'Shop similar',
  closeModal: 'Close',
  previous: 'Previous',
  next: 'Next',
  loading: 'Loading products',
} as const;
