import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { pspRefunds } from '@storefront/db/schema/payments';
import { openTestDatabase } from '@storefront/db/testing';
import { createPaymentService, type PaymentService } from '../protocol/handler';
import { call, OTHER_API_KEY, OTHER_MERCHANT_ACCOUNT, paymentBody, TEST_APPLE_PAY, TEST_BASE_PATH, TEST_CREDENTIALS, TEST_MERCHANT_ACCOUNT } from '../testing/requests';

let handle: DatabaseHandle;
let service: PaymentService;

beforeAll(async () => {
  handle = await openTestDatabase();
  service = createPaymentService({ db: handle.db, credentials: TEST_CREDENTIALS, applePay: TEST_APPLE_PAY, basePath: TEST_BASE_PATH });
});
afterAll(() => handle.close());

async function pay(value: number, holderName = 'Ada Lovelace'): Promise<string> {
  const answer = await call(service, 'payments', paymentBody({ holderName }, { amount: { currency: 'GBP', value } }));
  return answer.body.pspReference as string;
}

const refundBody = (value: number, currency = 'GBP') => ({ merchantAccount: TEST_MERCHANT_ACCOUNT, reference: `refund-${value}`, amount: { currency, value } });
const refundsOf = (psp: string) => handle.db.select().from(pspRefunds).where(eq(pspRefunds.paymentPspReference, psp));

describe('refunds', () => {
  it('gives back an authorised payment in parts, answering received with a pspReference of its own', async () => {
    const psp = await pay(5000);
    const first = await call(service, `payments/${psp}/refunds`, refundBody(2000));
    expect([first.status, first.body]).toEqual([
      200,
      { amount: { currency: 'GBP', value: 2000 }, merchantAccount: TEST_MERCHANT_ACCOUNT, paymentPspReference: psp, pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/), reference: 'refund-2000', status: 'received' },
    ]);
    expect(first.body.pspReference).not.toBe(psp);
    expect((await call(service, `payments/${psp}/refunds`, refundBody(3000))).status).toBe(200);
    expect((await refundsOf(psp)).map((refund) => refund.value).sort()).toEqual([2000, 3000]);
  });

  it('never refunds more than was paid', async () => {
    const psp = await pay(1500);
    expect((await call(service, `payments/${psp}/refunds`, refundBody(1000))).status).toBe(200);
    const over = await call(service, `payments/${psp}/refunds`, refundBody(501));
    expect([over.status, over.body.errorCode, over.body.message]).toEqual([422, '137', expect.stringMatching(/^Invalid amount specified: 500 of the payment's 1500 is left to refund/)]);
    expect(await refundsOf(psp)).toHaveLength(1);
  });

  it('lets exactly one of many racing full refunds through', async () => {
    const psp = await pay(800);
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(service, `payments/${psp}/refunds`, refundBody(800))));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(5);
    expect(await refundsOf(psp)).toHaveLength(1);
  });

  it('refuses refunds of refused, unknown or another account’s payments, and in another currency', async () => {
    const refused = await pay(1000, 'DECLINED');
    const refusedRefund = await call(service, `payments/${refused}/refunds`, refundBody(1000));
    expect([refusedRefund.status, refusedRefund.body.errorCode]).toEqual([422, '167']);
    for (const psp of ['ZZZZZZZZZZZZZZZZ', 'short', 'lower-case-16chr']) {
      const unknown = await call(service, `payments/${psp}/refunds`, refundBody(100));
      expect([unknown.status, unknown.body], psp).toEqual([422, { status: 422, errorCode: '167', message: 'Original pspReference required for this operation', errorType: 'validation' }]);
    }
    const ours = await pay(1000);
    const theirs = await call(service, `payments/${ours}/refunds`, { ...refundBody(100), merchantAccount: OTHER_MERCHANT_ACCOUNT }, { apiKey: OTHER_API_KEY });
    expect([theirs.status, theirs.body.errorCode]).toEqual([422, '167']);
    const euros = await call(service, `payments/${ours}/refunds`, refundBody(100, 'EUR'));
    expect([euros.status, euros.body.errorCode]).toEqual([422, '138']);
    expect(await refundsOf(ours)).toHaveLength(0);
  });
});
