import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { sessions, users } from '@storefront/db/schema/accounts';
import type { Viewer } from '@storefront/plugins/core/plugin';

/** Session cookie values are random 32-byte tokens in base64url; anything else is not a session. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Who holds this session token: signed in when it matches a live session of a user who is not a
 * guest; a guest otherwise (spec: guest when the user record says so or the user is unknown).
 */
export async function viewerForSessionToken(db: Database, token: string | undefined, now = new Date()): Promise<Viewer> {
  if (!token || !TOKEN_SHAPE.test(token)) return { kind: 'guest' };
  const [row] = await db
    .select({ userId: users.id, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), gt(sessions.expiresAt, now.toISOString())))
    .limit(1);
  if (!row || row.role === 'guest') return { kind: 'guest' };
  return { kind: 'signed-in', userId: row.userId };
}
