import { describe, expect, it } from 'vitest';
import { earnsRewards, premierExpiryDate, rewardsValue, subscriptionPence } from './offers';

describe('offer rules (P §9)', () => {
  it('values reward points at points/100 in £ with 2 decimals', () => {
    expect(rewardsValue(250)).toBe('£2.50');
    expect(rewardsValue(49)).toBe('£0.49');
    expect(rewardsValue(1234)).toBe('£12.34');
    expect(earnsRewards(0)).toBe(false);
    expect(earnsRewards(undefined)).toBe(false);
    expect(earnsRewards(2.5)).toBe(false);
    expect(earnsRewards(12)).toBe(true);
  });

  it('prices a subscription at 95 % of the price, to the penny', () => {
    expect(subscriptionPence(2000)).toBe(1900);
    expect(subscriptionPence(1299)).toBe(1234);
    expect(subscriptionPence(999)).toBe(949);
  });

  it('writes the premier expiry as ordinal day, month name and year, in UK time', () => {
    expect(premierExpiryDate('2025-03-03T10:00:00Z')).toBe('3rd March 2025');
    expect(premierExpiryDate('2026-11-01T00:00:00Z')).toBe('1st November 2026');
    expect(premierExpiryDate('2026-06-11T12:00:00Z')).toBe('11th June 2026');
    expect(premierExpiryDate('2026-06-22T12:00:00Z')).toBe('22nd June 2026');
    // 23:30 UTC on 31 July is already 1 August in London (BST).
    expect(premierExpiryDate('2026-07-31T23:30:00Z')).toBe('1st August 2026');
    expect(premierExpiryDate('nonsense')).toBeUndefined();
  });
});
