import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { users } from '@storefront/db/schema/accounts';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { signInSchema, signUpSchema } from './schemas';
import { createSession } from './sessions';
import { clearFailures, recordFailure, retryAfterMs, throttleKeys } from './throttle';

export type AccountResult =
  | { ok: true; userId: string; name: string; token: string; expiresAt: Date }
  | { ok: false; status: 400 | 401 | 409 | 429; message: string; retryAfterSeconds?: number; fieldErrors?: Record<string, string> };

function fieldErrors(issues: Array<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

export async function signUp(db: Database, input: unknown): Promise<AccountResult> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    return { ok: false, status: 400, message: Object.values(errors)[0] ?? 'Check your details', fieldErrors: errors };
  }
  const { email, name, password } = parsed.data;
  const id = `usr-${randomUUID()}`;
  const passwordHash = await hashPassword(password);
  const inserted = await db.insert(users).values({ id, email, name, passwordHash, role: 'shopper' }).onConflictDoNothing().returning({ id: users.id });
  if (inserted.length === 0) {
    return { ok: false, status: 409, message: 'An account with this email already exists. Sign in instead.', fieldErrors: { email: 'Already registered' } };
  }
  const session = await createSession(db, id);
  return { ok: true, userId: id, name, ...session };
}

const BAD_CREDENTIALS = 'That email and password do not match. Check them and try again.';

export async function signIn(db: Database, input: unknown, clientAddress: string | undefined, now = new Date()): Promise<AccountResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    return { ok: false, status: 400, message: Object.values(errors)[0] ?? 'Check your details', fieldErrors: errors };
  }
  const { email, password } = parsed.data;
  const keys = throttleKeys(email, clientAddress);
  const wait = await retryAfterMs(db, keys, now);
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    return { ok: false, status: 429, retryAfterSeconds: seconds, message: `Too many failed sign-ins. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.` };
  }
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  // Verify even for unknown accounts, so the response time does not tell which emails exist.
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !user.passwordHash || !valid || user.role === 'guest') {
    await recordFailure(db, keys, now);
    return { ok: false, status: 401, message: BAD_CREDENTIALS };
  }
  await clearFailures(db, `email:${email}`);
  const session = await createSession(db, user.id, now);
  return { ok: true, userId: user.id, name: user.name, ...session };
}
