import { describe, expect, it } from 'vitest';
import { fittedSwatches, imageHeight, starRating } from './cards';

describe('card swatches (L §9, P §9)', () => {
  it('shows every colour when all fit: (width + 4) / 28 of them, at most 6', () => {
    expect(fittedSwatches(200, 3)).toEqual({ shown: 3, more: 0 });
    expect(fittedSwatches(136, 5)).toEqual({ shown: 5, more: 0 });
    expect(fittedSwatches(164, 6)).toEqual({ shown: 6, more: 0 });
  });

  it('keeps 30 px for +N when not all fit', () => {
    expect(fittedSwatches(136, 6)).toEqual({ shown: 3, more: 3 });
    expect(fittedSwatches(164, 7)).toEqual({ shown: 4, more: 3 });
    expect(fittedSwatches(500, 9)).toEqual({ shown: 6, more: 3 });
  });

  it('is safe with odd input', () => {
    expect(fittedSwatches(0, 4)).toEqual({ shown: 0, more: 4 });
    expect(fittedSwatches(NaN, 2)).toEqual({ shown: 0, more: 2 });
    expect(fittedSwatches(300, -1)).toEqual({ shown: 0, more: 0 });
  });
});

describe('images and ratings (L §9)', () => {
  it('uses ratio 1.5 by default, 1 square, 1.25 five-four', () => {
    expect(imageHeight(400)).toBe(600);
    expect(imageHeight(400, 'square')).toBe(400);
    expect(imageHeight(400, 'fiveFour')).toBe(500);
  });

  it('draws ratings out of 5, to the half star', () => {
    expect(starRating(4.3)).toBe(4.5);
    expect(starRating(4.2)).toBe(4);
    expect(starRating(7)).toBe(5);
    expect(starRating(-1)).toBe(0);
    expect(starRating('4')).toBe(0);
  });
});
