import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { signInFailures } from '@storefront/db/schema/shopper';

/**
 * Repeated failed sign-ins are slowed down, counted per account (email) and per client address.
 *
 * - An account is locked after FREE_FAILURES failures in a row: each further attempt must wait
 *   twice as long as the last (1 s, 2 s, 4 s, …, up to 15 minutes), whatever the address. A
 *   success clears the account's count.
 * - An address is locked after FREE_FAILURES_PER_ADDRESS failures (many shoppers may share one),
 *   doubling the same way. Its lock holds only for accounts that have failed recently themselves:
 *   an address guessing at many accounts gets one guess at each while it is locked, and every
 *   further guess at any of them waits; but a shopper behind that address (an office, a mobile
 *   carrier's NAT, anyone an attacker shares it with) whose own account has no recent failure is
 *   never kept out with the right password.
 */
export const FREE_FAILURES = 3;
export const FREE_FAILURES_PER_ADDRESS = 20;
export const MAX_LOCK_MS = 15 * 60_000;
/** How long an account's failure makes it subject to a locked address's wait. */
export const RECENT_FAILURE_MS = 24 * 3_600_000;

export function lockDuration(failures: number, freeFailures = FREE_FAILURES): number {
  if (failures < freeFailures) return 0;
  return Math.min(MAX_LOCK_MS, 1_000 * 2 ** (failures - freeFailures));
}

export interface ThrottleKeys {
  account: string;
  /** Absent when the client's address is unknown (see the site's clientAddress). */
  address?: string;
}

export const throttleKeys = (email: string, ip: string | undefined): ThrottleKeys => ({ account: `email:${email}`, ...(ip ? { address: `ip:${ip}` } : {}) });

/**
 * Milliseconds until the next attempt is allowed (0 when allowed now): the account's own wait,
 * and the address's wait when the account has failed within RECENT_FAILURE_MS.
 */
export async function retryAfterMs(db: Database, keys: ThrottleKeys, now = new Date()): Promise<number> {
  const wanted = keys.address ? [keys.account, keys.address] : [keys.account];
  const rows = await db.select().from(signInFailures).where(inArray(signInFailures.key, wanted));
  const account = rows.find((row) => row.key === keys.account);
  const address = rows.find((row) => row.key === keys.address);
  const waitOf = (row: typeof account) => (row?.lockedUntil ? Date.parse(row.lockedUntil) - now.getTime() : 0);
  const accountFailedRecently = account !== undefined && account.failures > 0 && now.getTime() - Date.parse(account.lastFailureAt) < RECENT_FAILURE_MS;
  return Math.max(0, waitOf(account), accountFailedRecently ? waitOf(address) : 0);
}

export async function recordFailure(db: Database, keys: ThrottleKeys, now = new Date()): Promise<void> {
  for (const [key, freeFailures] of [
    [keys.account, FREE_FAILURES],
    ...(keys.address ? [[keys.address, FREE_FAILURES_PER_ADDRESS] as const] : []),
  ] as const) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(signInFailures).where(eq(signInFailures.key, key)).for('update');
      const failures = (row?.failures ?? 0) + 1;
      const wait = lockDuration(failures, freeFailures);
      const values = {
        failures,
        lastFailureAt: now.toISOString(),
        lockedUntil: wait > 0 ? new Date(now.getTime() + wait).toISOString() : null,
      };
      await tx.insert(signInFailures).values({ key, ...values }).onConflictDoUpdate({ target: signInFailures.key, set: values });
    });
  }
}

/** Forgets the account's failures (a success); the address's count stands, it may be guessing elsewhere. */
export async function clearFailures(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, keys.account));
}
