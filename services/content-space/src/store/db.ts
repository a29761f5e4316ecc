import type { Database } from '@storefront/db/client';
import { contentSpaces } from '@storefront/db/schema/content';
import { eq, sql } from 'drizzle-orm';
import { notFound } from './errors';

/** The database, or a transaction on it: every store function accepts either. */
export type Db = Database;

export const masterEnvironment = 'master';

/** Timestamps are kept and returned as ISO 8601 strings with milliseconds, as Contentful shows them. */
export function isoTimestamp(value: string): string;
export function isoTimestamp(value: string | null): string | null;
export function isoTimestamp(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * Bumps the space's change counter and returns the new value. It runs first in every write
 * transaction: the row lock it takes also serialises concurrent writers of one space.
 */
export async function bumpSequence(tx: Db, spaceId: string): Promise<number> {
  const rows = await tx
    .update(contentSpaces)
    .set({ sequence: sql`${contentSpaces.sequence} + 1`, updatedAt: nowIso() })
    .where(eq(contentSpaces.id, spaceId))
    .returning({ sequence: contentSpaces.sequence });
  const row = rows[0];
  if (!row) throw notFound('Space', spaceId);
  return row.sequence;
}
