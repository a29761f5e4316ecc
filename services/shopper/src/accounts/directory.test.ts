import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { signUp } from './accounts';
import { accountByEmail, accountNamesByIds } from './directory';
import { upsertEditor } from './editors';

describe('account directory', () => {
  let handle: DatabaseHandle;
  let editorId: string;
  let shopperId: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    const editor = await upsertEditor(handle.db, { email: 'ed@studio.test', password: 'studio-pass-1', name: 'Ed Itor' });
    const shopper = await signUp(handle.db, { email: 'sam@example.com', name: 'Sam', password: 'shopper-pass-1' });
    if (!editor.ok || !shopper.ok) throw new Error('accounts not created');
    editorId = editor.userId;
    shopperId = shopper.userId;
  });
  afterAll(() => handle.close());

  it('finds an account by its email, whatever its role', async () => {
    expect(await accountByEmail(handle.db, 'ed@studio.test')).toEqual({ userId: editorId, name: 'Ed Itor', email: 'ed@studio.test', role: 'editor' });
    expect(await accountByEmail(handle.db, 'sam@example.com')).toEqual({ userId: shopperId, name: 'Sam', email: 'sam@example.com', role: 'shopper' });
    expect(await accountByEmail(handle.db, 'nobody@example.com')).toBeUndefined();
  });

  it('names the accounts behind user ids, leaving out ids no account has', async () => {
    expect(await accountNamesByIds(handle.db, [editorId, 'usr-gone', shopperId, editorId])).toEqual(
      new Map([
        [editorId, 'Ed Itor'],
        [shopperId, 'Sam'],
      ]),
    );
    expect(await accountNamesByIds(handle.db, [])).toEqual(new Map());
  });
});
