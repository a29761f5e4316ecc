import { randomUUID } from 'node:crypto';
import type { Database } from '@storefront/db/client';
import { users } from '@storefront/db/schema/accounts';
import { hashPassword } from './passwords';
import { signInSchema, signUpSchema } from './schemas';
import { createSession } from './sessions';
import { signInWithPassword } from './sign-in';

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
  // A guest's record never signs in, whatever its password.
  const result = await signInWithPassword(db, parsed.data, clientAddress, { badCredentials: BAD_CREDENTIALS, refuses: (account) => account.role === 'guest' }, now);
  if (!result.ok) return result;
  const { account } = result;
  const session = await createSession(db, account.userId, now);
  return { ok: true, userId: account.userId, name: account.name, ...session };
}
