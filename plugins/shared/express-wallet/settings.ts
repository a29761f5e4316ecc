import type { AddressReading } from '@storefront/machines/express-wallet-address';

/**
 * What the server tells the page about the express wallet (P §5, §9): plain data, drawn into the
 * cached page, the same for every shopper of a site.
 */
export interface ExpressWalletSettings {
  /** The feature flag. */
  enabled: boolean;
  /** Products never sold through the express wallet. */
  excludedProductKeys: string[];
  /**
   * The embedded default runs (no payment provider keys): browsers without Apple Pay get the test
   * wallet sheet, whose test cards only the embedded payment service accepts.
   */
  testWallet: boolean;
  /** The Apple Pay client (merchant) id for this environment (`expressWalletClientId`). */
  clientId: string;
  /** The brand the shopper pays: the label of the sheet's total. */
  merchantName: string;
  countryCode: string;
  currencyCode: string;
  addressReading: AddressReading;
}
