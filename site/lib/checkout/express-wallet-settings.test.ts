import { describe, expect, it } from 'vitest';
import { DEFAULT_LIVE_CLIENT_ID, DEFAULT_TEST_CLIENT_ID, expressWalletSettings } from './express-wallet-settings';

const site = { name: 'Coast' };

describe('express wallet settings', () => {
  it('offers the wallet by default, as the test wallet on the embedded payment service, in GB and GBP for the site’s brand', () => {
    expect(expressWalletSettings(site, {})).toEqual({
      enabled: true,
      excludedProductKeys: [],
      testWallet: true,
      clientId: DEFAULT_LIVE_CLIENT_ID,
      merchantName: 'Coast',
      countryCode: 'GB',
      currencyCode: 'GBP',
      addressReading: 'fixedFields',
    });
  });

  it('follows the feature flag, the excluded products and the address reading', () => {
    const settings = expressWalletSettings(site, { EXPRESS_WALLET_ENABLED: ' FALSE ', EXPRESS_WALLET_EXCLUDED_PRODUCTS: ' gift-card, ,e-voucher ', EXPRESS_WALLET_ADDRESS_READING: 'countrySchema' });
    expect(settings).toMatchObject({ enabled: false, excludedProductKeys: ['gift-card', 'e-voucher'], addressReading: 'countrySchema' });
    expect(expressWalletSettings(site, { EXPRESS_WALLET_ADDRESS_READING: 'anything' }).addressReading).toBe('fixedFields');
  });

  it('has no test wallet once Adyen keys are configured: real cards through Adyen only', () => {
    expect(expressWalletSettings(site, { ADYEN_API_KEY: 'key', ADYEN_MERCHANT_ACCOUNT: 'CoastGB' }).testWallet).toBe(false);
    expect(expressWalletSettings(site, { ADYEN_API_KEY: ' ' }).testWallet).toBe(true);
  });

  it('uses the test client id on play and stage, the live one elsewhere, and an override always', () => {
    expect(expressWalletSettings(site, { STOREFRONT_ENVIRONMENT: 'stage' }).clientId).toBe(DEFAULT_TEST_CLIENT_ID);
    expect(expressWalletSettings(site, { STOREFRONT_ENVIRONMENT: 'Play', APPLE_PAY_TEST_MERCHANT_ID: 'merchant.test.coast' }).clientId).toBe('merchant.test.coast');
    expect(expressWalletSettings(site, { STOREFRONT_ENVIRONMENT: 'production', APPLE_PAY_MERCHANT_ID: 'merchant.coast' }).clientId).toBe('merchant.coast');
    expect(expressWalletSettings(site, { STOREFRONT_ENVIRONMENT: 'stage', EXPRESS_WALLET_CLIENT_ID: 'merchant.override' }).clientId).toBe('merchant.override');
  });
});
