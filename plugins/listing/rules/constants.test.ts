import { describe, expect, it } from 'vitest';
import { cardRules, colourRules, facetDisplay, gridRules, imageAspectRatios, pageSizes, sizeRules, swatchPickerSizes, timings } from './constants';

describe('business constants (L §9)', () => {
  it('hold the numbers the spec sets', () => {
    expect(pageSizes).toEqual({ category: 40, discovery: 40, visualSearch: 100, facetSearchHits: 100 });
    expect(facetDisplay.maxPills).toBe(4);
    expect(facetDisplay.mobileValuesShown).toBe(10);
    expect(colourRules.swatchShareOfKnownColours).toBe(0.75);
    expect(sizeRules).toEqual({ dropdownAbove: 10, dropdownAboveForWishlistItem: 1 });
    expect(cardRules).toMatchObject({ maxSwatches: 6, swatchPx: 24, swatchGapPx: 4, swatchReservePx: 30, maxSponsoredOnMobile: 4, brandTickerMax: 50, bottomSeoTextThreshold: 250, bannerParagraphLimit: 200, skeletonCount: 10 });
    expect(gridRules).toEqual({ mobileBelowPx: 768, desktopFromPx: 1024, columns: { mobile: 2, tablet: 4, desktop: 5 } });
    expect(imageAspectRatios).toEqual({ default: 1.5, square: 1, fiveFour: 1.25 });
    expect(swatchPickerSizes).toEqual({ round: { width: 34, height: 34 }, tall: { width: 60, height: 90 }, swatchImage: { width: 60, height: 60, quality: 100 }, visual: { width: 120, height: 180 } });
    expect(timings).toEqual({ cookiePollMs: 300, lazyLoadThrottleMs: 300 });
  });
});
