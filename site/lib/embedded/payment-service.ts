import 'server-only';
import { randomBytes } from 'node:crypto';
import { processSingleton, processSingletonAsync, releaseProcessSingleton } from '@storefront/platform/process-singleton';
import { createPaymentService, DEFAULT_MAX_BODY_BYTES, type PaymentService } from '@storefront/payments/protocol/handler';
import { payloadTooLarge, toFetchResponse, toPaymentRequest } from '@storefront/payments/protocol/fetch-handler';
import { getDb } from '../platform/db';
import { usesEmbeddedPayments } from './defaults';

/**
 * The embedded payment provider (services/payments: Adyen's Checkout API over this process's
 * database), the default when no Adyen account is configured. The Adyen adapter
 * (site/lib/adyen) reaches it in process through the Adyen library's pluggable HTTP client;
 * /_adyen/checkout/v72/… serves the same API over HTTP, for servers (no CORS, as Adyen).
 */

type Env = Readonly<Record<string, string | undefined>>;

export const EMBEDDED_ADYEN_BASE_PATH = '/_adyen/checkout';
/** The embedded provider's one merchant account. */
export const EMBEDDED_MERCHANT_ACCOUNT = 'StorefrontEmbeddedECOM';
/** The Apple Pay merchant it validates sessions for (and advertises in /paymentMethods). */
export const EMBEDDED_APPLE_PAY_MERCHANT = { merchantIdentifier: 'merchant.storefront.embedded', merchantName: 'Storefront' };

// Per process, not per module copy: Next.js may load this module once per bundle.
const processApiKey = () => processSingleton('site.embeddedAdyenApiKey', () => randomBytes(24).toString('base64url'));

/**
 * The key the embedded provider takes: ADYEN_EMBEDDED_API_KEY, else random per process. The site
 * itself needs no key from outside; calling /_adyen over HTTP (tools, tests) needs the variable.
 */
export function embeddedAdyenApiKey(env: Env = process.env): string {
  return env.ADYEN_EMBEDDED_API_KEY?.trim() || processApiKey();
}

const EMBEDDED_PAYMENTS = 'site.embeddedPayments';

async function open(): Promise<PaymentService> {
  if (!usesEmbeddedPayments()) throw new Error('The embedded payment provider is not used when ADYEN_API_KEY is set');
  return createPaymentService({
    db: await getDb(),
    credentials: [{ apiKey: embeddedAdyenApiKey(), merchantAccounts: [EMBEDDED_MERCHANT_ACCOUNT] }],
    applePay: EMBEDDED_APPLE_PAY_MERCHANT,
    basePath: EMBEDDED_ADYEN_BASE_PATH,
  });
}

/** The process's embedded provider, opened (with the database) on first use. */
export function getEmbeddedPaymentService(): Promise<PaymentService> {
  return processSingletonAsync(EMBEDDED_PAYMENTS, open);
}

/** Replaces the process's embedded provider (tests give it their own database), or forgets it. */
export function setEmbeddedPaymentService(service: PaymentService | undefined): void {
  releaseProcessSingleton(EMBEDDED_PAYMENTS);
  if (service) processSingletonAsync(EMBEDDED_PAYMENTS, () => Promise.resolve(service));
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** A request to /_adyen/…: the embedded provider's answer; 404 when payments go to Adyen itself. */
export async function handleAdyenRequest(request: Request): Promise<Response> {
  if (!usesEmbeddedPayments()) return notFound();
  const incoming = await toPaymentRequest(request, DEFAULT_MAX_BODY_BYTES);
  if (!incoming) return payloadTooLarge(DEFAULT_MAX_BODY_BYTES);
  // Path only: the provider answers wherever the site is served.
  const url = new URL(request.url);
  return toFetchResponse(await (await getEmbeddedPaymentService()).handle({ ...incoming, url: `${url.pathname}${url.search}` }));
}
