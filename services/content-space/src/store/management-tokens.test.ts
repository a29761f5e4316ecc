import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { users } from '@storefront/db/schema/accounts';
import { contentManagementTokens } from '@storefront/db/schema/content';
import { openTestDatabase } from '@storefront/db/testing';
import { createEditor } from '../test-support/management';
import { createManagementToken, liveManagementToken, managementTokenHolder, revokeManagementToken } from './management-tokens';

describe('management tokens', () => {
  let handle: DatabaseHandle;
  let editorId: string;
  const t0 = new Date('2026-11-21T09:00:00Z');
  const hours = (n: number) => n * 3_600_000;
  const at = (ms: number) => new Date(t0.getTime() + ms);

  beforeAll(async () => {
    handle = await openTestDatabase();
    editorId = (await createEditor(handle.db, 'ed')).userId;
  });
  afterAll(() => handle.close());

  it('stores only the token’s SHA-256, with its name and expiry', async () => {
    const expiresAt = at(hours(12));
    const created = await createManagementToken(handle.db, { userId: editorId, name: 'studio session', expiresAt });
    expect(created.token).toMatch(/^CFPAT-[A-Za-z0-9_-]{20,}$/);
    expect(created.expiresAt).toBe(expiresAt.toISOString());
    const [row] = await handle.db.select().from(contentManagementTokens).where(eq(contentManagementTokens.tokenHash, createHash('sha256').update(created.token).digest('hex')));
    expect(row).toMatchObject({ userId: editorId, name: 'studio session' });
    expect(Date.parse(row!.expiresAt!)).toBe(expiresAt.getTime());
    expect(JSON.stringify(await handle.db.select().from(contentManagementTokens))).not.toContain(created.token);
  });

  it('finds a live token of the name asked for, with its account, until it expires', async () => {
    const { token } = await createManagementToken(handle.db, { userId: editorId, name: 'studio session', expiresAt: at(hours(12)) });
    expect(await liveManagementToken(handle.db, token, { name: 'studio session', now: at(60_000) })).toEqual({
      userId: editorId,
      name: 'Editor ed',
      email: 'ed@studio.test',
      role: 'editor',
      tokenName: 'studio session',
      expiresAt: at(hours(12)),
    });
    expect(await liveManagementToken(handle.db, token, { name: 'studio session', now: at(hours(12) - 1) })).toMatchObject({ userId: editorId });
    expect(await liveManagementToken(handle.db, token, { name: 'studio session', now: at(hours(12)) })).toBeUndefined();
    expect(await liveManagementToken(handle.db, token, { name: 'command line', now: at(60_000) })).toBeUndefined();
    expect(await liveManagementToken(handle.db, token, { now: at(60_000) })).toMatchObject({ tokenName: 'studio session' });
  });

  it('keeps a token without an expiry live, and forgets revoked, unknown and malformed ones', async () => {
    const forever = await createManagementToken(handle.db, { userId: editorId, name: 'command line' });
    expect(await liveManagementToken(handle.db, forever.token, { now: at(hours(24 * 365)) })).toMatchObject({ tokenName: 'command line', expiresAt: null });
    expect(await revokeManagementToken(handle.db, forever.token)).toBe(true);
    expect(await liveManagementToken(handle.db, forever.token)).toBeUndefined();
    expect(await liveManagementToken(handle.db, `CFPAT-${'x'.repeat(43)}`)).toBeUndefined();
    expect(await liveManagementToken(handle.db, 'not a token')).toBeUndefined();
  });

  it('tells the role of an account that is no longer an editor; such a token holds no rights', async () => {
    const former = await createEditor(handle.db, 'former');
    await handle.db.update(users).set({ role: 'shopper' }).where(eq(users.id, former.userId));
    expect(await liveManagementToken(handle.db, former.token)).toMatchObject({ userId: former.userId, role: 'shopper' });
    expect(await managementTokenHolder(handle.db, former.token)).toBeUndefined();
  });
});
