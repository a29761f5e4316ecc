import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { sessions, users } from '@storefront/db/schema/accounts';
import { openTestDatabase } from '@storefront/db/testing';
import { hashSessionToken, viewerForSessionToken } from './session-viewer';

describe('viewerForSessionToken', () => {
  let handle: DatabaseHandle;
  const live = 'live-session-token-abcdefghijklmnop';
  const expired = 'expired-session-token-abcdefghijkl';
  const guestToken = 'guest-session-token-abcdefghijklmn';

  beforeAll(async () => {
    handle = await openTestDatabase();
    await handle.db.insert(users).values([
      { id: 'u-shopper', email: 'ada@example.com', name: 'Ada', role: 'shopper' },
      { id: 'u-guest', email: 'guest@example.com', name: 'Guest', role: 'guest' },
    ]);
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    await handle.db.insert(sessions).values([
      { tokenHash: hashSessionToken(live), userId: 'u-shopper', expiresAt: inAnHour },
      { tokenHash: hashSessionToken(expired), userId: 'u-shopper', expiresAt: new Date(Date.now() - 1_000).toISOString() },
      { tokenHash: hashSessionToken(guestToken), userId: 'u-guest', expiresAt: inAnHour },
    ]);
  });
  afterAll(() => handle.close());

  it('is signed in for a live session of a registered user', async () => {
    expect(await viewerForSessionToken(handle.db, live)).toEqual({ kind: 'signed-in', userId: 'u-shopper' });
  });

  it('is a guest without a cookie, with an unknown, malformed or expired token, or for a guest user', async () => {
    for (const token of [undefined, '', 'unknown-token-abcdefghijklmnopqrst', "x'; drop table users; --", 'a'.repeat(500), expired, guestToken]) {
      expect(await viewerForSessionToken(handle.db, token)).toEqual({ kind: 'guest' });
    }
  });
});
