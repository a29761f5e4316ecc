import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { pspIdempotentResponses } from '@storefront/db/schema/payments';
import { validationError, type PaymentHttpResponse } from './http';

/**
 * Adyen's Idempotency-Key: a POST sent again with the same key gets the first answer again and
 * does nothing twice (a payment is never charged twice, whatever the retries). The answer is
 * stored in the same transaction as the work it reports, so the two never disagree, even across
 * a crash. A second request holding the key while the first is under way waits for it (the key's
 * row is locked until the first commits) and then answers what it answered. The same key with
 * another request is refused, as Adyen refuses it (422, 704).
 */

export const MAX_IDEMPOTENCY_KEY_CHARS = 64;

const alreadyUsed = () => validationError('704', 'request already processed or in progress');

export function readIdempotencyKey(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const key = value.trim();
  if (key === '') return undefined;
  if (key.length > MAX_IDEMPOTENCY_KEY_CHARS) throw validationError('702', `The Idempotency-Key header is longer than ${MAX_IDEMPOTENCY_KEY_CHARS} characters.`);
  return key;
}

/** What a request is, for telling a retry from another request under the same key. */
export const requestHash = (operation: string, body: string) => createHash('sha256').update(operation).update('\n').update(body).digest('hex');

/**
 * Runs `work` in one transaction, once per key: a response already stored for the key is answered
 * instead. An answer that refuses the request (4xx, thrown) is not stored: nothing was done.
 */
export async function runIdempotently(db: Database, key: string | undefined, hash: string, work: (tx: Database) => Promise<PaymentHttpResponse>): Promise<PaymentHttpResponse> {
  return db.transaction(async (tx) => {
    if (key === undefined) return work(tx);
    const claimed = await tx
      .insert(pspIdempotentResponses)
      .values({ idempotencyKey: key, requestHash: hash, responseStatus: 0, responseBody: '' })
      .onConflictDoNothing()
      .returning({ key: pspIdempotentResponses.idempotencyKey });
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(pspIdempotentResponses).where(eq(pspIdempotentResponses.idempotencyKey, key));
      if (!stored || stored.requestHash !== hash) throw alreadyUsed();
      return replayed(stored.responseStatus, stored.responseBody, key);
    }
    const response = await work(tx);
    await tx.update(pspIdempotentResponses).set({ responseStatus: response.status, responseBody: response.body }).where(eq(pspIdempotentResponses.idempotencyKey, key));
    return { ...response, headers: { ...response.headers, 'idempotency-key': key } };
  });
}

function replayed(status: number, body: string, key: string): PaymentHttpResponse {
  const headers: Record<string, string> = { 'content-type': 'application/json;charset=UTF-8', 'cache-control': 'no-store', 'idempotency-key': key };
  const pspReference = (JSON.parse(body) as { pspReference?: unknown }).pspReference;
  if (typeof pspReference === 'string') headers.pspreference = pspReference;
  return { status, headers, body };
}
