import { resolveFascia } from '@storefront/sites/fascias';
import { usesEmbeddedPayments } from '../embedded/defaults';
import { siteOrigin } from '../platform/site-segment';

/**
 * Where payments go: Adyen itself when ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT and
 * ADYEN_ENVIRONMENT (TEST or LIVE; LIVE also needs ADYEN_LIVE_URL_PREFIX, the account's
 * prefix for its live endpoints) are set; otherwise the embedded provider in this process.
 * A half-done configuration is refused with the variable to fix, never quietly embedded.
 * ADYEN_RETURN_URL is where a shopper would come back after a redirect (Adyen requires one on
 * every payment; Apple Pay never redirects): by default the default site's basket.
 */

type Env = Readonly<Record<string, string | undefined>>;

export type AdyenEnvironment = 'TEST' | 'LIVE';

export type PaymentsConfig =
  | { mode: 'embedded'; returnUrl: string }
  | {
      mode: 'adyen';
      returnUrl: string;
      apiKey: string;
      merchantAccount: string;
      environment: AdyenEnvironment;
      /** Required for LIVE: the prefix of the account's live endpoints ({prefix}-checkout-live.adyenpayments.com). */
      liveUrlPrefix: string | undefined;
      /** The Apple Pay merchant identifier for merchant validation; by default the one Adyen's /paymentMethods gives. */
      applePayMerchantIdentifier: string | undefined;
    };

export class PaymentsConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentsConfigError';
  }
}

const value = (env: Env, name: string) => env[name]?.trim() || undefined;

export function paymentsConfig(env: Env = process.env): PaymentsConfig {
  const returnUrl = value(env, 'ADYEN_RETURN_URL') ?? `${siteOrigin(resolveFascia(null, env), env)}/basket`;
  if (usesEmbeddedPayments(env)) return { mode: 'embedded', returnUrl };
  const apiKey = value(env, 'ADYEN_API_KEY')!;
  const merchantAccount = value(env, 'ADYEN_MERCHANT_ACCOUNT');
  if (!merchantAccount) throw new PaymentsConfigError('ADYEN_API_KEY is set but ADYEN_MERCHANT_ACCOUNT is not: name the merchant account payments are made to');
  const environment = value(env, 'ADYEN_ENVIRONMENT');
  if (environment !== 'TEST' && environment !== 'LIVE') {
    throw new PaymentsConfigError(`ADYEN_ENVIRONMENT must be TEST or LIVE (it is ${environment === undefined ? 'not set' : JSON.stringify(environment)})`);
  }
  const liveUrlPrefix = value(env, 'ADYEN_LIVE_URL_PREFIX');
  if (environment === 'LIVE' && !liveUrlPrefix) {
    throw new PaymentsConfigError('ADYEN_ENVIRONMENT is LIVE but ADYEN_LIVE_URL_PREFIX is not set: copy the prefix of your live endpoints from Adyen’s Customer Area (Developers → API URLs)');
  }
  return { mode: 'adyen', returnUrl, apiKey, merchantAccount, environment, liveUrlPrefix, applePayMerchantIdentifier: value(env, 'ADYEN_APPLE_PAY_MERCHANT_ID') };
}
