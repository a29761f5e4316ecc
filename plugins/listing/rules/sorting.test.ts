import { describe, expect, it } from 'vitest';
import { resolveSortKey, sortOptions, sortParam } from './sorting';

const withReviews = { reviewsEnabled: true };
const withoutReviews = { reviewsEnabled: false };

describe('sort options (L §9)', () => {
  it('offers the six sorts with their labels, relevance as the default', () => {
    expect(sortOptions(withReviews)).toEqual([
      { key: 'relevance', label: 'Sort: Relevance', default: true },
      { key: 'best-sellers', label: 'Sort: Best Sellers', default: false },
      { key: 'price-asc', label: 'Price: Low-High', default: false },
      { key: 'price-desc', label: 'Price: High-Low', default: false },
      { key: 'newness', label: 'Sort: Newness', default: false },
      { key: 'rating-desc', label: 'Sort: Top Rated', default: false },
    ]);
  });

  it('offers Top Rated only when reviews are enabled (L §5)', () => {
    expect(sortOptions(withoutReviews).map((option) => option.key)).not.toContain('rating-desc');
    expect(resolveSortKey('rating-desc', withoutReviews)).toBe('relevance');
    expect(resolveSortKey('rating-desc', withReviews)).toBe('rating-desc');
  });

  it('falls back to relevance for unknown sorts', () => {
    expect(resolveSortKey('cheapest', withReviews)).toBe('relevance');
    expect(resolveSortKey(undefined, withReviews)).toBe('relevance');
    expect(resolveSortKey(['price-asc'], withReviews)).toBe('relevance');
  });

  it('leaves the default sort out of the URL (L §4)', () => {
    expect(sortParam('relevance', withReviews)).toBeUndefined();
    expect(sortParam('nonsense', withReviews)).toBeUndefined();
    expect(sortParam('price-desc', withReviews)).toBe('price-desc');
  });
});
