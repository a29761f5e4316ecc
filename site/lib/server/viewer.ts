import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { sessions, users } from '@storefront/db/schema/accounts';
import type { Viewer } from '@storefront/plugins/core/plugin';
import { getDb } from './db';

export const SESSION_COOKIE = 'sf_session';

/**
 * Who is looking: signed in when the session cookie matches a live session of a non-guest
 * user; guest otherwise (spec: guest when the user record says so or the user is unknown).
 */
export async function getViewer(): Promise<Viewer> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token || token.length > 200) return { kind: 'guest' };
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const db = await getDb();
  const [row] = await db
    .select({ userId: users.id, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date().toISOString())))
    .limit(1);
  if (!row || row.role === 'guest') return { kind: 'guest' };
  return { kind: 'signed-in', userId: row.userId };
}
