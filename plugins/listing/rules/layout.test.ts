import { describe, expect, it } from 'vitest';
import { bannerParagraph, bottomSeoText, brandTickerItems, formatResultTotal, groupThousands, gridColumns, sponsoredItemsShown, truncateText, viewportOf } from './layout';

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

describe('groupThousands', () => {
  it('writes whole numbers as en-GB does, without Intl', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 48_213_007, -1234]) expect(groupThousands(value)).toBe(value.toLocaleString('en-GB'));
  });
});
