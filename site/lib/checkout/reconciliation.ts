import 'server-only';
import { processSingleton } from '@storefront/platform/process-singleton';
import { reconcilePendingOrders } from '@storefront/shopper/orders/settlement';
import { paymentGateway } from '../adyen/gateway';
import { getDb } from '../platform/db';
import { log } from '../platform/log';

type Env = Readonly<Record<string, string | undefined>>;

/** How often orders left pending are looked for while the server runs, and how old they must be. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;
const SWEEP_OLDER_THAN_MS = 60 * 1000;

async function reconcile(olderThanMs: number): Promise<void> {
  try {
    const result = await reconcilePendingOrders(await getDb(), paymentGateway(), { olderThanMs });
    if (result.paid + result.refused + result.unsettled > 0) log[result.unsettled > 0 ? 'warn' : 'info']('checkout.reconciled', { ...result });
  } catch (error) {
    log.error('checkout.reconcile.failed', { reason: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Settles the orders a stop between asking for a payment and recording its answer left pending
 * (instrumentation.ts, at server start): the provider is asked again under the same idempotency
 * key, so the payment record and the order agree. Every order pending at start is asked about
 * (a payment another server has in flight gets the same answer, never a second charge); later,
 * a sweep every few minutes settles any a timeout leaves behind.
 */
export function startOrderReconciliation(env: Env = process.env): Promise<void> {
  if (env.NEXT_PHASE === 'phase-production-build') return Promise.resolve();
  processSingleton('site.orderReconciliationSweep', () => {
    const timer = setInterval(() => void reconcile(SWEEP_OLDER_THAN_MS), SWEEP_EVERY_MS);
    timer.unref();
    return timer;
  });
  return reconcile(0);
}
