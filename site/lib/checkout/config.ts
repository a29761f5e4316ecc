import type { AddressReading } from '@storefront/machines/express-wallet-address';
import type { FasciaConfig } from '@storefront/sites/fascias';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The Apple Pay configuration a brand site's wallet pays with (P §7 pdpPaymentData's
 * adyenConfigKey); the submit names it back, and a key of another site is refused.
 */
export function adyenConfigKey(site: Pick<FasciaConfig, 'id'>): string {
  return `applepay-${site.id}`;
}

/**
 * Which reading of P §5's address rules the server applies to the addresses the wallet sends:
 * the one the wallet on the page is configured with (EXPRESS_WALLET_ADDRESS_READING).
 */
export function addressReading(env: Env = process.env): AddressReading {
  return env.EXPRESS_WALLET_ADDRESS_READING?.trim() === 'countrySchema' ? 'countrySchema' : 'fixedFields';
}

/** The order confirmation's path, as the submit's redirect names it. */
export const orderConfirmationPath = (orderId: string) => `/order-confirmation/${encodeURIComponent(orderId)}`;
