import { expressWallet as spec } from './spec';

/** P §5: when the product page shows the express wallet button at all. */
export interface ExpressWalletOfferConditions {
  productKey: string;
  /** Products configured never to be sold through the express wallet. */
  excludedProductKeys: readonly string[];
  /** The payment provider's script has loaded. */
  sdkLoaded: boolean;
  featureEnabled: boolean;
  /** ApplePaySession.canMakePayments() on this device. */
  canMakePayments: boolean;
  /** The selected variant is in stock. */
  variantInStock: boolean;
  /** The selected colour is out of stock. */
  hasOutOfStockColour: boolean;
}

export function canOfferExpressWallet(conditions: ExpressWalletOfferConditions): boolean {
  return (
    !conditions.excludedProductKeys.includes(conditions.productKey) &&
    conditions.sdkLoaded &&
    conditions.featureEnabled &&
    conditions.canMakePayments &&
    conditions.variantInStock &&
    !conditions.hasOutOfStockColour
  );
}

/** P §9: the test client id on play and stage, the live one elsewhere, unless configuration overrides it. */
export function expressWalletClientId(options: { environment: string; testClientId: string; liveClientId: string; override?: string }): string {
  if (options.override?.trim()) return options.override.trim();
  return (spec.testEnvironments as readonly string[]).includes(options.environment) ? options.testClientId : options.liveClientId;
}
