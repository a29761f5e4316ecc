import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { signInFailures } from '@storefront/db/schema/shopper';

/**
 * Repeated failed sign-ins are slowed down: after FREE_FAILURES failures for an email (or
 * FREE_FAILURES_PER_ADDRESS from one client address, which many shoppers may share), each
 * further attempt must wait twice as long as the last (1 s, 2 s, 4 s, …, up to 15 minutes).
 * A success clears the email's count.
 */
export const FREE_FAILURES = 3;
export const FREE_FAILURES_PER_ADDRESS = 20;
export const MAX_LOCK_MS = 15 * 60_000;

export function lockDuration(failures: number, freeFailures = FREE_FAILURES): number {
  if (failures < freeFailures) return 0;
  return Math.min(MAX_LOCK_MS, 1_000 * 2 ** (failures - freeFailures));
}

export const throttleKeys = (email: string, ip: string | undefined) => [`email:${email}`, ...(ip ? [`ip:${ip}`] : [])];

/** Milliseconds until the next attempt is allowed (0 when allowed now). */
export async function retryAfterMs(db: Database, keys: string[], now = new Date()): Promise<number> {
  const rows = await db.select({ lockedUntil: signInFailures.lockedUntil }).from(signInFailures).where(inArray(signInFailures.key, keys));
  const waits = rows.map((row) => (row.lockedUntil ? Date.parse(row.lockedUntil) - now.getTime() : 0));
  return Math.max(0, ...waits);
}

export async function recordFailure(db: Database, keys: string[], now = new Date()): Promise<void> {
  for (const key of keys) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(signInFailures).where(eq(signInFailures.key, key)).for('update');
      const failures = (row?.failures ?? 0) + 1;
      const wait = lockDuration(failures, key.startsWith('ip:') ? FREE_FAILURES_PER_ADDRESS : FREE_FAILURES);
      const values = {
        failures,
        lastFailureAt: now.toISOString(),
        lockedUntil: wait > 0 ? new Date(now.getTime() + wait).toISOString() : null,
      };
      await tx.insert(signInFailures).values({ key, ...values }).onConflictDoUpdate({ target: signInFailures.key, set: values });
    });
  }
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, key));
}
