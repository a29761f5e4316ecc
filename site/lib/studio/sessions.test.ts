import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { createManagementToken, liveManagementToken } from '@storefront/content-space/store/management-tokens';
import { signUp } from '@storefront/shopper/accounts/accounts';
import { setEditorRole, upsertEditor } from '@storefront/shopper/accounts/editors';
import { endStudioSession, startStudioSession, STUDIO_SESSION_HOURS, studioSessionFor } from './sessions';

describe('studio sessions', () => {
  let handle: DatabaseHandle;
  let editorId: string;
  const t0 = new Date('2026-11-21T09:00:00Z');

  beforeAll(async () => {
    handle = await openTestDatabase();
    const editor = await upsertEditor(handle.db, { email: 'ed@studio.test', password: 'studio-pass-1', name: 'Ed' });
    if (!editor.ok) throw new Error(editor.message);
    editorId = editor.userId;
  });
  afterAll(() => handle.close());

  // That only the token's SHA-256 is stored is the content space's to test (store/management-tokens.test.ts).
  it('is a management token named as a studio session, expiring after a working day', async () => {
    const { token, expiresAt } = await startStudioSession(handle.db, editorId, t0);
    expect(token).toMatch(/^CFPAT-[A-Za-z0-9_-]{20,}$/);
    expect(expiresAt.getTime() - t0.getTime()).toBe(STUDIO_SESSION_HOURS * 3_600_000);
    expect(await liveManagementToken(handle.db, token, { now: t0 })).toMatchObject({ userId: editorId, tokenName: 'studio session', expiresAt });
  });

  it('identifies the editor until the session expires', async () => {
    const { token } = await startStudioSession(handle.db, editorId, t0);
    expect(await studioSessionFor(handle.db, token, new Date(t0.getTime() + 60_000))).toMatchObject({
      kind: 'editor',
      editor: { userId: editorId, name: 'Ed', email: 'ed@studio.test', token },
    });
    const justBefore = new Date(t0.getTime() + STUDIO_SESSION_HOURS * 3_600_000 - 1);
    expect((await studioSessionFor(handle.db, token, justBefore)).kind).toBe('editor');
    const atExpiry = new Date(t0.getTime() + STUDIO_SESSION_HOURS * 3_600_000);
    expect(await studioSessionFor(handle.db, token, atExpiry)).toEqual({ kind: 'none' });
  });

  it('ends at sign-out, and ignores malformed, unknown and other kinds of tokens', async () => {
    const { token } = await startStudioSession(handle.db, editorId);
    await endStudioSession(handle.db, token);
    expect(await studioSessionFor(handle.db, token)).toEqual({ kind: 'none' });
    expect(await studioSessionFor(handle.db, undefined)).toEqual({ kind: 'none' });
    expect(await studioSessionFor(handle.db, 'not a token')).toEqual({ kind: 'none' });
    expect(await studioSessionFor(handle.db, `CFPAT-${'x'.repeat(43)}`)).toEqual({ kind: 'none' });
    // A command-line management token is not a studio session, even for an editor.
    const cli = await createManagementToken(handle.db, { userId: editorId, name: 'command line' });
    expect(await studioSessionFor(handle.db, cli.token)).toEqual({ kind: 'none' });
  });

  it('refuses an account whose editor role was taken away, and a storefront session token', async () => {
    const { token } = await startStudioSession(handle.db, editorId);
    await setEditorRole(handle.db, editorId, false);
    expect(await studioSessionFor(handle.db, token)).toEqual({ kind: 'not-editor', userId: editorId, email: 'ed@studio.test' });
    await setEditorRole(handle.db, editorId, true);
    const shopper = await signUp(handle.db, { email: 'shopper@example.com', name: 'Sam', password: 'shopper-pass-1' });
    if (!shopper.ok) throw new Error(shopper.message);
    expect(await studioSessionFor(handle.db, shopper.token)).toEqual({ kind: 'none' });
    // Only editors can be given studio sessions at all.
    await expect(startStudioSession(handle.db, shopper.userId)).rejects.toThrow('not an editor');
  });
});
