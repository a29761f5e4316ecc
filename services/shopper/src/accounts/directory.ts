import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { users } from '@storefront/db/schema/accounts';

/**
 * Lookups of accounts for the rest of the storefront (the studio's version history, command-line
 * tools), so that nothing outside this package reads the users table itself.
 */

export interface AccountSummary {
  userId: string;
  name: string;
  email: string;
  /** shopper | guest | editor */
  role: string;
}

/** The account with this (normalised) email, whatever its role; undefined when there is none. */
export async function accountByEmail(db: Database, email: string): Promise<AccountSummary | undefined> {
  const [row] = await db.select({ userId: users.id, name: users.name, email: users.email, role: users.role }).from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Display names of the accounts with these ids (ids no account has are left out), whatever their role now. */
export async function accountNamesByIds(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}
