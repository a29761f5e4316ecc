import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { premierMemberships, users } from '@storefront/db/schema/accounts';
import { openTestDatabase } from '@storefront/db/testing';
import { signIn, signUp } from './accounts';
import { ensureDemoMember, membershipAt, premierMembership, setPremierMembership } from './membership';

const now = new Date('2026-03-01T12:00:00Z');

describe('premier membership', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('is active only with an end date still ahead', () => {
    expect(membershipAt(null, now)).toEqual({ active: false });
    expect(membershipAt('2026-03-01T12:00:00Z', now)).toEqual({ active: false });
    expect(membershipAt('2026-02-28T00:00:00Z', now)).toEqual({ active: false });
    expect(membershipAt('not a date', now)).toEqual({ active: false });
    expect(membershipAt('2027-03-01T00:00:00+00:00', now)).toEqual({ active: true, validUntil: '2027-03-01T00:00:00.000Z' });
  });

  it('is none for a new account, active once set, and ends when set to null or past', async () => {
    const account = await signUp(handle.db, { email: 'premier@example.com', name: 'Pat', password: 'premier123' });
    if (!account.ok) throw new Error(account.message);
    expect(await premierMembership(handle.db, account.userId, now)).toEqual({ active: false });
    expect(await setPremierMembership(handle.db, account.userId, new Date('2026-09-30T00:00:00Z'))).toBe(true);
    expect(await premierMembership(handle.db, account.userId, now)).toEqual({ active: true, validUntil: '2026-09-30T00:00:00.000Z' });
    expect(await premierMembership(handle.db, account.userId, new Date('2026-10-01T00:00:00Z'))).toEqual({ active: false });
    await setPremierMembership(handle.db, account.userId, null);
    expect(await premierMembership(handle.db, account.userId, now)).toEqual({ active: false });
    expect(await setPremierMembership(handle.db, 'usr-nobody', new Date())).toBe(false);
    expect(await premierMembership(handle.db, 'usr-nobody', now)).toEqual({ active: false });
  });

  it('never counts a guest record as a member', async () => {
    await handle.db.insert(users).values({ id: 'usr-guest-premier', email: 'guest-premier@example.com', name: 'Guest', role: 'guest' });
    await handle.db.insert(premierMemberships).values({ userId: 'usr-guest-premier', expiresAt: '2030-01-01T00:00:00Z' });
    expect(await premierMembership(handle.db, 'usr-guest-premier', now)).toEqual({ active: false });
  });

  it('seeds the demo member once, who can sign in, and renews the membership on each run', async () => {
    const member = { email: 'Member@Example.com', name: 'Premier Member', password: 'unlimited-2026', validUntil: new Date('2027-01-31T00:00:00Z') };
    const id = await ensureDemoMember(handle.db, member);
    expect(await ensureDemoMember(handle.db, { ...member, validUntil: new Date('2027-06-30T00:00:00Z') })).toBe(id);
    expect(await premierMembership(handle.db, id, now)).toEqual({ active: true, validUntil: '2027-06-30T00:00:00.000Z' });
    const signedIn = await signIn(handle.db, { email: 'member@example.com', password: 'unlimited-2026' }, undefined, now);
    expect(signedIn).toMatchObject({ ok: true, userId: id, name: 'Premier Member' });
  });
});
