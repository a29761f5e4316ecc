import { describe, expect, it } from 'vitest';
import { formatPence } from '@storefront/catalogue/money-format';
import { internalPriceInfo } from './internal-price';
import { listingToolPath } from './staff.texts';

describe('internal price info (P §3)', () => {
  it('has the was-price as pre-discount price and the markdown as the first effect', () => {
    expect(internalPriceInfo({ price: 3900, wasPrice: 4900 }, [], 'Markdown')).toEqual({
      price: 3900,
      wasPrice: 4900,
      preDiscountPrice: 4900,
      discountEffects: [{ name: 'Markdown', value: -1000, atBasket: false }],
    });
  });

  it('ignores a was-price not above the price, and adds the promos as basket effects', () => {
    expect(internalPriceInfo({ price: 4900, wasPrice: 4900 }, [{ name: 'Extra 20% off dresses', percent: 20 }, { name: 'Broken', percent: 0 }], 'Markdown')).toEqual({
      price: 4900,
      wasPrice: undefined,
      preDiscountPrice: 4900,
      discountEffects: [{ name: 'Extra 20% off dresses (20%)', value: -980, atBasket: true }],
    });
  });

  it('writes pence as pounds, discounts with a minus sign', () => {
    expect(formatPence(3905)).toBe('£39.05');
    expect(formatPence(-980)).toBe('−£9.80');
  });

  it('links the listing tool by product key', () => {
    expect(listingToolPath('CST12345')).toBe('/wordsworth/CST12345');
    expect(listingToolPath('a/b')).toBe('/wordsworth/a%2Fb');
  });
});
