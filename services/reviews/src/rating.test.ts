import { describe, expect, it } from 'vitest';
import { roundAverage } from './rating';

describe('roundAverage', () => {
  it('rounds to one decimal, halves up, and is 0 without ratings', () => {
    expect(roundAverage(17, 4)).toBe(4.3); // 4.25
    expect(roundAverage(129, 30)).toBe(4.3);
    expect(roundAverage(14, 3)).toBe(4.7); // 4.666…
    expect(roundAverage(0, 0)).toBe(0);
  });
});
