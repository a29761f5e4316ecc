import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { pspPayments } from '@storefront/db/schema/payments';
import { openTestDatabase, rowsPerTable } from '@storefront/db/testing';
import { TEST_WALLET_SIGNATURE } from '../apple-pay/test-token';
import { call, OTHER_MERCHANT_ACCOUNT, paymentBody, TEST_APPLE_PAY, TEST_BASE_PATH, TEST_CREDENTIALS, TEST_MERCHANT_ACCOUNT } from '../testing/requests';
import { createPaymentService, type PaymentService } from './handler';

let handle: DatabaseHandle;
let service: PaymentService;

beforeAll(async () => {
  handle = await openTestDatabase();
  service = createPaymentService({ db: handle.db, credentials: TEST_CREDENTIALS, applePay: TEST_APPLE_PAY, basePath: TEST_BASE_PATH });
});
afterAll(() => handle.close());

const pspRows = async () => {
  const counts = await rowsPerTable(handle.db);
  return { payments: counts.psp_payments, refunds: counts.psp_refunds, keys: counts.psp_idempotent_responses };
};

const adyenError = (status: number, errorCode: string, message: string | RegExp, errorType = 'validation') => ({
  status,
  errorCode,
  message: typeof message === 'string' ? message : expect.stringMatching(message),
  errorType,
});

describe('the embedded Checkout API refuses as Adyen does, and records nothing', () => {
  it('answers 401 in Adyen’s shape without a key or with a wrong one, whatever the request', async () => {
    const before = await pspRows();
    for (const apiKey of [null, 'wrong-key', '']) {
      const answer = await call(service, 'payments', paymentBody(), { apiKey });
      expect([answer.status, answer.body]).toEqual([401, adyenError(401, '000', 'HTTP Status Response - Unauthorized', 'security')]);
    }
    expect((await call(service, 'no/such/endpoint', {}, { apiKey: null })).status).toBe(401);
    expect(await pspRows()).toEqual(before);
  });

  it('refuses a merchant account the key does not own (403, 901)', async () => {
    const answer = await call(service, 'payments', paymentBody({}, { merchantAccount: OTHER_MERCHANT_ACCOUNT }));
    expect([answer.status, answer.body]).toEqual([403, adyenError(403, '901', 'Invalid Merchant Account', 'security')]);
  });

  it('answers 422 with Adyen’s codes for requests it can read but not take', async () => {
    const before = await pspRows();
    const cases: Array<[unknown, string, string | RegExp]> = [
      [paymentBody({}, { amount: undefined }), '100', "Required object 'amount' is not provided."],
      [paymentBody({}, { reference: undefined }), '130', "Required field 'reference' is not provided."],
      [paymentBody({}, { merchantAccount: undefined }), '702', "Required field 'merchantAccount' is not provided."],
      [paymentBody({}, { amount: { currency: 'GBP', value: -5 } }), '137', 'Invalid amount specified'],
      [paymentBody({}, { amount: { currency: 'GBP', value: 12.5 } }), '137', 'Invalid amount specified'],
      [paymentBody({}, { amount: { currency: 'GBP', value: '4599' } }), '702', /amount\.value/],
      [paymentBody({}, { amount: { currency: 'XTS', value: 100 } }), '138', 'Unsupported currency specified'],
      [paymentBody({}, { paymentMethod: { type: 'scheme', number: '4111111111111111' } }), '905', 'Payment details are not supported'],
      [paymentBody({}, { paymentMethod: { type: 'applepay' } }), '702', "Required field 'paymentMethod.applePayToken' is not provided."],
      [paymentBody({}, { shopperEmail: 'not an email' }), '702', /shopperEmail/],
      [paymentBody({}, { reference: 'r'.repeat(81) }), '702', /longer than 80/],
    ];
    for (const [body, errorCode, message] of cases) {
      const answer = await call(service, 'payments', body);
      expect([answer.status, answer.body], JSON.stringify(body).slice(0, 120)).toEqual([422, adyenError(422, errorCode, message)]);
    }
    expect(await pspRows()).toEqual(before);
  });

  it('refuses anything but the test wallet’s tokens as an invalid Apple Pay token (422, 5_002)', async () => {
    const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const card = base64({ network: 'visa', last4: '1111', holderName: 'Ada' });
    const tokens = [
      'not base64 at all!',
      base64('a string, not payment data'),
      // A real Apple Pay token's outline: its data is encrypted, its signature Apple's.
      base64({ version: 'EC_v1', data: 'q1Wf3Yk8GJ0vA2p7Nn5u', signature: 'MIAGCSqGSIb3DQEHAqCAMIACAQExDzANBglghkgBZQMEAgEFADCABgkqhkiG9w0BBwGggCSABIIB', header: { transactionId: 'abc', ephemeralPublicKey: 'x', publicKeyHash: 'y' } }),
      base64({ version: 'EC_v1', data: card, signature: 'someone-else', header: { transactionId: 'abc' } }),
      base64({ version: 'RSA_v1', data: card, signature: TEST_WALLET_SIGNATURE, header: { transactionId: 'abc' } }),
      base64({ version: 'EC_v1', data: base64({ network: 'visa', last4: '11', holderName: 'Ada' }), signature: TEST_WALLET_SIGNATURE, header: { transactionId: 'abc' } }),
      base64({ version: 'EC_v1', data: base64({ network: 'unionpay-ish', last4: '1111', holderName: 'Ada' }), signature: TEST_WALLET_SIGNATURE, header: { transactionId: 'abc' } }),
      base64({ version: 'EC_v1', data: card, signature: TEST_WALLET_SIGNATURE, header: {} }),
    ];
    for (const applePayToken of tokens) {
      const answer = await call(service, 'payments', paymentBody({}, { paymentMethod: { type: 'applepay', applePayToken } }));
      expect([answer.status, answer.body], applePayToken.slice(0, 40)).toEqual([422, adyenError(422, '5_002', 'Invalid Apple Pay token')]);
    }
  });

  it('refuses bodies it cannot read, other methods, media types and paths', async () => {
    expect((await call(service, 'payments', null, { raw: '{"amount":' })).body).toEqual(adyenError(400, '702', 'The request body is not valid JSON.'));
    expect((await call(service, 'payments', null, { raw: '[1,2]' })).body).toEqual(adyenError(400, '702', 'The request body must be a JSON object.'));
    const nul = await call(service, 'payments', null, { raw: JSON.stringify(paymentBody({}, { reference: 'order\u0000' })) });
    expect(nul.body).toEqual(adyenError(400, '702', "The request body's value at reference contains a NUL character (U+0000)."));
    expect((await call(service, 'payments', paymentBody(), { contentType: 'text/plain' })).status).toBe(415);
    expect((await call(service, 'payments', null, { raw: JSON.stringify({ pad: 'x'.repeat(70_000) }) })).status).toBe(413);
    for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS']) expect((await call(service, 'payments', paymentBody(), { method })).status, method).toBe(405);
    for (const path of ['payments/extra', 'sessions', 'payments/ABCDEFGHIJKLMNOP/captures']) expect((await call(service, path, paymentBody())).status, path).toBe(404);
    const oldVersion = await service.handle({ method: 'POST', url: `${TEST_BASE_PATH}/v49/payments`, headers: { 'x-api-key': TEST_CREDENTIALS[0]!.apiKey, 'content-type': 'application/json' }, body: '{}' });
    expect(oldVersion.status).toBe(404);
  });

  it('sends no CORS headers: the Checkout API is for servers, never for browsers', async () => {
    const answers = [await call(service, 'payments', paymentBody()), await call(service, 'payments', paymentBody(), { method: 'OPTIONS' }), await call(service, 'payments', paymentBody(), { apiKey: null })];
    for (const answer of answers) expect(Object.keys(answer.headers).filter((name) => name.toLowerCase().startsWith('access-control-'))).toEqual([]);
  });
});

describe('payments with test tokens follow Adyen’s test convention', () => {
  it('authorises a test card and records the payment under a 16-character pspReference', async () => {
    const body = paymentBody({ network: 'masterCard', last4: '4444', holderName: 'Grace Hopper' }, { shopperEmail: 'grace@example.com', amount: { currency: 'GBP', value: 12_950 } });
    const answer = await call(service, 'payments', body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      additionalData: { cardSummary: '4444', paymentMethod: 'mc_applepay' },
      amount: { currency: 'GBP', value: 12_950 },
      merchantReference: body.reference,
      paymentMethod: { brand: 'mc_applepay', type: 'applepay' },
      pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/),
      resultCode: 'Authorised',
    });
    const [record] = await handle.db.select().from(pspPayments).where(eq(pspPayments.pspReference, answer.body.pspReference as string));
    expect(record).toMatchObject({ merchantAccount: TEST_MERCHANT_ACCOUNT, merchantReference: body.reference, currency: 'GBP', value: 12_950, resultCode: 'Authorised', refusalReason: null, holderName: 'Grace Hopper', shopperEmail: 'grace@example.com' });
  });

  it('refuses by the holder name as Adyen documents (DECLINED → Refused, code 2), and records the refusal', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['DECLINED', { resultCode: 'Refused', refusalReason: 'Refused', refusalReasonCode: '2' }],
      ['NOT_ENOUGH_BALANCE', { resultCode: 'Refused', refusalReason: 'Not enough balance', refusalReasonCode: '12' }],
      ['CARD_EXPIRED', { resultCode: 'Refused', refusalReason: 'Expired Card', refusalReasonCode: '6' }],
      ['FRAUD_CANCELLED', { resultCode: 'Cancelled', refusalReason: 'FRAUD-CANCELLED', refusalReasonCode: '22' }],
      ['ERROR', { resultCode: 'Error', refusalReason: 'Acquirer Error', refusalReasonCode: '4' }],
      ['PENDING', { resultCode: 'Received' }],
      ['APPROVED', { resultCode: 'Authorised' }],
      ['Declined', { resultCode: 'Authorised' }],
    ];
    for (const [holderName, expected] of cases) {
      const answer = await call(service, 'payments', paymentBody({ holderName }));
      expect(answer.status, holderName).toBe(200);
      expect(answer.body, holderName).toMatchObject(expected);
      if (!('refusalReason' in expected)) expect(answer.body, holderName).not.toHaveProperty('refusalReason');
      const [record] = await handle.db.select().from(pspPayments).where(eq(pspPayments.pspReference, answer.body.pspReference as string));
      expect(record, holderName).toMatchObject({ resultCode: expected.resultCode, refusalReason: expected.refusalReason ?? null });
    }
    const raw = await call(service, 'payments', paymentBody({ holderName: 'DECLINED : 05 : Do not honor' }));
    expect(raw.body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused', additionalData: { refusalReasonRaw: '05 : Do not honor' } });
  });

  it('lists Apple Pay among the payment methods, with the merchant the sheet needs', async () => {
    const answer = await call(service, 'paymentMethods', { merchantAccount: TEST_MERCHANT_ACCOUNT, amount: { currency: 'GBP', value: 4599 }, countryCode: 'GB', channel: 'Web' });
    expect(answer.body).toEqual({ paymentMethods: [{ brands: ['amex', 'mc', 'visa'], configuration: { merchantId: TEST_APPLE_PAY.merchantIdentifier, merchantName: 'Storefront' }, name: 'Apple Pay', type: 'applepay' }] });
    expect((await call(service, 'paymentMethods', { merchantAccount: TEST_MERCHANT_ACCOUNT, countryCode: 'Britain' })).status).toBe(422);
  });

  it('validates an Apple Pay merchant for its registered identifier only', async () => {
    const answer = await call(service, 'applePay/sessions', { displayName: 'Hartley', domainName: 'hartley.localhost', merchantIdentifier: TEST_APPLE_PAY.merchantIdentifier });
    expect(answer.status).toBe(200);
    const session = JSON.parse(Buffer.from(answer.body.data as string, 'base64').toString('utf8')) as Record<string, unknown>;
    expect(session).toMatchObject({ domainName: 'hartley.localhost', displayName: 'Hartley', merchantSessionIdentifier: expect.stringMatching(/^SSH/), expiresAt: expect.any(Number) });
    const stranger = await call(service, 'applePay/sessions', { displayName: 'Hartley', domainName: 'hartley.localhost', merchantIdentifier: 'merchant.com.someone.else' });
    expect([stranger.status, stranger.body.errorCode]).toEqual([422, '000']);
    const badDomain = await call(service, 'applePay/sessions', { displayName: 'Hartley', domainName: 'https://evil.example/path', merchantIdentifier: TEST_APPLE_PAY.merchantIdentifier });
    expect([badDomain.status, badDomain.body.message]).toEqual([422, expect.stringMatching(/domainName/)]);
  });
});
