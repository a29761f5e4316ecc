import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@storefront/db/client';
import { users } from '@storefront/db/schema/accounts';
import { openTestDatabase } from '@storefront/db/testing';
import { signIn, signUp } from './accounts';
import { BAD_EDITOR_CREDENTIALS, createPasswordlessEditor, NOT_AN_EDITOR, setEditorRole, signInEditor, upsertEditor } from './editors';
import { FREE_FAILURES } from './throttle';

describe('editor accounts', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('creates an editor with a hashed password, and updates it on a second run', async () => {
    const created = await upsertEditor(handle.db, { email: ' Ed@Studio.test ', password: 'first-pass-1', name: 'Ed Itor' });
    expect(created).toMatchObject({ ok: true, email: 'ed@studio.test', created: true });
    const [row] = await handle.db.select().from(users).where(eq(users.email, 'ed@studio.test'));
    expect(row).toMatchObject({ role: 'editor', name: 'Ed Itor' });
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain('first-pass-1');
    expect(await signInEditor(handle.db, { email: 'ed@studio.test', password: 'first-pass-1' }, undefined)).toMatchObject({ ok: true, name: 'Ed Itor' });

    const updated = await upsertEditor(handle.db, { email: 'ed@studio.test', password: 'second-pass-2' });
    expect(updated).toMatchObject({ ok: true, created: false });
    expect(await signInEditor(handle.db, { email: 'ed@studio.test', password: 'first-pass-1' }, undefined)).toMatchObject({ ok: false, status: 401 });
    expect(await signInEditor(handle.db, { email: 'ed@studio.test', password: 'second-pass-2' }, undefined)).toMatchObject({ ok: true, name: 'Ed Itor' });
  });

  it('refuses bad input with a message, and promotes a shopper only when asked to', async () => {
    expect(await upsertEditor(handle.db, { email: 'nope', password: 'short' })).toMatchObject({ ok: false, message: expect.stringContaining('email') });
    await signUp(handle.db, { email: 'sam@example.com', name: 'Sam', password: 'shopper-pass-1' });
    expect(await upsertEditor(handle.db, { email: 'sam@example.com', password: 'editor-pass-1' })).toMatchObject({ ok: false, message: expect.stringContaining('--promote') });
    expect(await signInEditor(handle.db, { email: 'sam@example.com', password: 'shopper-pass-1' }, undefined)).toMatchObject({ ok: false, status: 403, message: NOT_AN_EDITOR });
    expect(await upsertEditor(handle.db, { email: 'sam@example.com', password: 'editor-pass-1' }, { promote: true })).toMatchObject({ ok: true, created: false });
    expect(await signInEditor(handle.db, { email: 'sam@example.com', password: 'editor-pass-1' }, undefined)).toMatchObject({ ok: true, name: 'Sam' });
  });

  it('gives one message for a wrong password and an unknown email, and 400 for missing fields', async () => {
    const wrong = await signInEditor(handle.db, { email: 'ed@studio.test', password: 'wrong' }, '10.1.0.1');
    const unknown = await signInEditor(handle.db, { email: 'who@studio.test', password: 'wrong' }, '10.1.0.2');
    expect(wrong).toEqual({ ok: false, status: 401, message: BAD_EDITOR_CREDENTIALS });
    expect(unknown).toEqual(wrong);
    expect(await signInEditor(handle.db, { email: 'ed@studio.test' }, undefined)).toMatchObject({ ok: false, status: 400, message: 'Enter your password' });
    expect(await signInEditor(handle.db, 'nonsense', undefined)).toMatchObject({ ok: false, status: 400 });
  });

  it('slows repeated wrong passwords down, counting storefront and studio failures together', async () => {
    await upsertEditor(handle.db, { email: 'grace@studio.test', password: 'hopper-pass-1' });
    const t0 = new Date('2026-11-21T10:00:00Z');
    for (let i = 0; i < FREE_FAILURES - 1; i += 1) {
      expect(await signInEditor(handle.db, { email: 'grace@studio.test', password: 'nope' }, '10.2.0.1', t0)).toMatchObject({ status: 401 });
    }
    // The last free failure made on the storefront's form counts too.
    expect(await signIn(handle.db, { email: 'grace@studio.test', password: 'nope' }, '10.2.0.1', t0)).toMatchObject({ status: 401 });
    const locked = await signInEditor(handle.db, { email: 'grace@studio.test', password: 'hopper-pass-1' }, '10.2.0.1', new Date(t0.getTime() + 500));
    expect(locked).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 1 });
    expect(await signInEditor(handle.db, { email: 'grace@studio.test', password: 'hopper-pass-1' }, '10.2.0.3', new Date(t0.getTime() + 1_500))).toMatchObject({ ok: true });
  });

  it('takes the editor role away and gives it back, keeping the password', async () => {
    const editor = await upsertEditor(handle.db, { email: 'rolf@studio.test', password: 'rolf-pass-1', name: 'Rolf' });
    if (!editor.ok) throw new Error(editor.message);
    expect(await setEditorRole(handle.db, editor.userId, false)).toBe(true);
    expect(await signInEditor(handle.db, { email: 'rolf@studio.test', password: 'rolf-pass-1' }, undefined)).toMatchObject({ ok: false, status: 403, message: NOT_AN_EDITOR });
    expect(await signIn(handle.db, { email: 'rolf@studio.test', password: 'rolf-pass-1' }, undefined)).toMatchObject({ ok: true, name: 'Rolf' });
    expect(await setEditorRole(handle.db, editor.userId, true)).toBe(true);
    expect(await signInEditor(handle.db, { email: 'rolf@studio.test', password: 'rolf-pass-1' }, undefined)).toMatchObject({ ok: true, userId: editor.userId });
    expect(await setEditorRole(handle.db, 'usr-nobody', true)).toBe(false);
  });

  it('creates an editor without a password, who cannot sign in to the studio', async () => {
    const { userId } = await createPasswordlessEditor(handle.db, { email: 'cli@studio.test', name: 'Command Line' });
    const [row] = await handle.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ email: 'cli@studio.test', name: 'Command Line', role: 'editor', passwordHash: null });
    expect(await signInEditor(handle.db, { email: 'cli@studio.test', password: 'anything-at-all' }, undefined)).toMatchObject({ ok: false, status: 401 });
    await expect(createPasswordlessEditor(handle.db, { email: 'cli@studio.test', name: 'Again' })).rejects.toThrow();
  });
});
