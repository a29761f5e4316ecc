import { describe, expect, it } from 'vitest';
import { cutOffOn, cutOffTime, deliveryBadge, normaliseCutOff, type CutOffBrands, type DeliveryOption } from './deliveryCountdown.cutOffs';

const brands: CutOffBrands = { marketplacePrefix: 'MP-', lateBrands: ['nastygal', 'Misspap'], namedBrands: ['coast', 'oasis'] };
const friday = 5;
const saturday = 6;
const option = (service: DeliveryOption['service'], brand: string, extra: Partial<DeliveryOption> = {}): DeliveryOption => ({
  service,
  brand,
  isExpressEnabled: false,
  ...extra,
});

describe('normaliseCutOff', () => {
  it('appends :00 to a 5-character time and keeps a full one', () => {
    expect(normaliseCutOff('18:30')).toBe('18:30:00');
    expect(normaliseCutOff(' 18:30 ')).toBe('18:30:00');
    expect(normaliseCutOff('21:15:30')).toBe('21:15:30');
  });

  it('ignores anything that is not a time of day', () => {
    for (const value of [undefined, '', '9:30', '24:00', '18:60', '1830', 'noon', '18:30:00Z']) expect(normaliseCutOff(value), value).toBeUndefined();
  });
});

describe('cutOffTime', () => {
  it('is 23:00 for express whatever the brand', () => {
    expect(cutOffTime(option('express', 'nastygal'), brands, saturday)).toBe('23:00:00');
    expect(cutOffTime(option('express', 'unknown'), brands, friday)).toBe('23:00:00');
  });

  it('is 23:00 for the marketplace group by brand prefix', () => {
    expect(cutOffTime(option('standard', 'MP-Acme Home'), brands, saturday)).toBe('23:00:00');
    expect(cutOffTime(option('standard', 'mp-acme'), brands, friday)).toBe('23:00:00');
  });

  it('is 23:59:59 for the late brands, or 21:00 on Saturday', () => {
    expect(cutOffTime(option('standard', 'nastygal'), brands, friday)).toBe('23:59:59');
    expect(cutOffTime(option('nextDay', 'MissPap'), brands, friday)).toBe('23:59:59');
    expect(cutOffTime(option('nextDay', 'nastygal'), brands, saturday)).toBe('21:00:00');
  });

  it('is 23:00 for the other named brands, and for next-day by default', () => {
    expect(cutOffTime(option('standard', 'Coast'), brands, saturday)).toBe('23:00:00');
    expect(cutOffTime(option('nextDay', 'unknown'), brands, saturday)).toBe('23:00:00');
  });

  it('has none for standard delivery of a brand no rule names', () => {
    expect(cutOffTime(option('standard', 'unknown'), brands, friday)).toBeUndefined();
    // An empty prefix names no brand rather than every one.
    expect(cutOffTime(option('standard', 'unknown'), { ...brands, marketplacePrefix: ' ' }, friday)).toBeUndefined();
  });

  it('takes an enterprise-configured cut-off over every rule, unless it is not a time', () => {
    expect(cutOffTime(option('express', 'x', { configuredCutOff: '17:45' }), brands, friday)).toBe('17:45:00');
    expect(cutOffTime(option('nextDay', 'nastygal', { configuredCutOff: '20:00:30' }), brands, saturday)).toBe('20:00:30');
    expect(cutOffTime(option('nextDay', 'nastygal', { configuredCutOff: 'soon' }), brands, saturday)).toBe('21:00:00');
  });
});

describe('cutOffOn', () => {
  it('places the cut-off on the UTC day of the given time, with Saturday’s rule on a Saturday', () => {
    const fridayNoon = Date.parse('2025-11-28T12:00:00Z');
    expect(cutOffOn(option('nextDay', 'nastygal'), brands, fridayNoon)).toBe(Date.parse('2025-11-28T23:59:59Z'));
    expect(cutOffOn(option('nextDay', 'nastygal'), brands, Date.parse('2025-11-29T00:00:00Z'))).toBe(Date.parse('2025-11-29T21:00:00Z'));
    expect(cutOffOn(option('standard', 'unknown'), brands, fridayNoon)).toBeUndefined();
  });
});

describe('deliveryBadge', () => {
  const at = (iso: string) => Date.parse(iso);

  it('counts down to the day’s cut-off until it passes', () => {
    expect(deliveryBadge(option('express', 'coast'), brands, at('2025-11-28T22:59:59.999Z'))).toEqual({ kind: 'countdown', cutOffAt: at('2025-11-28T23:00:00Z') });
  });

  it('hides the badge after the cut-off, and when no cut-off applies', () => {
    expect(deliveryBadge(option('express', 'coast'), brands, at('2025-11-28T23:00:00Z'))).toEqual({ kind: 'hidden' });
    expect(deliveryBadge(option('standard', 'nastygal'), brands, at('2025-11-29T21:30:00Z'))).toEqual({ kind: 'hidden' });
    expect(deliveryBadge(option('standard', 'unknown'), brands, at('2025-11-28T08:00:00Z'))).toEqual({ kind: 'hidden' });
  });

  it('offers express after the next-day cut-off when express is enabled', () => {
    const nextDay = option('nextDay', 'nastygal', { isExpressEnabled: true });
    expect(deliveryBadge(nextDay, brands, at('2025-11-29T21:00:00Z'))).toEqual({ kind: 'expressAvailable' });
  });

  it('counts down to tomorrow’s next-day cut-off when no express service is enabled', () => {
    expect(deliveryBadge(option('nextDay', 'nastygal'), brands, at('2025-11-29T21:00:00Z'))).toEqual({
      kind: 'countdownToTomorrow',
      cutOffAt: at('2025-11-30T23:59:59Z'),
    });
    // Friday after the cut-off: tomorrow is Saturday, with its 21:00 cut-off.
    expect(deliveryBadge(option('nextDay', 'misspap'), brands, at('2025-11-28T23:59:59Z'))).toEqual({
      kind: 'countdownToTomorrow',
      cutOffAt: at('2025-11-29T21:00:00Z'),
    });
  });
});
