/**
 * The group's delivery offer as each brand site states it (P §3 'Delivery and seller',
 * deliveryUspMessage; P §9 cut-off rules): the product page's delivery panel reads it with the
 * product's own facts (seller, bulky, price). Amounts in pence.
 */
export interface SiteDelivery {
  standardDel: string;
  delPromiseStd: string;
  delPromiseXps: string;
  delXpsDeliveryEnabled: boolean;
  /** The main service counts down to a next-day cut-off. */
  isNextDay: boolean;
  /** Enterprise-configured cut-offs ('HH:MM', UTC); absent ones follow the P §9 rules. */
  cutOffTimes: { standard?: string; express?: string };
  /** The brands the P §9 cut-off rules name. */
  cutOffBrands: { marketplacePrefix: string; lateBrands: readonly string[]; namedBrands: readonly string[] };
  deliveryUspMessage: { thresholdPence: number; freeDeliveryMessage: string; bulkyItemMessage: string; underThresholdMessage: string };
  shopExclusionsMessaging: string;
}

const FREE_DELIVERY_THRESHOLD_PENCE = 5_000;

const groupDelivery: SiteDelivery = {
  standardDel: 'Standard delivery £3.99, free on orders over £50',
  delPromiseStd: '3-5 working days',
  delPromiseXps: 'next working day when ordered before the cut-off',
  delXpsDeliveryEnabled: true,
  isNextDay: true,
  cutOffTimes: {},
  cutOffBrands: { marketplacePrefix: 'MP-', lateBrands: ['nastygal', 'misspap'], namedBrands: ['coast', 'oasis', 'warehouse'] },
  deliveryUspMessage: {
    thresholdPence: FREE_DELIVERY_THRESHOLD_PENCE,
    freeDeliveryMessage: 'Free standard delivery on this item',
    bulkyItemMessage: 'Delivered by our two-person team: a £19.99 delivery charge applies',
    underThresholdMessage: 'Free standard delivery on orders over £50',
  },
  shopExclusionsMessaging: 'Free delivery excludes furniture and large homeware. Deliveries to the Channel Islands, the Isle of Man and the Scottish Highlands take 2 extra working days.',
};

/** Every brand site offers the group's delivery today; a site with its own terms overrides here. */
const siteOverrides: Readonly<Record<string, Partial<SiteDelivery>>> = {};

export function siteDelivery(siteId: string): SiteDelivery {
  return { ...groupDelivery, ...siteOverrides[siteId] };
}
