import { describe, expect, it } from 'vitest';
import {
  bannerParagraph,
  bottomSeoText,
  brandTickerItems,
  fittedSwatches,
  formatResultTotal,
  gridColumns,
  imageHeight,
  sponsoredItemsShown,
  starRating,
  truncateText,
  viewportOf,
} from './cards';

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

describe('grid (L §9)', () => {
  it('has 2 columns on mobile, 4 on tablet (under 1024 px), 5 on desktop', () => {
    expect(gridColumns(375)).toBe(2);
    expect(gridColumns(767)).toBe(2);
    expect(gridColumns(768)).toBe(4);
    expect(gridColumns(1023)).toBe(4);
    expect(gridColumns(1024)).toBe(5);
    expect(gridColumns(NaN)).toBe(2);
    expect(viewportOf(1440)).toBe('desktop');
  });

  it('shows at most 4 sponsored items on mobile', () => {
    const items = [1, 2, 3, 4, 5, 6];
    expect(sponsoredItemsShown(items, 'mobile')).toEqual([1, 2, 3, 4]);
    expect(sponsoredItemsShown(items, 'desktop')).toEqual(items);
  });

  it('caps the brand ticker at 50', () => {
    expect(brandTickerItems(Array.from({ length: 80 }, (_, index) => index))).toHaveLength(50);
  });
});

describe('result total (L §9)', () => {
  it('shows 1,000 or more as 1,000+', () => {
    expect(formatResultTotal(999)).toBe('999');
    expect(formatResultTotal(1000)).toBe('1,000+');
    expect(formatResultTotal(48_213)).toBe('1,000+');
    expect(formatResultTotal(0)).toBe('0');
    expect(formatResultTotal(-3)).toBe('0');
    expect(formatResultTotal(NaN)).toBe('0');
  });
});

describe('text limits (L §9)', () => {
  it('collapses the bottom SEO text beyond 250 characters', () => {
    const short = 'a'.repeat(250);
    expect(bottomSeoText(short)).toEqual({ text: short, truncated: false });
    const long = `${'word '.repeat(60)}end`;
    const cut = bottomSeoText(long);
    expect(cut.truncated).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(251);
    expect(cut.text.endsWith('word…')).toBe(true);
  });

  it('collapses a banner paragraph beyond 200 characters', () => {
    expect(bannerParagraph('x'.repeat(200)).truncated).toBe(false);
    expect(bannerParagraph('x'.repeat(201))).toEqual({ text: `${'x'.repeat(200)}…`, truncated: true });
  });

  it('cuts at a word boundary', () => {
    expect(truncateText('The quick brown fox', 12)).toEqual({ text: 'The quick…', truncated: true });
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
