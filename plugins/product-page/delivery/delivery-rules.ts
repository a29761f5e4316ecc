import { cutOffTime, type DeliveryOption } from '@storefront/machines/deliveryCountdown.cutOffs';
import { DEFAULT_RETURNS_POLICY, SAMPLES_PRODUCT_ID_PREFIX } from './delivery.texts';
import type { ProductDelivery } from './types';

/**
 * P §5: the free-delivery message applies when the price exceeds the threshold, unless the item
 * is bulky (then its own message); under the threshold, the threshold message.
 */
export function deliveryUspText(delivery: Pick<ProductDelivery, 'deliveryUspMessage' | 'bulkyItem' | 'priceCentAmount'>): string | undefined {
  const usp = delivery.deliveryUspMessage;
  if (!usp) return undefined;
  if (delivery.bulkyItem) return usp.bulkyItemMessage || undefined;
  return (delivery.priceCentAmount > usp.thresholdPence ? usp.freeDeliveryMessage : usp.underThresholdMessage) || undefined;
}

/** P §3: an id starting with YDD means samples are enabled. */
export const hasComplimentarySamples = (productId: string) => productId.startsWith(SAMPLES_PRODUCT_ID_PREFIX);

/** P §3: returnsPolicy defaults to ownBrand; any other policy is the seller's own. */
export const hasOwnBrandReturns = (returnsPolicy: string | undefined) => (returnsPolicy?.trim() || DEFAULT_RETURNS_POLICY) === DEFAULT_RETURNS_POLICY;

/** The delivery options a countdown badge is drawn for: the main service, and express when enabled. */
export function countdownOptions(delivery: ProductDelivery): DeliveryOption[] {
  const main: DeliveryOption = {
    service: delivery.isNextDay ? 'nextDay' : 'standard',
    brand: delivery.brand,
    configuredCutOff: delivery.cutOffTimes.standard,
    isExpressEnabled: delivery.delXpsDeliveryEnabled,
  };
  if (!delivery.delXpsDeliveryEnabled) return [main];
  return [main, { service: 'express', brand: delivery.brand, configuredCutOff: delivery.cutOffTimes.express, isExpressEnabled: true }];
}

/**
 * Whether an option ever has a cut-off (on some weekday): only then does the page reserve the
 * badge's place. It does not depend on the time, so the cached page draws the same for everyone.
 */
export const hasCutOff = (option: DeliveryOption, delivery: Pick<ProductDelivery, 'cutOffBrands'>) =>
  [0, 1, 2, 3, 4, 5, 6].some((weekday) => cutOffTime(option, delivery.cutOffBrands, weekday) !== undefined);
