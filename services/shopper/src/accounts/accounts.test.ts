import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { users } from '@storefront/db/schema/accounts';
import { openTestDatabase } from '@storefront/db/testing';
import { signIn, signUp } from './accounts';
import { hashPassword, verifyPassword } from './passwords';
import { endSession, viewerForSessionToken } from './sessions';
import { FREE_FAILURES } from './throttle';

describe('accounts', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('hashes passwords with salted scrypt and verifies them', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toBe(await hashPassword('correct horse'));
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('Correct horse', hash)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });

  it('signs a shopper up, starting a session that identifies them', async () => {
    const result = await signUp(handle.db, { email: ' Ada@Example.com ', name: 'Ada', password: 'lovelace123' });
    if (!result.ok) throw new Error(result.message);
    expect(await viewerForSessionToken(handle.db, result.token)).toMatchObject({ kind: 'signed-in', name: 'Ada', email: 'ada@example.com' });
    await endSession(handle.db, result.token);
    expect(await viewerForSessionToken(handle.db, result.token)).toEqual({ kind: 'guest' });
  });

  it('refuses bad sign-up payloads with messages per field, and a taken email', async () => {
    expect(await signUp(handle.db, { email: 'not-an-email', name: '', password: 'short' })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { email: 'Enter a valid email address', name: 'Enter your name', password: 'Your password needs at least 8 characters' },
    });
    expect(await signUp(handle.db, 'nonsense')).toMatchObject({ ok: false, status: 400 });
    expect(await signUp(handle.db, { email: 'ADA@example.com', name: 'Ada 2', password: 'whatever123' })).toMatchObject({ ok: false, status: 409 });
  });

  it('signs in with the right password only, with one message for a wrong password or unknown email', async () => {
    const good = await signIn(handle.db, { email: 'ada@example.com', password: 'lovelace123' }, '10.0.0.1');
    expect(good.ok).toBe(true);
    const wrong = await signIn(handle.db, { email: 'ada@example.com', password: 'wrong-one' }, '10.0.0.1');
    const unknown = await signIn(handle.db, { email: 'nobody@example.com', password: 'wrong-one' }, '10.0.0.2');
    expect(wrong).toMatchObject({ ok: false, status: 401 });
    expect(unknown).toMatchObject({ ok: false, status: 401 });
    expect(!wrong.ok && !unknown.ok && wrong.message === unknown.message).toBe(true);
  });

  // How the wait grows (per email, per address, up to its cap) is tested with the shared sign-in, in sign-in.test.ts.
  it('slows repeated failures down, refusing even the right password until the wait is over', async () => {
    await signUp(handle.db, { email: 'grace@example.com', name: 'Grace', password: 'hopper1234' });
    const t0 = new Date('2026-11-21T10:00:00Z');
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      expect(await signIn(handle.db, { email: 'grace@example.com', password: 'nope' }, '10.0.0.9', t0)).toMatchObject({ status: 401 });
    }
    // Locked now, even with the right password, until the wait is over.
    const locked = await signIn(handle.db, { email: 'grace@example.com', password: 'hopper1234' }, '10.0.0.9', new Date(t0.getTime() + 500));
    expect(locked).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 1, message: 'Too many failed sign-ins. Try again in 1 second.' });
    const later = await signIn(handle.db, { email: 'grace@example.com', password: 'hopper1234' }, '10.0.0.10', new Date(t0.getTime() + 1_500));
    expect(later.ok).toBe(true);
  });

  it('treats a user whose record says guest as a guest', async () => {
    await handle.db.insert(users).values({ id: 'usr-guest', email: 'g@example.com', name: 'G', role: 'guest', passwordHash: await hashPassword('guestpass1') });
    expect(await signIn(handle.db, { email: 'g@example.com', password: 'guestpass1' }, undefined)).toMatchObject({ ok: false, status: 401 });
  });
});
