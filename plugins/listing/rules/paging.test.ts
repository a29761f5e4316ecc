import { describe, expect, it } from 'vitest';
import { pageSizeFor, pagingButtons } from './paging';

describe('page sizes (L §9)', () => {
  it('is 40 for category and discovery searches and 100 for visual search', () => {
    expect(pageSizeFor({})).toBe(40);
    expect(pageSizeFor({ discovery: true })).toBe(40);
    expect(pageSizeFor({ visualSearch: true })).toBe(100);
    expect(pageSizeFor({ visualSearch: true, discovery: true })).toBe(100);
  });
});

describe('paging buttons (L §4)', () => {
  it('shows previous only when the first loaded page is above 1', () => {
    expect(pagingButtons({ firstLoadedPage: 1, hasNextPage: true })).toEqual({ showPrevious: false, showNext: true });
    expect(pagingButtons({ firstLoadedPage: 3, hasNextPage: false })).toEqual({ showPrevious: true, showNext: false });
    expect(pagingButtons({ firstLoadedPage: NaN, hasNextPage: false })).toEqual({ showPrevious: false, showNext: false });
  });
});
