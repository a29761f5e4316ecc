/**
 * The delivery panel's texts and constants, in one place (P §2 'Routes', §3, §5, §9). The spec
 * gives the returns link and the samples rule; it words none of the panel's labels, so those
 * below are ours, written as a shopper would expect them.
 */

/** P §2: the returns policy link. */
export const RETURNS_POLICY_HREF = '/pages/informational/returns';
/** P §3: a product id starting with YDD means samples are enabled. */
export const SAMPLES_PRODUCT_ID_PREFIX = 'YDD';
/** P §3: returnsPolicy defaults to ownBrand. */
export const DEFAULT_RETURNS_POLICY = 'ownBrand';

export const deliveryTexts = {
  heading: 'Delivery & returns',
  deliveryHeading: 'Delivery',
  standardDelivery: (message: string, promise: string | undefined) => (promise ? `${message} (${promise})` : message),
  expressDelivery: (promise: string | undefined) => (promise ? `Express delivery available (${promise})` : 'Express delivery available'),
  exclusionsLink: 'Exclusions apply',
  exclusionsTitle: 'Delivery exclusions',
  samples: 'Complimentary samples with every order of this product',
  soldBy: 'Sold and shipped by',
  sellerInfoLink: 'Seller information',
  sellerInfoTitle: (shopName: string) => `About ${shopName}`,
  sellerBilling: 'Business details',
  sellerCorporateName: 'Company name',
  sellerVatNumber: 'VAT number',
  sellerIdentificationNumber: 'Company registration number',
  sellerAddress: 'Address',
  sellerReturns: 'Returns',
  sellerNoDetails: 'This seller has not published further details.',
  prelovedLink: 'Our authenticity promise',
  prelovedTitle: 'Preloved, checked for you',
  prelovedBody: [
    'Every preloved piece is inspected by our team before it is listed: we check the maker’s marks, materials, stitching and hardware against the brand’s originals.',
    'We describe its condition honestly, with photos of any signs of wear.',
    'If an item ever turns out not to be authentic, return it for a full refund.',
  ],
  returnsHeading: 'Returns',
  returnsOwnBrand: 'Free returns within 28 days.',
  returnsSeller: (shopName: string) => `Returns are handled by ${shopName}.`,
  returnsLink: 'Read our returns policy',
  manufacturerHeading: 'Manufacturer',
  manufacturerName: 'Manufacturer',
  manufacturerTradeName: 'Trade name',
  manufacturerResponsiblePerson: 'Responsible person',
  manufacturerAddress: 'Postal address',
  manufacturerEmail: 'Email',
  sustainabilityHeading: 'Sustainability',
  pricingPolicy: 'Prices include VAT. A was price is the price this item was last offered at for at least 28 days before its reduction.',
  closeDialog: 'Close',
} as const;
