import { describe, expect, it } from 'vitest';
import { formatPence } from './money-format';

const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('money text', () => {
  it('reads as en-GB pounds and pence, as Intl would write them', () => {
    for (const pence of [0, 1, 5, 10, 99, 100, 101, 999, 1_000, 4_999, 12_345, 99_999, 100_000, 123_456, 1_000_000, 12_345_678, 987_654_321]) {
      expect(formatPence(pence), String(pence)).toBe(intl.format(pence / 100));
    }
  });

  it('marks an amount below zero with a minus sign, and rounds a fraction of a penny', () => {
    expect(formatPence(-980)).toBe('−£9.80');
    expect(formatPence(-123_456)).toBe('−£1,234.56');
    expect(formatPence(1234.4)).toBe('£12.34');
    expect(formatPence(-0.2)).toBe('£0.00');
  });
});
