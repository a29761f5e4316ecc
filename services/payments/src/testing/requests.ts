import { testApplePayToken, type TestCard } from '../apple-pay/test-token';
import type { PaymentService } from '../protocol/handler';

/** A test service's configuration and a client for it that speaks HTTP as the Adyen library does. */
export const TEST_BASE_PATH = '/_adyen/checkout';
export const TEST_API_KEY = 'test-api-key-with-enough-entropy';
export const TEST_MERCHANT_ACCOUNT = 'StorefrontECOM';
export const OTHER_API_KEY = 'another-company-key';
export const OTHER_MERCHANT_ACCOUNT = 'OtherCompanyECOM';
export const TEST_APPLE_PAY = { merchantIdentifier: 'merchant.test.storefront', merchantName: 'Storefront' };

export const TEST_CREDENTIALS = [
  { apiKey: TEST_API_KEY, merchantAccounts: [TEST_MERCHANT_ACCOUNT] },
  { apiKey: OTHER_API_KEY, merchantAccounts: [OTHER_MERCHANT_ACCOUNT] },
];

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export interface CallOptions {
  apiKey?: string | null;
  idempotencyKey?: string;
  method?: string;
  contentType?: string;
  /** Sent as is instead of the JSON of `body`. */
  raw?: string;
}

export async function call(service: PaymentService, path: string, body: unknown, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/json' };
  if (options.apiKey !== null) headers['x-api-key'] = options.apiKey ?? TEST_API_KEY;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const answer = await service.handle({ method: options.method ?? 'POST', url: `${TEST_BASE_PATH}/v72/${path}`, headers, body: options.raw ?? JSON.stringify(body) });
  return { status: answer.status, headers: answer.headers, body: JSON.parse(answer.body) as Record<string, unknown> };
}

let transactions = 0;

export function paymentBody(card: Partial<TestCard> = {}, overrides: Record<string, unknown> = {}) {
  transactions += 1;
  const token = testApplePayToken({ network: 'visa', last4: '1111', holderName: 'Ada Lovelace', ...card }, `tx-${transactions}`);
  return { merchantAccount: TEST_MERCHANT_ACCOUNT, reference: `order-${transactions}`, amount: { currency: 'GBP', value: 4599 }, paymentMethod: { type: 'applepay', applePayToken: token }, ...overrides };
}
