import { siteDelivery } from './delivery';

/**
 * The delivery services a basket can be sent with (P §3 Shipping method), one owner for the
 * basket page's delivery line and the express wallet's shipping methods. Amounts in pence.
 *
 * Standard delivery is free when the subtotal exceeds the site's threshold (P §5), unless the
 * basket holds a bulky item: bulky items travel with the two-person team at its own charge, and
 * never abroad or next day.
 */
export interface ShippingOption {
  id: string;
  name: string;
  description: string;
  pricePence: number;
}

export interface ShippingQuery {
  siteId: string;
  subTotalPence: number;
  hasBulkyItem: boolean;
  /** ISO 3166 alpha-2; blank means the default, GB. */
  countryCode: string;
  /** Blank when not known yet (the basket page); then the options of a mainland address. The outward code alone will do. */
  postalCode: string;
}

const STANDARD_PENCE = 399;
const NEXT_DAY_PENCE = 699;
const BULKY_PENCE = 1_999;
const INTERNATIONAL_PENCE = 999;
const INTERNATIONAL_FREE_OVER_PENCE = 15_000;

/** Countries the group delivers to (GB and the EU countries its carriers serve). */
export const SHIPPED_COUNTRIES = ['GB', 'IE', 'FR', 'DE', 'NL', 'BE', 'ES', 'IT'] as const;

/**
 * UK postcodes: outward code then inward code (space optional), or the outward code alone: Apple
 * Pay gives the merchant only that much of the address until the shopper pays.
 */
const GB_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)(?: ?\d[A-Z]{2})?$/;
/** The Scottish Highlands and islands, Channel Islands and Isle of Man: no next-day service. */
const REMOTE_GB_AREAS = /^(HS|ZE|KW|IV|GY|JE|IM)\d/;

export function isShippedCountry(countryCode: string): boolean {
  return (SHIPPED_COUNTRIES as readonly string[]).includes(normaliseCountry(countryCode));
}

function normaliseCountry(countryCode: string): string {
  return countryCode.trim().toUpperCase() || 'GB';
}

/**
 * The options for a basket and destination, cheapest first; empty when nothing delivers there
 * (a country not shipped to, a postcode that is not one, a bulky item abroad).
 */
export function shippingOptions(query: ShippingQuery): ShippingOption[] {
  const country = normaliseCountry(query.countryCode);
  if (!isShippedCountry(country)) return [];
  const postalCode = query.postalCode.trim().toUpperCase();
  const { thresholdPence } = siteDelivery(query.siteId).deliveryUspMessage;
  if (country !== 'GB') {
    if (query.hasBulkyItem) return [];
    const price = query.subTotalPence > INTERNATIONAL_FREE_OVER_PENCE ? 0 : INTERNATIONAL_PENCE;
    return [{ id: 'international', name: 'International delivery', description: '5-8 working days', pricePence: price }];
  }
  if (postalCode && !GB_POSTCODE.test(postalCode)) return [];
  const remote = REMOTE_GB_AREAS.test(postalCode);
  if (query.hasBulkyItem) {
    return [{ id: 'two-person', name: 'Two-person delivery', description: remote ? '7-10 working days' : '5-7 working days', pricePence: BULKY_PENCE }];
  }
  const standard: ShippingOption = {
    id: 'standard',
    name: 'Standard delivery',
    description: remote ? '5-7 working days' : '3-5 working days',
    pricePence: query.subTotalPence > thresholdPence ? 0 : STANDARD_PENCE,
  };
  if (remote) return [standard];
  return [standard, { id: 'next-day', name: 'Next day delivery', description: 'Order before 10pm', pricePence: NEXT_DAY_PENCE }];
}
