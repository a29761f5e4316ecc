import { describe, expect, it } from 'vitest';
import { facetDisplay, gridRules, listingRules, pageSizes, timings } from './constants';

describe('business constants (L §9)', () => {
  it('hold the numbers the spec sets', () => {
    expect(pageSizes).toEqual({ category: 40, discovery: 40, visualSearch: 100, facetSearchHits: 100 });
    expect(facetDisplay.maxPills).toBe(4);
    expect(facetDisplay.mobileValuesShown).toBe(10);
    expect(listingRules).toMatchObject({ maxSponsoredOnMobile: 4, brandTickerMax: 50, bottomSeoTextThreshold: 250, bannerParagraphLimit: 200, skeletonCount: 10 });
    expect(gridRules).toEqual({ mobileBelowPx: 768, desktopFromPx: 1024, columns: { mobile: 2, tablet: 4, desktop: 5 } });
    expect(timings).toEqual({ cookiePollMs: 300, lazyLoadThrottleMs: 300 });
  });
});
