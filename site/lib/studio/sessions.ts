import 'server-only';
import type { Database } from '@storefront/db/client';
import { createManagementToken, liveManagementToken, revokeManagementToken } from '@storefront/content-space/store/management-tokens';
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
  if (!token) return { kind: 'none' };
  // The content space owns its tokens and says whose each is; the studio decides what a role may do.
  const live = await liveManagementToken(db, token, { name: STUDIO_SESSION_NAME, now });
  if (!live || !live.expiresAt) return { kind: 'none' };
  if (live.role !== EDITOR_ROLE) return { kind: 'not-editor', userId: live.userId, email: live.email };
  return { kind: 'editor', editor: { userId: live.userId, name: live.name, email: live.email, token }, expiresAt: live.expiresAt };
}

export async function endStudioSession(db: Database, token: string | undefined): Promise<void> {
  if (token) await revokeManagementToken(db, token);
}
