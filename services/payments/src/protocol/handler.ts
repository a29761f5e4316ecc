import { timingSafeEqual } from 'node:crypto';
import type { Database } from '@storefront/db/client';
import { parseAcceptableJson } from '@storefront/platform/safe-text';
import { applePaySessions, paymentMethods } from '../operations/apple-pay';
import type { ApplePayMerchant, Operation, OperationContext } from '../operations/operation';
import { payments } from '../operations/payments';
import { refunds } from '../operations/refunds';
import { requireObjectBody } from './fields';
import { adyenError, adyenErrorResponse, AdyenRequestError, bodyBytes, bodyText, header, type PaymentHttpResponse, type PaymentRequest } from './http';
import { readIdempotencyKey, requestHash, runIdempotently } from './idempotency';

/**
 * The embedded payment provider: the part of Adyen's Checkout API the storefront uses, at
 * `{basePath}/v{version}/…` — paymentMethods, payments (Apple Pay), refunds and Apple Pay
 * sessions. As Adyen: the X-API-Key header is required, the merchant account must be the key's,
 * errors come as `{ status, errorCode, message, errorType }`, Idempotency-Key is honoured, and
 * every payment and refund is recorded in the database.
 */

export interface PaymentCredential {
  apiKey: string;
  /** The merchant accounts this key may use. */
  merchantAccounts: readonly string[];
}

export interface PaymentServiceOptions {
  db: Database;
  credentials: readonly PaymentCredential[];
  applePay: ApplePayMerchant;
  /** Where the Checkout API is mounted, e.g. '/_adyen/checkout'. */
  basePath: string;
  /** The largest body read (default 64 KiB; an Apple Pay payment is about 4 KB). */
  maxBodyBytes?: number;
}

export interface PaymentService {
  handle(request: PaymentRequest): Promise<PaymentHttpResponse>;
}

/** Checkout API versions answered: the one @adyen/api-library calls (v72) and the one before. */
export const CHECKOUT_API_VERSIONS = ['v71', 'v72'] as const;

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

const ROUTES: Array<{ pattern: RegExp; operation: Operation<unknown> }> = [
  { pattern: /^paymentMethods$/, operation: paymentMethods as Operation<unknown> },
  { pattern: /^payments$/, operation: payments as Operation<unknown> },
  { pattern: /^payments\/([^/]+)\/refunds$/, operation: refunds as Operation<unknown> },
  { pattern: /^applePay\/sessions$/, operation: applePaySessions as Operation<unknown> },
];

const notFound = () => adyenError(404, '000', 'HTTP Status Response - Not Found');
const unauthorised = () => adyenError(401, '000', 'HTTP Status Response - Unauthorized', 'security');

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://payments.local').pathname;
  } catch {
    throw notFound();
  }
}

export function createPaymentService(options: PaymentServiceOptions): PaymentService {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const base = options.basePath.replace(/\/$/, '');

  function authenticate(request: PaymentRequest): PaymentCredential {
    const apiKey = header(request, 'x-api-key');
    const credential = apiKey ? options.credentials.find((candidate) => sameSecret(apiKey, candidate.apiKey)) : undefined;
    if (!credential) throw unauthorised();
    return credential;
  }

  function route(path: string): { operation: Operation<unknown>; target: string; pathReference: string | undefined } {
    const [version, ...rest] = path.slice(base.length + 1).split('/');
    if (!(CHECKOUT_API_VERSIONS as readonly string[]).includes(version ?? '')) throw notFound();
    const target = rest.join('/');
    for (const { pattern, operation } of ROUTES) {
      const match = pattern.exec(target);
      if (match) return { operation, target, pathReference: match[1] };
    }
    throw notFound();
  }

  function readBody(request: PaymentRequest) {
    const contentType = (header(request, 'content-type') ?? '').toLowerCase();
    if (!/^application\/json\s*(;|$)/.test(contentType)) throw adyenError(415, '000', 'HTTP Status Response - Unsupported Media Type: send application/json');
    if (bodyBytes(request) > maxBodyBytes) throw adyenError(413, '000', `HTTP Status Response - Payload Too Large: the body is larger than ${maxBodyBytes} bytes`);
    const text = bodyText(request);
    const parsed = parseAcceptableJson(text);
    if (!parsed.ok) throw adyenError(400, '702', parsed.message);
    return { text, body: requireObjectBody(parsed.value) };
  }

  async function answer(request: PaymentRequest): Promise<PaymentHttpResponse> {
    const path = pathOf(request.url);
    if (!path.startsWith(`${base}/`)) throw notFound();
    // As Adyen: nothing but a 401 for a request without a valid key, whatever it asks for.
    const credential = authenticate(request);
    const found = route(path);
    if (request.method !== 'POST') throw adyenError(405, '000', `HTTP Status Response - Method Not Allowed: ${found.target} takes POST`);
    const { text, body } = readBody(request);
    const context: OperationContext = { merchantAccounts: credential.merchantAccounts, applePay: options.applePay };
    const parsed = found.operation.read(body, context, found.pathReference);
    const key = readIdempotencyKey(header(request, 'idempotency-key'));
    return runIdempotently(options.db, key, requestHash(found.target, text), (tx) => found.operation.run(tx, parsed));
  }

  return {
    async handle(request) {
      try {
        return await answer(request);
      } catch (error) {
        if (error instanceof AdyenRequestError) return adyenErrorResponse(error.error);
        console.error(JSON.stringify({ level: 'error', event: 'payments.request_failed', reason: error instanceof Error ? error.message : String(error) }));
        return adyenErrorResponse({ status: 500, errorCode: '99_500', message: 'Error processing request', errorType: 'internal' });
      }
    },
  };
}
