import { expressWalletClientId } from '@storefront/machines/express-wallet-offer';
import { expressWallet as spec } from '@storefront/machines/spec';
import type { ExpressWalletSettings } from '@storefront/plugins/shared/express-wallet/settings';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { usesEmbeddedPayments } from '../embedded/defaults';
import { addressReading } from './config';

type Env = Readonly<Record<string, string | undefined>>;

/** Apple Pay merchant ids used when the environment names none. */
export const DEFAULT_TEST_CLIENT_ID = 'merchant.com.storefront.test';
export const DEFAULT_LIVE_CLIENT_ID = 'merchant.com.storefront';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * The express wallet's configuration for a site's pages (P §5, §9), from the environment:
 * EXPRESS_WALLET_ENABLED (the feature flag, on unless 'false'), EXPRESS_WALLET_EXCLUDED_PRODUCTS
 * (product keys, comma separated), EXPRESS_WALLET_ADDRESS_READING ('fixedFields' or
 * 'countrySchema'), the client id by STOREFRONT_ENVIRONMENT (APPLE_PAY_TEST_MERCHANT_ID on play and
 * stage, APPLE_PAY_MERCHANT_ID otherwise, EXPRESS_WALLET_CLIENT_ID overriding both). Without Adyen
 * keys the payments run on the embedded service, whose test wallet other browsers than Safari get.
 */
export function expressWalletSettings(site: Pick<FasciaConfig, 'name'>, env: Env = process.env): ExpressWalletSettings {
  return {
    enabled: env.EXPRESS_WALLET_ENABLED?.trim().toLowerCase() !== 'false',
    excludedProductKeys: list(env.EXPRESS_WALLET_EXCLUDED_PRODUCTS),
    testWallet: usesEmbeddedPayments(env),
    clientId: expressWalletClientId({
      environment: (env.STOREFRONT_ENVIRONMENT ?? '').trim().toLowerCase() || 'production',
      testClientId: env.APPLE_PAY_TEST_MERCHANT_ID?.trim() || DEFAULT_TEST_CLIENT_ID,
      liveClientId: env.APPLE_PAY_MERCHANT_ID?.trim() || DEFAULT_LIVE_CLIENT_ID,
      override: env.EXPRESS_WALLET_CLIENT_ID,
    }),
    merchantName: site.name,
    countryCode: spec.defaultCountry,
    currencyCode: spec.defaultCurrency,
    // The server checks the addresses in the same reading (config.ts).
    addressReading: addressReading(env),
  };
}
