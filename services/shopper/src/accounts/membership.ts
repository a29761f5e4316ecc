import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { premierMemberships, users } from '@storefront/db/schema/accounts';
import { hashPassword } from './passwords';

/**
 * Premier membership (P §6): unlimited delivery for a year, bought on the premier products. A
 * signed-in shopper whose membership has not ended sees 'Unlimited membership active, valid until
 * {date}' on a premier product in place of its add button.
 */
export type PremierMembership = { active: false } | { active: true; validUntil: string };

/** Whether an end date makes a membership active now: it must be present and still ahead. */
export function membershipAt(expiresAt: string | null | undefined, now: Date): PremierMembership {
  if (!expiresAt) return { active: false };
  const end = new Date(expiresAt);
  if (Number.isNaN(end.getTime()) || end.getTime() <= now.getTime()) return { active: false };
  return { active: true, validUntil: end.toISOString() };
}

/** The premier membership of an account; an unknown account, a guest's record or none at all is inactive. */
export async function premierMembership(db: Database, userId: string, now = new Date()): Promise<PremierMembership> {
  const [row] = await db
    .select({ role: users.role, expiresAt: premierMemberships.expiresAt })
    .from(premierMemberships)
    .innerJoin(users, eq(users.id, premierMemberships.userId))
    .where(eq(premierMemberships.userId, userId))
    .limit(1);
  if (!row || row.role === 'guest') return { active: false };
  return membershipAt(row.expiresAt, now);
}

/** Sets (or with null ends) an account's premier membership. Answers false for an unknown account. */
export async function setPremierMembership(db: Database, userId: string, validUntil: Date | null): Promise<boolean> {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!account) return false;
  if (!validUntil) {
    await db.delete(premierMemberships).where(eq(premierMemberships.userId, userId));
    return true;
  }
  const expiresAt = validUntil.toISOString();
  await db
    .insert(premierMemberships)
    .values({ userId, expiresAt })
    .onConflictDoUpdate({ target: premierMemberships.userId, set: { expiresAt, updatedAt: new Date().toISOString() } });
  return true;
}

export interface DemoMember {
  email: string;
  name: string;
  password: string;
  validUntil: Date;
}

/**
 * The demo premier member of a seeded storefront (so the membership can be tried, and tested end
 * to end): created once, and its membership renewed to `validUntil` each time. Returns its id.
 */
export async function ensureDemoMember(db: Database, member: DemoMember): Promise<string> {
  const email = member.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  const id = existing?.id ?? `usr-${randomUUID()}`;
  if (!existing) {
    await db.insert(users).values({ id, email, name: member.name, passwordHash: await hashPassword(member.password), role: 'shopper' });
  }
  await setPremierMembership(db, id, member.validUntil);
  return id;
}
