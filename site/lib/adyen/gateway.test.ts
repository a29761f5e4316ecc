import { Client, Config, EnvironmentEnum } from '@adyen/api-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { testApplePayToken, type TestCard } from '@storefront/payments/apple-pay/test-token';
import { createPaymentService } from '@storefront/payments/protocol/handler';
import { EMBEDDED_ADYEN_BASE_PATH, EMBEDDED_APPLE_PAY_MERCHANT, EMBEDDED_MERCHANT_ACCOUNT, embeddedAdyenApiKey, getEmbeddedPaymentService, setEmbeddedPaymentService } from '../embedded/payment-service';
import { PaymentProviderError } from './errors';
import { adyenClient, adyenGateway, type AdyenPaymentGateway } from './gateway';
import { InProcessAdyenClient } from './in-process-client';

/**
 * The adapter through Adyen's own library (unchanged) to the embedded provider: what checkout
 * gets back for each outcome, and what it learns when something is wrong.
 */

let handle: DatabaseHandle;
let gateway: AdyenPaymentGateway;
let paymentCount = 0;

beforeAll(async () => {
  handle = await openTestDatabase();
  setEmbeddedPaymentService(
    createPaymentService({ db: handle.db, credentials: [{ apiKey: embeddedAdyenApiKey(), merchantAccounts: [EMBEDDED_MERCHANT_ACCOUNT] }], applePay: EMBEDDED_APPLE_PAY_MERCHANT, basePath: EMBEDDED_ADYEN_BASE_PATH }),
  );
  gateway = adyenGateway(adyenClient({ mode: 'embedded', returnUrl: 'https://www.example.com/basket' }));
});
afterAll(async () => {
  setEmbeddedPaymentService(undefined);
  await handle.close();
});

function payment(card: Partial<TestCard> = {}, value = 4599) {
  paymentCount += 1;
  const reference = `order-${paymentCount}`;
  const applePayToken = testApplePayToken({ network: 'visa', last4: '4242', holderName: 'Ada Lovelace', ...card }, `wallet-tx-${paymentCount}`);
  return { reference, amount: { currency: 'GBP', value }, applePayToken, shopperEmail: 'ada@example.com', idempotencyKey: `${reference}-key` };
}

describe('the Adyen adapter against the embedded provider', () => {
  it('authorises a test wallet payment', async () => {
    expect(await gateway.authoriseApplePay(payment())).toEqual({ status: 'authorised', pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/) });
  });

  it('reports a declined card as refused, with Adyen’s refusal reason', async () => {
    expect(await gateway.authoriseApplePay(payment({ holderName: 'DECLINED' }))).toEqual({ status: 'refused', pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/), reason: 'Refused' });
    expect(await gateway.authoriseApplePay(payment({ holderName: 'NOT_ENOUGH_BALANCE' }))).toMatchObject({ status: 'refused', reason: 'Not enough balance' });
  });

  it('answers a retry under the same idempotency key with the same pspReference, and never charges twice', async () => {
    const request = payment();
    const first = await gateway.authoriseApplePay(request);
    const retries = await Promise.all([1, 2, 3].map(() => gateway.authoriseApplePay(request)));
    expect(retries).toEqual([first, first, first]);
    const another = await gateway.authoriseApplePay({ ...request, idempotencyKey: `${request.idempotencyKey}-again` });
    expect(another).toMatchObject({ status: 'authorised' });
    expect(another).not.toEqual(first);
  });

  it('refunds an authorised payment once per key, and never more than was paid', async () => {
    const paid = await gateway.authoriseApplePay(payment({}, 3000));
    if (paid.status !== 'authorised') throw new Error('expected an authorised payment');
    const refund = { pspReference: paid.pspReference, reference: 'refund-1', amount: { currency: 'GBP', value: 3000 }, idempotencyKey: `refund-${paid.pspReference}` };
    const received = await gateway.refund(refund);
    expect(received).toEqual({ status: 'received', pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/) });
    expect(received.pspReference).not.toBe(paid.pspReference);
    expect(await gateway.refund(refund)).toEqual(received);
    const again = gateway.refund({ ...refund, idempotencyKey: 'a-second-refund' });
    await expect(again).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(again).rejects.toThrow(/^Adyen answered 422, 137 \(Invalid amount specified: 0 of the payment's 3000 is left to refund\) while refunding payment/);
  });

  it('says clearly when the API key is wrong, for every call', async () => {
    const toEmbedded = new InProcessAdyenClient(async (request) => (await getEmbeddedPaymentService()).handle(request), EMBEDDED_ADYEN_BASE_PATH);
    const wrongKey = new Client(new Config({ apiKey: 'not-the-key', environment: EnvironmentEnum.TEST }), toEmbedded);
    const locked = adyenGateway({ client: wrongKey, merchantAccount: EMBEDDED_MERCHANT_ACCOUNT, returnUrl: 'https://www.example.com/basket' });
    const attempt = locked.authoriseApplePay(payment());
    await expect(attempt).rejects.toThrow('Adyen answered 401, 000 (HTTP Status Response - Unauthorized) while authorising payment');
    await expect(attempt).rejects.toMatchObject({ status: 401, errorCode: '000' });
    await expect(attempt).rejects.toThrow(/check ADYEN_API_KEY$/);
    await expect(locked.applePaySession({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', domainName: 'localhost', displayName: 'Storefront' })).rejects.toThrow(/401.*check ADYEN_API_KEY/);
    await expect(locked.refund({ pspReference: 'ABCDEFGHIJKLMNOP', reference: 'r', amount: { currency: 'GBP', value: 1 }, idempotencyKey: 'k' })).rejects.toThrow(/401/);
  });

  it('refuses a payment whose token is not a wallet token with Adyen’s 422 message, so checkout stops there', async () => {
    const outcome = await gateway.authoriseApplePay({ ...payment(), applePayToken: Buffer.from('{"paymentData":"forged"}').toString('base64') });
    expect(outcome).toEqual({ status: 'refused', reason: 'Invalid Apple Pay token (Adyen 422, 5_002)' });
  });

  it('treats an outcome that is not final as unknown (the caller retries with the same key)', async () => {
    await expect(gateway.authoriseApplePay(payment({ holderName: 'PENDING' }))).rejects.toThrow(/answered Received for payment order-\d+: not a final outcome yet/);
  });

  it('validates the Apple Pay merchant with the identifier /paymentMethods gives', async () => {
    expect(await gateway.applePayMerchant({ amount: { currency: 'GBP', value: 4599 }, countryCode: 'GB' })).toEqual(EMBEDDED_APPLE_PAY_MERCHANT);
    const session = await gateway.applePaySession({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', domainName: 'hartley.localhost', displayName: 'Hartley & Vale' });
    expect(session).toMatchObject({ domainName: 'hartley.localhost', displayName: 'Hartley & Vale', merchantSessionIdentifier: expect.stringMatching(/^SSH/), expiresAt: expect.any(Number) });
  });

  it('asks for the Apple Pay merchant once for many merchant validations, not while each sheet waits', async () => {
    const asked: string[] = [];
    const counting = new InProcessAdyenClient(async (request) => {
      asked.push(new URL(request.url, 'http://x').pathname.split('/').slice(-2).join('/'));
      return (await getEmbeddedPaymentService()).handle(request);
    }, EMBEDDED_ADYEN_BASE_PATH);
    const counted = adyenGateway({ client: new Client(new Config({ apiKey: embeddedAdyenApiKey(), environment: EnvironmentEnum.TEST }), counting), merchantAccount: EMBEDDED_MERCHANT_ACCOUNT, returnUrl: 'https://www.example.com/basket' });
    const validation = { validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', domainName: 'coast.localhost', displayName: 'Coast' };
    await counted.applePaySession(validation);
    await counted.applePaySession(validation);
    expect(asked).toEqual(['v72/paymentMethods', 'applePay/sessions', 'applePay/sessions']);
  });
});
