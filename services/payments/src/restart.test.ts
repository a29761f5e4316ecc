import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenOptions } from '@storefront/db/client';
import { createEmptyDatabase } from '@storefront/db/testing';
import { createPaymentService } from './protocol/handler';
import { call, paymentBody, TEST_APPLE_PAY, TEST_BASE_PATH, TEST_CREDENTIALS, TEST_MERCHANT_ACCOUNT } from './testing/requests';

/**
 * A restart is a new process opening the same database: the payments and refunds the provider
 * answered are still there, a retry under the same Idempotency-Key still gets the first answer
 * (no second charge), and the refund limit still counts the refunds made before.
 */
describe('the embedded payment provider after a restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-payments-restart-'));
  let remove: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await remove?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps payments, refunds and idempotent answers', async () => {
    let options: OpenOptions = { dataDir };
    if (process.env.DATABASE_URL) {
      const empty = await createEmptyDatabase();
      options = empty.options;
      remove = empty.remove;
    }
    const serviceOn = (db: Awaited<ReturnType<typeof openDatabase>>['db']) => createPaymentService({ db, credentials: TEST_CREDENTIALS, applePay: TEST_APPLE_PAY, basePath: TEST_BASE_PATH });
    const body = paymentBody({}, { amount: { currency: 'GBP', value: 2500 } });

    const first = await openDatabase(options);
    const paid = await call(serviceOn(first.db), 'payments', body, { idempotencyKey: 'order-restart' });
    const psp = paid.body.pspReference as string;
    const refund = { merchantAccount: TEST_MERCHANT_ACCOUNT, amount: { currency: 'GBP', value: 2000 } };
    expect((await call(serviceOn(first.db), `payments/${psp}/refunds`, refund)).status).toBe(200);
    await first.close();

    const second = await openDatabase(options);
    try {
      const service = serviceOn(second.db);
      expect(await call(service, 'payments', body, { idempotencyKey: 'order-restart' })).toEqual(paid);
      const tooMuch = await call(service, `payments/${psp}/refunds`, refund);
      expect([tooMuch.status, tooMuch.body.errorCode]).toEqual([422, '137']);
      expect((await call(service, `payments/${psp}/refunds`, { ...refund, amount: { currency: 'GBP', value: 500 } })).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
