import { eq } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { users } from '@storefront/db/schema/accounts';
import { decoyHash, verifyPassword } from './passwords';
import { clearFailures, recordFailure, retryAfterMs, throttleKeys } from './throttle';

/**
 * Password sign-in, throttled: the one place that decides whether an email and password let
 * someone in. The storefront's and the studio's forms both come here, so they share one count
 * of failures (the same keys) and one way of checking a password; they differ only in which
 * accounts a right password admits and in their wording.
 */

export interface SignedInAccount {
  userId: string;
  name: string;
  email: string;
  /** shopper | guest | editor */
  role: string;
}

export type PasswordSignInResult =
  | { ok: true; account: SignedInAccount }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; retryAfterSeconds: number; message: string };

export interface PasswordSignInRules {
  /** One message for a wrong password, an unknown email and a refused account: it tells none of them apart. */
  badCredentials: string;
  /** Accounts a right password still does not let in: answered like a wrong password, and counted as a failure. */
  refuses?: (account: SignedInAccount) => boolean;
}

function tooManyFailuresMessage(seconds: number): string {
  return `Too many failed sign-ins. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/**
 * Checks a (validated) email and password. While the email is locked out, or the client address
 * is and the email has failed recently (./throttle.ts), it answers 429 without looking at the
 * password. Otherwise the password is verified even when no account has that email, so the
 * response time does not tell which emails exist. A failure counts against the email and the
 * address; a success clears the email's count.
 *
 * `clientAddress` must be an address the server can vouch for (the socket's peer, or what a
 * trusted proxy forwarded), never a header a client could have written: the site's
 * clientAddress (site/lib/platform/http.ts) gives exactly that, or undefined.
 */
export async function signInWithPassword(
  db: Database,
  credentials: { email: string; password: string },
  clientAddress: string | undefined,
  rules: PasswordSignInRules,
  now = new Date(),
): Promise<PasswordSignInResult> {
  const { email, password } = credentials;
  const keys = throttleKeys(email, clientAddress);
  const wait = await retryAfterMs(db, keys, now);
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    return { ok: false, status: 429, retryAfterSeconds: seconds, message: tooManyFailuresMessage(seconds) };
  }
  const [user] = await db
    .select({ userId: users.id, name: users.name, email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  const account = user && user.passwordHash && valid ? { userId: user.userId, name: user.name, email: user.email, role: user.role } : undefined;
  if (!account || rules.refuses?.(account)) {
    await recordFailure(db, keys, now);
    return { ok: false, status: 401, message: rules.badCredentials };
  }
  await clearFailures(db, keys);
  return { ok: true, account };
}
