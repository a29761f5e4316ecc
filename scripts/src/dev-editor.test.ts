import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { signInEditor } from '@storefront/shopper/accounts/editors';
import { DEV_EDITOR_EMAIL, ensureDevEditor } from './dev-editor';
import { studioSignInHint } from './seed';

describe('the studio’s development editor', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('gets a fresh random password on each seed of the embedded defaults, and it signs in', async () => {
    const first = await ensureDevEditor(handle.db, {});
    const second = await ensureDevEditor(handle.db, {});
    expect(first).toMatchObject({ email: DEV_EDITOR_EMAIL, source: 'generated' });
    expect(first!.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(second!.password).not.toBe(first!.password);
    expect(await signInEditor(handle.db, { email: DEV_EDITOR_EMAIL, password: first!.password }, undefined)).toMatchObject({ ok: false, status: 401 });
    expect(await signInEditor(handle.db, { email: DEV_EDITOR_EMAIL, password: second!.password }, undefined)).toMatchObject({ ok: true });
    expect(studioSignInHint(second, 'http://localhost:3000')).toBe(
      `Studio: http://localhost:3000/studio — sign in as ${DEV_EDITOR_EMAIL} / ${second!.password} (a new password each start; pnpm studio:editor sets your own)`,
    );
  });

  it('uses the configured credentials, and makes none on PostgreSQL or a real space unless configured', async () => {
    const configured = await ensureDevEditor(handle.db, { STUDIO_EDITOR_EMAIL: 'e2e@studio.test', STUDIO_EDITOR_PASSWORD: 'e2e-password-1', DATABASE_URL: 'postgres://db' });
    expect(configured).toEqual({ email: 'e2e@studio.test', password: 'e2e-password-1', source: 'environment' });
    expect(await signInEditor(handle.db, { email: 'e2e@studio.test', password: 'e2e-password-1' }, undefined)).toMatchObject({ ok: true });
    expect(await ensureDevEditor(handle.db, { DATABASE_URL: 'postgres://db' })).toBeUndefined();
    expect(await ensureDevEditor(handle.db, { CONTENTFUL_SPACE_ID: 'abc', CONTENTFUL_ACCESS_TOKEN: 'token' })).toBeUndefined();
    expect(studioSignInHint(undefined, 'http://localhost:3000')).toContain('pnpm studio:editor --email');
  });
});
