import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { pspPayments, pspRefunds } from '@storefront/db/schema/payments';
import { openTestDatabase } from '@storefront/db/testing';
import { call, paymentBody, TEST_APPLE_PAY, TEST_BASE_PATH, TEST_CREDENTIALS, TEST_MERCHANT_ACCOUNT } from '../testing/requests';
import { createPaymentService, type PaymentService } from './handler';

let handle: DatabaseHandle;
let service: PaymentService;

beforeAll(async () => {
  handle = await openTestDatabase();
  service = createPaymentService({ db: handle.db, credentials: TEST_CREDENTIALS, applePay: TEST_APPLE_PAY, basePath: TEST_BASE_PATH });
});
afterAll(() => handle.close());

const paymentsFor = (reference: string) => handle.db.select().from(pspPayments).where(eq(pspPayments.merchantReference, reference));

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer, and charges once', async () => {
    const body = paymentBody();
    const first = await call(service, 'payments', body, { idempotencyKey: 'order-1-attempt' });
    const retry = await call(service, 'payments', body, { idempotencyKey: 'order-1-attempt' });
    expect(first.status).toBe(200);
    expect(retry).toEqual(first);
    expect(retry.headers['idempotency-key']).toBe('order-1-attempt');
    expect(await paymentsFor(body.reference)).toHaveLength(1);
  });

  it('answers a refused payment’s retry with the same refusal', async () => {
    const body = paymentBody({ holderName: 'DECLINED' });
    const first = await call(service, 'payments', body, { idempotencyKey: 'declined-once' });
    expect((await call(service, 'payments', body, { idempotencyKey: 'declined-once' })).body).toEqual(first.body);
    expect(first.body).toMatchObject({ resultCode: 'Refused' });
    expect(await paymentsFor(body.reference)).toHaveLength(1);
  });

  it('charges once when the same key arrives many times at once', async () => {
    const body = paymentBody();
    const answers = await Promise.all(Array.from({ length: 8 }, () => call(service, 'payments', body, { idempotencyKey: 'racing-retries' })));
    expect(new Set(answers.map((answer) => answer.body.pspReference)).size).toBe(1);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await paymentsFor(body.reference)).toHaveLength(1);
  });

  it('refuses the same key with another request (422, 704) and does nothing', async () => {
    const body = paymentBody();
    await call(service, 'payments', body, { idempotencyKey: 'one-request-only' });
    const other = paymentBody();
    const reused = await call(service, 'payments', other, { idempotencyKey: 'one-request-only' });
    expect([reused.status, reused.body]).toEqual([422, { status: 422, errorCode: '704', message: 'request already processed or in progress', errorType: 'validation' }]);
    expect(await paymentsFor(other.reference)).toHaveLength(0);
    // The key belongs to the payment it made, also for another operation.
    const refund = await call(service, `payments/${'A'.repeat(16)}/refunds`, { merchantAccount: TEST_MERCHANT_ACCOUNT, amount: { currency: 'GBP', value: 1 } }, { idempotencyKey: 'one-request-only' });
    expect(refund.body.errorCode).toBe('704');
  });

  it('leaves a key free when the request was refused (nothing was done under it)', async () => {
    const body = paymentBody();
    const refused = await call(service, 'payments', { ...body, amount: { currency: 'GBP', value: -1 } }, { idempotencyKey: 'fix-and-retry' });
    expect(refused.status).toBe(422);
    const fixed = await call(service, 'payments', body, { idempotencyKey: 'fix-and-retry' });
    expect(fixed.body).toMatchObject({ resultCode: 'Authorised' });
  });

  it('keeps each key to 64 characters, as Adyen does', async () => {
    const answer = await call(service, 'payments', paymentBody(), { idempotencyKey: 'k'.repeat(65) });
    expect([answer.status, answer.body.errorCode]).toEqual([422, '702']);
  });

  it('makes retried refunds refund once', async () => {
    const payment = await call(service, 'payments', paymentBody({}, { amount: { currency: 'GBP', value: 1000 } }));
    const psp = payment.body.pspReference as string;
    const refund = { merchantAccount: TEST_MERCHANT_ACCOUNT, reference: 'refund-1', amount: { currency: 'GBP', value: 1000 } };
    const answers = await Promise.all([1, 2, 3].map(() => call(service, `payments/${psp}/refunds`, refund, { idempotencyKey: `refund-of-${psp}` })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.pspReference)).size).toBe(1);
    expect(await handle.db.select().from(pspRefunds).where(eq(pspRefunds.paymentPspReference, psp))).toHaveLength(1);
  });
});
