import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { testApplePayToken } from '@storefront/payments/apple-pay/test-token';
import { createPaymentService } from '@storefront/payments/protocol/handler';
import { EMBEDDED_ADYEN_BASE_PATH, EMBEDDED_APPLE_PAY_MERCHANT, EMBEDDED_MERCHANT_ACCOUNT, embeddedAdyenApiKey, handleAdyenRequest, setEmbeddedPaymentService } from './payment-service';

/** /_adyen/… as a server calling Adyen sees it: Adyen's API, key required, no CORS. */

const API_KEY = 'embedded-http-key';
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  setEmbeddedPaymentService(createPaymentService({ db: handle.db, credentials: [{ apiKey: API_KEY, merchantAccounts: [EMBEDDED_MERCHANT_ACCOUNT] }], applePay: EMBEDDED_APPLE_PAY_MERCHANT, basePath: EMBEDDED_ADYEN_BASE_PATH }));
});
afterAll(async () => {
  setEmbeddedPaymentService(undefined);
  await handle.close();
});
afterEach(() => vi.unstubAllEnvs());

const payment = {
  merchantAccount: EMBEDDED_MERCHANT_ACCOUNT,
  reference: 'order-http-1',
  amount: { currency: 'GBP', value: 2599 },
  paymentMethod: { type: 'applepay', applePayToken: testApplePayToken({ network: 'amex', last4: '0005', holderName: 'Ada Lovelace' }, 'http-tx-1') },
};

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return handleAdyenRequest(new Request(`http://localhost:3000${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example', ...headers }, body: JSON.stringify(body) }));
}

const corsHeaders = (response: Response) => [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('the embedded provider over HTTP (/_adyen)', () => {
  it('takes payments from a caller with the key, answering as Adyen', async () => {
    const response = await post(`${EMBEDDED_ADYEN_BASE_PATH}/v72/payments`, payment, { 'x-api-key': API_KEY, 'idempotency-key': 'http-order-1' });
    expect(response.status).toBe(200);
    expect(response.headers.get('idempotency-key')).toBe('http-order-1');
    expect(await response.json()).toMatchObject({ resultCode: 'Authorised', paymentMethod: { brand: 'amex_applepay', type: 'applepay' }, pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/) });
    expect(corsHeaders(response)).toEqual([]);
  });

  it('refuses callers without the key in Adyen’s shape, and answers no browser preflight', async () => {
    const refused = await post(`${EMBEDDED_ADYEN_BASE_PATH}/v72/payments`, payment);
    expect([refused.status, await refused.json()]).toEqual([401, { status: 401, errorCode: '000', message: 'HTTP Status Response - Unauthorized', errorType: 'security' }]);
    const preflight = await handleAdyenRequest(new Request(`http://localhost:3000${EMBEDDED_ADYEN_BASE_PATH}/v72/payments`, { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } }));
    expect(preflight.status).toBe(401);
    expect(corsHeaders(refused)).toEqual([]);
    expect(corsHeaders(preflight)).toEqual([]);
  });

  it('refuses a body over its limit before reading it whole', async () => {
    const response = await post(`${EMBEDDED_ADYEN_BASE_PATH}/v72/payments`, { ...payment, pad: 'x'.repeat(100_000) }, { 'x-api-key': API_KEY });
    expect([response.status, (await response.json()).errorCode]).toEqual([413, '000']);
  });

  it('is not there when payments go to Adyen itself', async () => {
    vi.stubEnv('ADYEN_API_KEY', 'AQE-real-key');
    expect((await post(`${EMBEDDED_ADYEN_BASE_PATH}/v72/payments`, payment, { 'x-api-key': API_KEY })).status).toBe(404);
  });

  it('takes ADYEN_EMBEDDED_API_KEY as its key, else one made for the process', () => {
    vi.stubEnv('ADYEN_EMBEDDED_API_KEY', ' configured-key ');
    expect(embeddedAdyenApiKey()).toBe('configured-key');
    vi.stubEnv('ADYEN_EMBEDDED_API_KEY', '');
    const generated = embeddedAdyenApiKey();
    expect(generated).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(embeddedAdyenApiKey()).toBe(generated);
  });
});
