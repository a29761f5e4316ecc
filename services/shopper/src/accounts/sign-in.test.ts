import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { signUp } from './accounts';
import { signInWithPassword, type PasswordSignInRules } from './sign-in';
import { FREE_FAILURES, FREE_FAILURES_PER_ADDRESS, lockDuration, MAX_LOCK_MS, RECENT_FAILURE_MS } from './throttle';

const rules: PasswordSignInRules = { badCredentials: 'No match.' };
const seconds = (n: number) => n * 1_000;

describe('throttled password sign-in', () => {
  let handle: DatabaseHandle;
  const t0 = new Date('2026-11-21T10:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const attempt = (email: string, password: string, address: string | undefined, when: Date, with_ = rules) =>
    signInWithPassword(handle.db, { email, password }, address, with_, when);

  beforeAll(async () => {
    handle = await openTestDatabase();
    for (const [email, name] of [
      ['ada@example.com', 'Ada'],
      ['bo@example.com', 'Bo'],
      ['cy@example.com', 'Cy'],
      ['di@example.com', 'Di'],
      ['ed@example.com', 'Ed'],
      ['fay@example.com', 'Fay'],
      ['gil@example.com', 'Gil'],
    ] as const) {
      const account = await signUp(handle.db, { email, name, password: `${name.toLowerCase()}-pass-1` });
      if (!account.ok) throw new Error(account.message);
    }
  });
  afterAll(() => handle.close());

  it('doubles the wait after the free failures, up to 15 minutes; an address gets more free failures than an email', () => {
    expect(lockDuration(FREE_FAILURES - 1)).toBe(0);
    expect([3, 4, 5, 6].map((failures) => lockDuration(failures))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(lockDuration(100)).toBe(15 * 60_000);
    expect(MAX_LOCK_MS).toBe(15 * 60_000);
    expect(lockDuration(FREE_FAILURES, FREE_FAILURES_PER_ADDRESS)).toBe(0);
    expect(lockDuration(FREE_FAILURES_PER_ADDRESS - 1, FREE_FAILURES_PER_ADDRESS)).toBe(0);
    expect(lockDuration(FREE_FAILURES_PER_ADDRESS, FREE_FAILURES_PER_ADDRESS)).toBe(1_000);
  });

  it('lets the right password in, and answers a wrong password and an unknown email alike', async () => {
    expect(await attempt('ada@example.com', 'ada-pass-1', '10.3.0.1', t0)).toEqual({
      ok: true,
      account: { userId: expect.stringMatching(/^usr-/), name: 'Ada', email: 'ada@example.com', role: 'shopper' },
    });
    expect(await attempt('ada@example.com', 'wrong', '10.3.0.1', t0)).toEqual({ ok: false, status: 401, message: 'No match.' });
    expect(await attempt('nobody@example.com', 'wrong', '10.3.0.2', t0)).toEqual({ ok: false, status: 401, message: 'No match.' });
  });

  it('locks an email out for twice as long after each further failure, even for the right password', async () => {
    for (let i = 0; i < FREE_FAILURES; i += 1) expect(await attempt('bo@example.com', 'nope', '10.4.0.1', t0)).toMatchObject({ status: 401 });
    expect(await attempt('bo@example.com', 'bo-pass-1', '10.4.0.2', at(500))).toEqual({
      ok: false,
      status: 429,
      retryAfterSeconds: 1,
      message: 'Too many failed sign-ins. Try again in 1 second.',
    });
    // Once the wait is over, the next failure locks it for 2 s, then 4 s.
    expect(await attempt('bo@example.com', 'nope', '10.4.0.1', at(seconds(1)))).toMatchObject({ status: 401 });
    expect(await attempt('bo@example.com', 'bo-pass-1', '10.4.0.2', at(seconds(1) + 100))).toMatchObject({
      status: 429,
      retryAfterSeconds: 2,
      message: 'Too many failed sign-ins. Try again in 2 seconds.',
    });
    expect(await attempt('bo@example.com', 'nope', '10.4.0.1', at(seconds(3)))).toMatchObject({ status: 401 });
    expect(await attempt('bo@example.com', 'bo-pass-1', '10.4.0.2', at(seconds(3)))).toMatchObject({ status: 429, retryAfterSeconds: 4 });
    expect(await attempt('bo@example.com', 'bo-pass-1', '10.4.0.2', at(seconds(7)))).toMatchObject({ ok: true });
  });

  it('clears an email’s count on success, so only failures in a row lock it', async () => {
    for (let i = 0; i < FREE_FAILURES - 1; i += 1) expect(await attempt('cy@example.com', 'nope', undefined, t0)).toMatchObject({ status: 401 });
    expect(await attempt('cy@example.com', 'cy-pass-1', undefined, t0)).toMatchObject({ ok: true });
    for (let i = 0; i < FREE_FAILURES - 1; i += 1) expect(await attempt('cy@example.com', 'nope', undefined, t0)).toMatchObject({ status: 401 });
    expect(await attempt('cy@example.com', 'cy-pass-1', undefined, t0)).toMatchObject({ ok: true });
  });

  it('never keeps out the right password of an account with no failures, however locked its address (the attack of issue 12)', async () => {
    // Someone behind a shared address (or an attacker who shares it) fails 20 times, then keeps failing.
    for (let i = 0; i < FREE_FAILURES_PER_ADDRESS + 3; i += 1) {
      expect(await attempt(`guess-${i}@example.com`, 'nope', '10.5.0.1', at(i * 100))).toMatchObject({ status: 401 });
    }
    expect(await attempt('guess-0@example.com', 'nope', '10.5.0.1', at(seconds(3)))).toMatchObject({ status: 429 });
    // Di has never failed: her right password from that address lets her in, at once.
    expect(await attempt('di@example.com', 'di-pass-1', '10.5.0.1', at(seconds(3)))).toMatchObject({ ok: true });
    // And so does an account that last failed long ago.
    expect(await attempt('fay@example.com', 'nope', '10.5.9.9', at(-RECENT_FAILURE_MS - 1))).toMatchObject({ status: 401 });
    expect(await attempt('fay@example.com', 'fay-pass-1', '10.5.0.1', at(seconds(3)))).toMatchObject({ ok: true });
  });

  it('still slows an address guessing across many accounts: once locked, each account gets one guess from it', async () => {
    const address = '10.7.0.1';
    for (let i = 0; i < FREE_FAILURES_PER_ADDRESS; i += 1) {
      expect(await attempt(`sprayed-${i}@example.com`, 'Summer2026!', address, t0)).toMatchObject({ status: 401 });
    }
    // The second round of the spray waits, though each account has failed only once…
    for (let i = 0; i < 3; i += 1) {
      expect(await attempt(`sprayed-${i}@example.com`, 'Winter2026!', address, at(500))).toMatchObject({ status: 429, retryAfterSeconds: 1 });
    }
    // …while the same guesses from elsewhere are answered (the accounts are not locked).
    expect(await attempt('sprayed-0@example.com', 'Winter2026!', '10.7.0.2', at(500))).toMatchObject({ status: 401 });
    // A first guess at a fresh account is answered, and each failure doubles the address's wait.
    expect(await attempt('sprayed-new@example.com', 'Summer2026!', address, at(600))).toMatchObject({ status: 401 });
    expect(await attempt('sprayed-1@example.com', 'Winter2026!', address, at(700))).toMatchObject({ status: 429, retryAfterSeconds: 2 });
    // An account the locked address has failed at waits too, even with its right password: from there, it was guessed at.
    expect(await attempt('gil@example.com', 'nope', address, at(seconds(3)))).toMatchObject({ status: 401 });
    expect(await attempt('gil@example.com', 'gil-pass-1', address, at(seconds(3) + 100))).toMatchObject({ status: 429 });
    expect(await attempt('gil@example.com', 'gil-pass-1', '10.7.0.2', at(seconds(3) + 100))).toMatchObject({ ok: true });
  });

  it('refuses an account the caller does not admit like a wrong password, counting it as a failure', async () => {
    const noShoppers: PasswordSignInRules = { badCredentials: 'Editors only.', refuses: (account) => account.role === 'shopper' };
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      expect(await attempt('ed@example.com', 'ed-pass-1', '10.6.0.1', t0, noShoppers)).toEqual({ ok: false, status: 401, message: 'Editors only.' });
    }
    expect(await attempt('ed@example.com', 'ed-pass-1', '10.6.0.2', at(500))).toMatchObject({ status: 429 });
  });
});
