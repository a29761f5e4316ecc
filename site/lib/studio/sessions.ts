import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { users } from '@storefront/db/schema/accounts';
import { contentManagementTokens } from '@storefront/db/schema/content';
import {
  createManagementToken,
  hashManagementToken,
  isManagementTokenShaped,
  revokeManagementToken,
} from '@storefront/content-space/store/management-tokens';
import { EDITOR_ROLE } from '@storefront/shopper/accounts/editors';

/**
 * A studio session is a Management API token of the embedded space (named "studio session",
 * stored as its SHA-256 only, expiring): the studio writes content as the editor who signed in,
 * and ending the session revokes the token. It lives in its own cookie, never the storefront's.
 */
export const STUDIO_SESSION_NAME = 'studio session';
/** A working day: editors sign in again each morning. */
export const STUDIO_SESSION_HOURS = 12;

export interface StudioEditor {
  userId: string;
  name: string;
  email: string;
  /** The session token (a CFPAT- management token): the studio's credential for the embedded space. */
  token: string;
}

export type StudioSession =
  | { kind: 'none' }
  /** A live session whose account is no longer an editor. */
  | { kind: 'not-editor'; userId: string; email: string }
  | { kind: 'editor'; editor: StudioEditor; expiresAt: Date };

export async function startStudioSession(db: Database, userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + STUDIO_SESSION_HOURS * 3_600_000);
  const { token } = await createManagementToken(db, { userId, name: STUDIO_SESSION_NAME, expiresAt });
  return { token, expiresAt };
}

/** Who holds this studio session token now (expired, revoked and malformed tokens are no session). */
export async function studioSessionFor(db: Database, token: string | undefined, now = new Date()): Promise<StudioSession> {
  if (!token || !isManagementTokenShaped(token)) return { kind: 'none' };
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      expiresAt: contentManagementTokens.expiresAt,
    })
    .from(contentManagementTokens)
    .innerJoin(users, eq(users.id, contentManagementTokens.userId))
    .where(
      and(
        eq(contentManagementTokens.tokenHash, hashManagementToken(token)),
        eq(contentManagementTokens.name, STUDIO_SESSION_NAME),
        gt(contentManagementTokens.expiresAt, now.toISOString()),
      ),
    )
    .limit(1);
  if (!row || !row.expiresAt) return { kind: 'none' };
  if (row.role !== EDITOR_ROLE) return { kind: 'not-editor', userId: row.userId, email: row.email };
  return { kind: 'editor', editor: { userId: row.userId, name: row.name, email: row.email, token }, expiresAt: new Date(row.expiresAt) };
}

export async function endStudioSession(db: Database, token: string | undefined): Promise<void> {
  if (token) await revokeManagementToken(db, token);
}
