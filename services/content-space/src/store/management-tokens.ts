import { createHash } from 'node:crypto';
import { users } from '@storefront/db/schema/accounts';
import { contentManagementTokens } from '@storefront/db/schema/content';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { newManagementToken } from '../ids';
import type { Db } from './db';
import { ContentStoreError, notFound } from './errors';

/** Personal-access-token shaped, like Contentful's; anything else cannot be a management token. */
const tokenShape = /^CFPAT-[A-Za-z0-9_-]{20,100}$/;

/** Who a valid management token speaks for. */
export interface ManagementTokenHolder {
  userId: string;
  name: string;
  email: string;
  tokenName: string;
}

export function isManagementTokenShaped(token: string): boolean {
  return tokenShape.test(token);
}

export function hashManagementToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Mints a Management API token for an editor account (the studio does this when an editor signs
 * in). Only the token's hash is stored: the returned token is the only copy.
 */
export async function createManagementToken(
  db: Db,
  input: { userId: string; name: string; expiresAt?: Date | null },
): Promise<{ token: string; expiresAt: string | null }> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, input.userId));
  if (!user) throw notFound('User', input.userId);
  if (user.role !== 'editor') throw new ContentStoreError('BadRequest', `User '${input.userId}' is not an editor`);
  const token = newManagementToken();
  const expiresAt = input.expiresAt ? input.expiresAt.toISOString() : null;
  await db.insert(contentManagementTokens).values({ tokenHash: hashManagementToken(token), userId: input.userId, name: input.name, expiresAt });
  return { token, expiresAt };
}

/** A live token and the account it was made for, whatever that account's role is now. */
export interface LiveManagementToken {
  userId: string;
  name: string;
  email: string;
  /** The account's role now: only editors may use a token (callers decide what else to tell). */
  role: string;
  tokenName: string;
  /** Null for a token that never expires. */
  expiresAt: Date | null;
}

/**
 * The token (unexpired, of any name unless one is asked for) joined to its account, or undefined
 * when it is malformed, unknown, expired or revoked. One statement, so the token and the role
 * read are of the same moment.
 */
export async function liveManagementToken(db: Db, token: string, options: { name?: string; now?: Date } = {}): Promise<LiveManagementToken | undefined> {
  if (!isManagementTokenShaped(token)) return undefined;
  const now = options.now ?? new Date();
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      tokenName: contentManagementTokens.name,
      expiresAt: contentManagementTokens.expiresAt,
    })
    .from(contentManagementTokens)
    .innerJoin(users, eq(users.id, contentManagementTokens.userId))
    .where(
      and(
        eq(contentManagementTokens.tokenHash, hashManagementToken(token)),
        options.name === undefined ? undefined : eq(contentManagementTokens.name, options.name),
        or(isNull(contentManagementTokens.expiresAt), gt(contentManagementTokens.expiresAt, now.toISOString())),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  return { ...row, expiresAt: row.expiresAt ? new Date(row.expiresAt) : null };
}

/** The editor behind a token, or undefined when it is unknown, expired, or its user is no longer an editor. */
export async function managementTokenHolder(db: Db, token: string, now = new Date()): Promise<ManagementTokenHolder | undefined> {
  const live = await liveManagementToken(db, token, { now });
  if (!live || live.role !== 'editor') return undefined;
  return { userId: live.userId, name: live.name, email: live.email, tokenName: live.tokenName };
}

/** Revokes one token (an editor signing out); true when it existed. */
export async function revokeManagementToken(db: Db, token: string): Promise<boolean> {
  if (!isManagementTokenShaped(token)) return false;
  const deleted = await db
    .delete(contentManagementTokens)
    .where(eq(contentManagementTokens.tokenHash, hashManagementToken(token)))
    .returning({ tokenHash: contentManagementTokens.tokenHash });
  return deleted.length > 0;
}

/** Revokes every token of a user (their editor role was taken away, or all sessions ended). */
export async function revokeManagementTokensOf(db: Db, userId: string): Promise<number> {
  const deleted = await db
    .delete(contentManagementTokens)
    .where(eq(contentManagementTokens.userId, userId))
    .returning({ tokenHash: contentManagementTokens.tokenHash });
  return deleted.length;
}
