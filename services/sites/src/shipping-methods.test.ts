import { describe, expect, it } from 'vitest';
import { isShippedCountry, shippingOptions } from './shipping-methods';

const base = { siteId: 'hartley', subTotalPence: 2_000, hasBulkyItem: false, countryCode: 'GB', postalCode: '' };

describe('shipping options', () => {
  it('charges standard delivery under the threshold and waives it above', () => {
    expect(shippingOptions(base).map((o) => [o.id, o.pricePence])).toEqual([['standard', 399], ['next-day', 699]]);
    expect(shippingOptions({ ...base, subTotalPence: 5_001 })[0]).toMatchObject({ id: 'standard', pricePence: 0 });
    // The threshold must be exceeded, not met (P §5).
    expect(shippingOptions({ ...base, subTotalPence: 5_000 })[0]!.pricePence).toBe(399);
  });

  it('sends a bulky basket with the two-person team at its charge, even above the threshold, and never abroad', () => {
    expect(shippingOptions({ ...base, subTotalPence: 90_000, hasBulkyItem: true })).toEqual([expect.objectContaining({ id: 'two-person', pricePence: 1_999 })]);
    expect(shippingOptions({ ...base, hasBulkyItem: true, countryCode: 'FR' })).toEqual([]);
  });

  it('offers no next day to the Highlands and islands, and nothing to a postcode that is not one', () => {
    expect(shippingOptions({ ...base, postalCode: 'HS1 2AB' }).map((o) => o.id)).toEqual(['standard']);
    expect(shippingOptions({ ...base, postalCode: 'sw1a 1aa' }).map((o) => o.id)).toEqual(['standard', 'next-day']);
    expect(shippingOptions({ ...base, postalCode: '12345' })).toEqual([]);
    // Apple Pay shares only the outward code before the shopper pays: it is enough to quote.
    expect(shippingOptions({ ...base, postalCode: 'SW1A' }).map((o) => o.id)).toEqual(['standard', 'next-day']);
    expect(shippingOptions({ ...base, postalCode: 'ZE2' }).map((o) => o.id)).toEqual(['standard']);
  });

  it('ships to the listed countries only, GB when blank', () => {
    expect(isShippedCountry('')).toBe(true);
    expect(isShippedCountry('ie')).toBe(true);
    expect(isShippedCountry('US')).toBe(false);
    expect(shippingOptions({ ...base, countryCode: 'US' })).toEqual([]);
    expect(shippingOptions({ ...base, countryCode: 'IE', postalCode: 'D02 X285' })).toEqual([expect.objectContaining({ id: 'international', pricePence: 999 })]);
  });
});
