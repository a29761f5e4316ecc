import { describe, expect, it } from 'vitest';
import { effectiveWasPrice, parsePrice, percentageSaving, priceRange, savingLabel, toPence } from './prices';

describe('prices (L §5)', () => {
  it('strips non-numeric characters', () => {
    expect(parsePrice('£49.00')).toBe(49);
    expect(parsePrice('£1,299.50')).toBe(1299.5);
    expect(parsePrice('GBP 12')).toBe(12);
    expect(parsePrice(' 7.5 ')).toBe(7.5);
    expect(parsePrice(19.99)).toBe(19.99);
  });

  it('gives nothing for text that holds no single price', () => {
    for (const value of ['', 'free', '£', '1.2.3', '£10 - £20.00.5', null, undefined, NaN, -5, Infinity, {}]) {
      expect(parsePrice(value), String(value)).toBeUndefined();
    }
  });

  it('converts pounds to pence without floating-point crumbs', () => {
    expect(toPence(19.99)).toBe(1999);
    expect(toPence(0.1 + 0.2)).toBe(30);
  });

  it('counts a was-price only when it is higher than the price', () => {
    expect(effectiveWasPrice(40, 50)).toBe(50);
    expect(effectiveWasPrice(50, 50)).toBeUndefined();
    expect(effectiveWasPrice(60, 50)).toBeUndefined();
    expect(effectiveWasPrice('£40.00', '£50.00')).toBe(50);
    expect(effectiveWasPrice(40, undefined)).toBeUndefined();
  });

  it('rounds the percentage saving: 100 − price / wasPrice × 100', () => {
    expect(percentageSaving(49, 70)).toBe(30);
    expect(percentageSaving(20, 30)).toBe(33);
    expect(percentageSaving(10, 30)).toBe(67);
    expect(percentageSaving('£35.00', '£50.00')).toBe(30);
    expect(percentageSaving(0, 30)).toBe(100);
    expect(percentageSaving(30, 30)).toBeUndefined();
    expect(percentageSaving(40, 30)).toBeUndefined();
    expect(percentageSaving(30, 'n/a')).toBeUndefined();
  });
});

describe('price range (L §3, §5)', () => {
  it('gives the min and max price points and the biggest saving', () => {
    expect(
      priceRange([
        { price: '£30.00', wasPrice: '£50.00' },
        { price: 45, wasPrice: 50 },
        { price: 0 },
      ]),
    ).toEqual({
      min: { price: 0, wasPrice: undefined, isFree: true },
      max: { price: 45, wasPrice: 50, isFree: false },
      maxPercentageSaved: 40,
    });
  });

  it('ignores was-prices that are not higher', () => {
    expect(priceRange([{ price: 20, wasPrice: 15 }])).toEqual({
      min: { price: 20, wasPrice: undefined, isFree: false },
      max: { price: 20, wasPrice: undefined, isFree: false },
      maxPercentageSaved: undefined,
    });
  });

  it('is invalid unless every variant has a price', () => {
    expect(priceRange([{ price: 20 }, { price: undefined }])).toBeUndefined();
    expect(priceRange([{ price: 20 }, { price: 'TBC' }])).toBeUndefined();
    expect(priceRange([])).toBeUndefined();
  });
});

describe('saving label (P §9)', () => {
  it("reads 'Save X%' when every variant saves the same", () => {
    expect(savingLabel([20, 20, 20])).toBe('Save 20%');
    expect(savingLabel([35])).toBe('Save 35%');
  });

  it("reads 'Up to X% OFF' with the biggest saving otherwise", () => {
    expect(savingLabel([10, 30, 20])).toBe('Up to 30% OFF');
    expect(savingLabel([25, undefined])).toBe('Up to 25% OFF');
  });

  it('shows nothing when nothing is saved', () => {
    expect(savingLabel([])).toBeUndefined();
    expect(savingLabel([undefined, 0])).toBeUndefined();
    expect(savingLabel([NaN, -5])).toBeUndefined();
  });

  it('exists in English, French, Dutch and Swedish (L §9)', () => {
    expect(savingLabel([20, 20], 'fr')).toBe('Économisez 20%');
    expect(savingLabel([10, 20], 'nl')).toBe('Tot 20% KORTING');
    expect(savingLabel([10, 20], 'sv')).toBe('Upp till 20% RABATT');
    expect(savingLabel([20], 'de' as never)).toBe('Save 20%');
  });
});
