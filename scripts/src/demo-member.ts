import type { Database } from '@storefront/db/client';
import { ensureDemoMember } from '@storefront/shopper/accounts/membership';

type Env = Readonly<Record<string, string | undefined>>;

const YEAR_MS = 365 * 86_400_000;

/**
 * The demo premier member (P §6 'Unlimited membership active'): with DEMO_MEMBER_EMAIL and
 * DEMO_MEMBER_PASSWORD set, that shopper account is created (once) with a membership running a
 * year from this seed, so the member's view of premier products can be tried and tested end to
 * end. Unset (the default), no account is made: a storefront never ships a known password.
 */
export async function ensureDemoPremierMember(db: Database, env: Env = process.env, now = new Date()): Promise<string | undefined> {
  const email = env.DEMO_MEMBER_EMAIL?.trim();
  const password = env.DEMO_MEMBER_PASSWORD;
  if (!email || !password) return undefined;
  await ensureDemoMember(db, { email, password, name: 'Premier Member', validUntil: new Date(now.getTime() + YEAR_MS) });
  return email.toLowerCase();
}
