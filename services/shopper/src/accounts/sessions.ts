import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { sessions, users } from '@storefront/db/schema/accounts';

export const SESSION_DAYS = 30;

/** Session cookie values are random 32-byte tokens in base64url; anything else is not a session. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

export type Viewer = { kind: 'guest' } | { kind: 'signed-in'; userId: string; name: string; email: string };

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session; only the token's hash is stored, the token goes in the cookie. */
export async function createSession(db: Database, userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ tokenHash: hashSessionToken(token), userId, expiresAt: expiresAt.toISOString() });
  return { token, expiresAt };
}

export async function endSession(db: Database, token: string | undefined): Promise<void> {
  if (!token || !TOKEN_SHAPE.test(token)) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
}

/**
 * Who holds this session token: signed in when it matches a live session of a user who is not a
 * guest; a guest otherwise (spec: guest when the user record says so or the user is unknown).
 */
export async function viewerForSessionToken(db: Database, token: string | undefined, now = new Date()): Promise<Viewer> {
  if (!token || !TOKEN_SHAPE.test(token)) return { kind: 'guest' };
  const [row] = await db
    .select({ userId: users.id, role: users.role, name: users.name, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), gt(sessions.expiresAt, now.toISOString())))
    .limit(1);
  if (!row || row.role === 'guest') return { kind: 'guest' };
  return { kind: 'signed-in', userId: row.userId, name: row.name, email: row.email };
}
