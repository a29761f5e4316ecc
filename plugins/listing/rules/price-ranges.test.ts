import { describe, expect, it } from 'vitest';
import { formatRangeValue, parseRangeValue, rangeLabel } from './price-ranges';

describe('range facet values (L §5)', () => {
  it("reads 'min-max' and 'min-max' with the word max", () => {
    expect(parseRangeValue('10-20')).toEqual({ min: 10, max: 20 });
    expect(parseRangeValue('9.99-49.5')).toEqual({ min: 9.99, max: 49.5 });
    expect(parseRangeValue('100-max')).toEqual({ min: 100, max: undefined });
    expect(parseRangeValue('100-MAX')).toEqual({ min: 100, max: undefined });
    expect(parseRangeValue(' 0 - 5 ')).toEqual({ min: 0, max: 5 });
  });

  it('ignores the filter unless both ends are numeric', () => {
    for (const value of ['', 'cheap', '10', '10-', '-20', 'min-20', '£10-£20', '10-20-30', 'ten-20', '10-twenty', '1e3-2e3', 'NaN-5', '-5-10', 'max-max']) {
      expect(parseRangeValue(value), value).toBeUndefined();
    }
    expect(parseRangeValue(undefined)).toBeUndefined();
    expect(parseRangeValue(42)).toBeUndefined();
  });

  it('puts a high-low pair in low-high order', () => {
    expect(parseRangeValue('50-10')).toEqual({ min: 10, max: 50 });
  });

  it('writes ranges back as facet values', () => {
    expect(formatRangeValue({ min: 10, max: 20 })).toBe('10-20');
    expect(formatRangeValue({ min: 100, max: undefined })).toBe('100-max');
    expect(formatRangeValue({ min: 9.999, max: 20.5 })).toBe('10-20.5');
    expect(parseRangeValue(formatRangeValue({ min: 12.5, max: undefined }))).toEqual({ min: 12.5, max: undefined });
  });

  it('labels price ranges with £ and discount ranges with % (L §9)', () => {
    expect(rangeLabel({ min: 10, max: 20 }, 'price')).toBe('£10 - £20');
    expect(rangeLabel({ min: 9.99, max: 1500 }, 'price')).toBe('£9.99 - £1,500');
    expect(rangeLabel({ min: 100, max: undefined }, 'price')).toBe('£100+');
    expect(rangeLabel({ min: 20, max: 50 }, 'percent')).toBe('20% - 50%');
    expect(rangeLabel({ min: 70, max: undefined }, 'percent')).toBe('70%+');
    expect(rangeLabel({ min: 30, max: 30 }, 'percent')).toBe('30%');
  });
});
