import { describe, expect, it } from 'vitest';
import { cardRules, colourRules, imageAspectRatios, sizeRules, swatchPickerSizes } from './constants';

describe('product card constants (L §9)', () => {
  it('hold the numbers the spec sets', () => {
    expect(colourRules.swatchShareOfKnownColours).toBe(0.75);
    expect(sizeRules).toEqual({ dropdownAbove: 10, dropdownAboveForWishlistItem: 1 });
    expect(cardRules).toMatchObject({ maxSwatches: 6, swatchPx: 24, swatchGapPx: 4, swatchReservePx: 30 });
    expect(imageAspectRatios).toEqual({ default: 1.5, square: 1, fiveFour: 1.25 });
    expect(swatchPickerSizes).toEqual({ round: { width: 34, height: 34 }, tall: { width: 60, height: 90 }, swatchImage: { width: 60, height: 60, quality: 100 }, visual: { width: 120, height: 180 } });
  });
});
