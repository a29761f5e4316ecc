import type { CutOffBrands } from '@storefront/machines/deliveryCountdown.cutOffs';

/**
 * The delivery panel's data in the app's own words (P §3 'Delivery and seller', Product,
 * Variant attributes, Prices): what the product page loader fills for `DeliveryPanel`.
 * Every text here is plain text: the panel never renders HTML from data.
 */

/** deliveryUspMessage: the free-delivery threshold and its messages. */
export interface DeliveryUspMessage {
  /** The threshold in pence (P §5: the price in pounds exceeds threshold/100 → free delivery). */
  thresholdPence: number;
  freeDeliveryMessage: string;
  bulkyItemMessage: string;
  underThresholdMessage: string;
}

/** billingInfo of a marketplace seller (from proDetails / defaultBillingInformation). */
export interface SellerBillingInfo {
  corporateName: string;
  vATNumber: string;
  identificationNumber: string;
}

/** addressInfo of a marketplace seller. */
export interface SellerAddressInfo {
  street1: string;
  street2?: string | undefined;
  city: string;
  state?: string | undefined;
  zipCode: string;
  countryIsoCode: string;
}

/** Product.manufacturer (the product safety details shown under 'Manufacturer'). */
export interface ProductManufacturer {
  name: string;
  tradeName?: string | undefined;
  responsiblePersonName?: string | undefined;
  postalAddress?: string | undefined;
  emailAddress?: string | undefined;
}

/** The delivery services with a countdown, and their enterprise-configured cut-offs ('HH:MM' or 'HH:MM:SS', UTC). */
export interface DeliveryCutOffTimes {
  /** The main service's configured cut-off (next-day or standard). */
  standard?: string | undefined;
  /** The express service's configured cut-off. */
  express?: string | undefined;
}

export interface ProductDelivery {
  /** Product.id: an id starting with YDD offers complimentary samples. */
  productId: string;
  /** Product.key, for the social-proof messages. */
  productKey: string;
  /** The brand the product ships under (variant attributes brand): the cut-off rules go by it. */
  brand: string;
  /** The selected variant's price (Prices.centAmount, pence), for the free-delivery threshold. */
  priceCentAmount: number;

  /** seller: the marketplace seller's id; the retailer's own name for own stock. */
  seller: string;
  /** shopName: the name shoppers see for the seller. */
  shopName: string;
  /** Product.isHostedMarketplace: sold and shipped by a marketplace seller. */
  isMarketplace: boolean;
  /** A preloved (second-hand) item: the authenticity promise applies. */
  isPreloved: boolean;
  /** bulkyItem (a variant logisticClass containing BULKY): no free delivery. */
  bulkyItem: boolean;

  /** standardDel: the standard delivery message. */
  standardDel: string;
  /** delPromiseStd: when standard delivery arrives, e.g. '3-5 working days'. */
  delPromiseStd?: string | undefined;
  /** delPromiseXps: when express delivery arrives. */
  delPromiseXps?: string | undefined;
  /** delXpsDeliveryEnabled: an express service is offered. */
  delXpsDeliveryEnabled: boolean;
  /** The main service counts down to a next-day cut-off (otherwise a standard dispatch cut-off). */
  isNextDay: boolean;
  /** Cut-off times configured by the enterprise; absent ones follow the P §9 rules. */
  cutOffTimes: DeliveryCutOffTimes;
  /** The site's brands named by the P §9 cut-off rules (site configuration). */
  cutOffBrands: CutOffBrands;
  /** deliveryUspMessage; absent: no free-delivery or threshold line. */
  deliveryUspMessage?: DeliveryUspMessage | undefined;
  /** Prices.shopExclusionsMessaging: what free delivery and promotions exclude (the exclusions modal). */
  shopExclusionsMessaging?: string | undefined;

  /** Marketplace seller details for the seller info modal. */
  billingInfo?: SellerBillingInfo | undefined;
  addressInfo?: SellerAddressInfo | undefined;
  /** returnsInfo: the seller's own returns terms. */
  returnsInfo?: string | undefined;
  /** returnsPolicy (variant attribute, default 'ownBrand'): own-brand returns, or the seller's. */
  returnsPolicy: string;

  manufacturer?: ProductManufacturer | undefined;
  /** Variant attributes sustainabilityContent (plain text). */
  sustainabilityContent?: string | undefined;
}
