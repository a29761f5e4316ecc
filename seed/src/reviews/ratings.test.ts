import { createRandom } from '../catalogue/random';
import { describe, expect, it } from 'vitest';
import { roundAverage } from '@storefront/reviews/rating';
import { drawRatings, ratingTotal } from './ratings';

describe('ratingTotal', () => {
  it('finds a total whose average rounds to the target whenever one exists', () => {
    for (const count of [3, 7, 10, 11, 45, 800]) {
      for (let tenths = 10; tenths <= 50; tenths++) {
        const target = tenths / 10;
        const exists = Array.from({ length: count * 4 + 1 }, (_, i) => count + i).some((total) => roundAverage(total, count) === target);
        const { total, exact } = ratingTotal(count, target);
        expect(exact).toBe(exists);
        if (exists) expect(roundAverage(total, count)).toBe(target);
      }
    }
  });

  it('falls back to the nearest reachable average when none rounds to the target', () => {
    expect(ratingTotal(1, 4.3)).toEqual({ total: 4, exact: false });
    expect(ratingTotal(2, 3.9)).toEqual({ total: 8, exact: false });
    expect(ratingTotal(3, 4.9)).toEqual({ total: 15, exact: false });
  });
});

describe('drawRatings', () => {
  it('gives exactly the total with every rating from 1 to 5, the same for the same seed', () => {
    for (const [count, total] of [
      [1, 4],
      [5, 23],
      [120, 516],
      [800, 3360],
      [50, 50],
      [50, 250],
    ] as const) {
      const ratings = drawRatings(count, total, createRandom(`t${count}`));
      expect(ratings).toHaveLength(count);
      expect(ratings.reduce((a, b) => a + b, 0)).toBe(total);
      expect(ratings.every((rating) => Number.isInteger(rating) && rating >= 1 && rating <= 5)).toBe(true);
      expect(drawRatings(count, total, createRandom(`t${count}`))).toEqual(ratings);
    }
  });

  it('spreads ratings like shoppers do: mostly high stars for a 4.3 product, but not all fives', () => {
    const ratings = drawRatings(600, 2580, createRandom('spread'));
    const share = (stars: number) => ratings.filter((rating) => rating === stars).length / ratings.length;
    expect(share(5)).toBeGreaterThan(share(4));
    expect(share(4)).toBeGreaterThan(share(3));
    expect(share(3)).toBeGreaterThan(share(1));
    expect(share(1) + share(2)).toBeGreaterThan(0.02);
  });

  it('refuses a total no ratings can reach', () => {
    expect(() => drawRatings(3, 16, createRandom('x'))).toThrow(/No 3 ratings/);
  });
});
