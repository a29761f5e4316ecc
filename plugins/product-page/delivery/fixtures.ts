import type { CutOffBrands } from '@storefront/machines/deliveryCountdown.cutOffs';
import type { ProductDelivery } from './types';

/**
 * Delivery panels to render and test with: own brand, a marketplace seller, a bulky item, a
 * preloved piece, and a beauty product with complimentary samples.
 */
const cutOffBrands: CutOffBrands = { marketplacePrefix: 'MP-', lateBrands: ['nastygal', 'misspap'], namedBrands: ['coast', 'oasis', 'warehouse'] };

const usp = {
  thresholdPence: 5_000,
  freeDeliveryMessage: 'Free standard delivery on this item',
  bulkyItemMessage: 'This item is delivered by our two-person team: a £19.99 delivery charge applies',
  underThresholdMessage: 'Free standard delivery on orders over £50',
};

export const ownBrandDelivery: ProductDelivery = {
  productId: 'prd-CST10001',
  productKey: 'CST10001',
  brand: 'coast',
  priceCentAmount: 7_900,
  seller: 'coast',
  shopName: 'Coast',
  isMarketplace: false,
  isPreloved: false,
  bulkyItem: false,
  standardDel: 'Standard delivery £4.99',
  delPromiseStd: '3-5 working days',
  delPromiseXps: 'next working day',
  delXpsDeliveryEnabled: true,
  isNextDay: true,
  cutOffTimes: {},
  cutOffBrands,
  deliveryUspMessage: usp,
  shopExclusionsMessaging: 'Free delivery excludes furniture, large homeware and gift cards. Deliveries to the Channel Islands and Highlands take 2 extra days.',
  returnsPolicy: 'ownBrand',
  manufacturer: {
    name: 'Coast Fashion Ltd',
    tradeName: 'Coast',
    responsiblePersonName: 'Product Safety Team',
    postalAddress: '49-51 Dale Street, Manchester, M1 2HF, United Kingdom',
    emailAddress: 'productsafety@coast.example',
  },
  sustainabilityContent: 'Made with at least 50% recycled polyester, which takes less energy to produce than virgin polyester.',
};

export const marketplaceDelivery: ProductDelivery = {
  ...ownBrandDelivery,
  productId: 'prd-MPH20002',
  productKey: 'MPH20002',
  brand: 'MP-Linen House',
  priceCentAmount: 3_500,
  seller: 'shop-2231',
  shopName: 'Linen House',
  isMarketplace: true,
  standardDel: 'Delivery by Linen House £3.95',
  delPromiseStd: '4-6 working days',
  delXpsDeliveryEnabled: false,
  isNextDay: false,
  cutOffTimes: { standard: '14:00' },
  billingInfo: { corporateName: 'Linen House Trading Ltd', vATNumber: 'GB123456789', identificationNumber: '09876543' },
  addressInfo: { street1: 'Unit 4, Mill Lane', street2: 'Riverside Park', city: 'Leeds', state: 'West Yorkshire', zipCode: 'LS1 4AB', countryIsoCode: 'GB' },
  returnsInfo: 'Return unused items within 14 days of delivery. Linen House pays for return postage on faulty items.',
  returnsPolicy: 'marketplace',
  manufacturer: { name: 'Linen House Trading Ltd', emailAddress: 'hello@linenhouse.example' },
  sustainabilityContent: undefined,
};

export const bulkyDelivery: ProductDelivery = {
  ...ownBrandDelivery,
  productId: 'prd-WHS30003',
  productKey: 'WHS30003',
  brand: 'warehouse',
  priceCentAmount: 45_000,
  bulkyItem: true,
  standardDel: 'Two-person delivery',
  delPromiseStd: '7-10 working days',
  delXpsDeliveryEnabled: false,
  isNextDay: false,
};

export const prelovedDelivery: ProductDelivery = {
  ...ownBrandDelivery,
  productId: 'prd-NGL40004',
  productKey: 'NGL40004',
  brand: 'nastygal',
  priceCentAmount: 12_000,
  isPreloved: true,
  sustainabilityContent: 'Buying preloved keeps a garment in use for longer.',
};

export const samplesDelivery: ProductDelivery = {
  ...ownBrandDelivery,
  productId: 'YDD50005',
  productKey: 'YDD50005',
  brand: 'gorgeous',
  priceCentAmount: 2_400,
  delXpsDeliveryEnabled: false,
  manufacturer: undefined,
  sustainabilityContent: undefined,
};

export const deliveryFixtures = { ownBrandDelivery, marketplaceDelivery, bulkyDelivery, prelovedDelivery, samplesDelivery } as const;
