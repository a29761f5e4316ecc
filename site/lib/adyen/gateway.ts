import 'server-only';
import { CheckoutAPI, Client, Config, EnvironmentEnum, Types } from '@adyen/api-library';
import { processSingleton } from '@storefront/platform/process-singleton';
import type { MinorAmount, PaymentGateway, PaymentOutcome, RefundOutcome } from '@storefront/shopper/checkout/payment-gateway';
import { EMBEDDED_ADYEN_BASE_PATH, EMBEDDED_MERCHANT_ACCOUNT, embeddedAdyenApiKey, getEmbeddedPaymentService } from '../embedded/payment-service';
import { paymentsConfig, type PaymentsConfig } from './config';
import { PaymentProviderError, providerError, providerFailure } from './errors';
import { InProcessAdyenClient } from './in-process-client';

/**
 * The payment provider adapter: checkout's PaymentGateway over Adyen's Checkout API through
 * Adyen's own library (@adyen/api-library, the only importer of it). With an Adyen account
 * configured (./config.ts) it calls Adyen; by default the same library talks to the embedded
 * provider in this process. Adyen's types stay here: checkout sees PaymentOutcome.
 */

export interface ApplePayMerchant {
  merchantIdentifier: string;
  merchantName: string;
}

export interface AdyenPaymentGateway extends PaymentGateway {
  /** Apple Pay as the merchant account offers it (from /paymentMethods); undefined when it does not. */
  applePayMerchant(request?: { amount?: MinorAmount; countryCode?: string }): Promise<ApplePayMerchant | undefined>;
}

export interface AdyenGatewayOptions {
  client: Client;
  merchantAccount: string;
  /** Where a shopper comes back after a redirect (Adyen asks for one on every payment; Apple Pay never redirects). */
  returnUrl: string;
  /** Overrides the Apple Pay merchant identifier /paymentMethods gives (ADYEN_APPLE_PAY_MERCHANT_ID). */
  applePayMerchantIdentifier?: string | undefined;
}

/** How long a call to Adyen may take before the outcome counts as unknown (the caller retries with the same key). */
const REQUEST_TIMEOUT_MS = 20_000;
/** How long merchant validation reuses the Apple Pay merchant /paymentMethods gave (one call less while the sheet waits). */
const MERCHANT_REUSE_MS = 10 * 60 * 1000;
const APPLICATION_NAME = 'storefront';

const { ResultCodeEnum } = Types.checkout.PaymentResponse;
const REFUSALS = new Set<string>([ResultCodeEnum.Refused, ResultCodeEnum.Cancelled, ResultCodeEnum.Error]);

/**
 * A refusal of the request itself (422, or 400) means Adyen processed nothing: the payment is
 * refused for good, and a retry with the same key would be refused the same way. Not so for 704
 * (a request under that key is still in progress) or 401/403/5xx: the outcome is then unknown.
 */
const refusedOutright = (status: number | undefined, errorCode: string | undefined) => (status === 422 || status === 400) && errorCode !== '704';

export function adyenGateway(options: AdyenGatewayOptions): AdyenPaymentGateway {
  const checkout = new CheckoutAPI(options.client);
  const payments = checkout.PaymentsApi;
  const modifications = checkout.ModificationsApi;
  const utility = checkout.UtilityApi;
  const { merchantAccount } = options;

  async function applePayMerchant(request: { amount?: MinorAmount; countryCode?: string } = {}): Promise<ApplePayMerchant | undefined> {
    let answer: Types.checkout.PaymentMethodsResponse;
    try {
      answer = await payments.paymentMethods({ merchantAccount, channel: Types.checkout.PaymentMethodsRequest.ChannelEnum.Web, ...request });
    } catch (error) {
      throw providerError(error, 'asking which payment methods the merchant account offers');
    }
    const applePay = answer.paymentMethods?.find((method) => method.type === 'applepay');
    const merchantIdentifier = options.applePayMerchantIdentifier ?? applePay?.configuration?.merchantId;
    if (!applePay || !merchantIdentifier) return undefined;
    return { merchantIdentifier, merchantName: applePay.configuration?.merchantName ?? merchantAccount };
  }

  let known: { until: number; merchant: Promise<ApplePayMerchant | undefined> } | undefined;
  function sessionMerchant(): Promise<ApplePayMerchant | undefined> {
    if (known && known.until > Date.now()) return known.merchant;
    const merchant = applePayMerchant();
    const entry = { until: Date.now() + MERCHANT_REUSE_MS, merchant };
    known = entry;
    // A failed lookup is not reused: the next validation asks again.
    merchant.catch(() => {
      if (known === entry) known = undefined;
    });
    return merchant;
  }

  return {
    applePayMerchant,

    async applePaySession(request) {
      // Adyen asks Apple for the session itself (with its certificate): Apple's validationURL is not part of the call.
      const merchant = await sessionMerchant();
      if (!merchant) throw new PaymentProviderError(`Apple Pay is not offered by merchant account ${merchantAccount}`, undefined, undefined, undefined);
      let data: string;
      try {
        ({ data } = await utility.getApplePaySession({ displayName: request.displayName, domainName: request.domainName, merchantIdentifier: merchant.merchantIdentifier }));
      } catch (error) {
        throw providerError(error, `validating the Apple Pay merchant for ${request.domainName}`);
      }
      return JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as unknown;
    },

    async authoriseApplePay(request): Promise<PaymentOutcome> {
      let answer: Types.checkout.PaymentResponse;
      try {
        answer = await payments.payments(
          {
            merchantAccount,
            reference: request.reference,
            amount: { currency: request.amount.currency, value: request.amount.value },
            paymentMethod: { type: Types.checkout.ApplePayDetails.TypeEnum.Applepay, applePayToken: request.applePayToken },
            returnUrl: options.returnUrl,
            ...(request.shopperEmail ? { shopperEmail: request.shopperEmail } : {}),
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (error) {
        const failure = providerFailure(error);
        if (refusedOutright(failure.status, failure.errorCode)) return { status: 'refused', reason: `${failure.message} (Adyen ${failure.status}, ${failure.errorCode ?? 'no code'})` };
        throw providerError(error, `authorising payment ${request.reference}`);
      }
      const { resultCode, pspReference } = answer;
      if (resultCode === ResultCodeEnum.Authorised && pspReference) return { status: 'authorised', pspReference };
      if (resultCode && REFUSALS.has(resultCode)) return { status: 'refused', ...(pspReference ? { pspReference } : {}), reason: answer.refusalReason ?? resultCode };
      throw new PaymentProviderError(`Adyen answered ${resultCode ?? 'no result code'} for payment ${request.reference}: not a final outcome yet`, 200, undefined, resultCode);
    },

    async refund(request): Promise<RefundOutcome> {
      try {
        const answer = await modifications.refundCapturedPayment(
          request.pspReference,
          { merchantAccount, reference: request.reference, amount: { currency: request.amount.currency, value: request.amount.value } },
          { idempotencyKey: request.idempotencyKey },
        );
        return { status: 'received', pspReference: answer.pspReference };
      } catch (error) {
        throw providerError(error, `refunding payment ${request.pspReference} (${request.reference})`);
      }
    },
  };
}

/** Adyen's library client for the configuration: Adyen's endpoints, or the embedded provider in this process. */
export function adyenClient(config: PaymentsConfig): AdyenGatewayOptions {
  if (config.mode === 'adyen') {
    const environment = config.environment === 'LIVE' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST;
    const client = new Client(new Config({ apiKey: config.apiKey, environment, liveEndpointUrlPrefix: config.liveUrlPrefix, applicationName: APPLICATION_NAME, connectionTimeoutMillis: REQUEST_TIMEOUT_MS }));
    return { client, merchantAccount: config.merchantAccount, returnUrl: config.returnUrl, applePayMerchantIdentifier: config.applePayMerchantIdentifier };
  }
  const inProcess = new InProcessAdyenClient(async (request) => (await getEmbeddedPaymentService()).handle(request), EMBEDDED_ADYEN_BASE_PATH);
  const client = new Client(new Config({ apiKey: embeddedAdyenApiKey(), environment: EnvironmentEnum.TEST, applicationName: APPLICATION_NAME }), inProcess);
  return { client, merchantAccount: EMBEDDED_MERCHANT_ACCOUNT, returnUrl: config.returnUrl };
}

/** The process's payment gateway, for checkout (configuration read once, on first use). */
export function paymentGateway(): AdyenPaymentGateway {
  return processSingleton('site.paymentGateway', () => adyenGateway(adyenClient(paymentsConfig())));
}
