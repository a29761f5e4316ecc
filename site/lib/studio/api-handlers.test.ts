import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { signUp } from '@storefront/shopper/accounts/accounts';
import { accountByEmail } from '@storefront/shopper/accounts/directory';
import { setEditorRole } from '@storefront/shopper/accounts/editors';
import { fascias } from '@storefront/sites/fascias';
import { buildStudioSpace, EDITOR_PASSWORD, studioEditor, TEST_SPACE } from './studio-space.testing';
import {
  createPageHandler,
  deletePageHandler,
  duplicatePageHandler,
  getEntryHandler,
  listPagesHandler,
  MAX_ENTRY_BODY_BYTES,
  updateEntryHandler,
} from './api-handlers';
import type { StudioApiDeps } from './handler-kit';
import { handleStudioSignIn, handleStudioSignOut } from './auth-routes';
import { createStudioContent } from '../contentful/management-client';

const ORIGIN = 'http://localhost:3000';
const CSRF = 'csrf-test-token';

describe('studio API routes', () => {
  let handle: DatabaseHandle;
  let deps: StudioApiDeps;
  let editorToken: string;
  let shopperToken: string;

  /** A request as the studio's pages send it: same origin, CSRF header, the given cookies. */
  const request = (method: string, path: string, options: { cookies?: Record<string, string>; body?: unknown; headers?: Record<string, string>; csrf?: boolean } = {}) => {
    const cookies = { sf_csrf: CSRF, ...options.cookies };
    const headers: Record<string, string> = {
      cookie: Object.entries(cookies).map(([key, value]) => `${key}=${value}`).join('; '),
      origin: ORIGIN,
      host: 'localhost:3000',
      ...(options.csrf === false ? {} : { 'x-csrf-token': CSRF }),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    };
    const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    return new Request(`${ORIGIN}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  };
  const asEditor = (method: string, path: string, options: Parameters<typeof request>[2] = {}) => request(method, path, { ...options, cookies: { sf_studio: editorToken, ...options.cookies } });
  const bodyOf = async (response: Response) => (await response.json()) as Record<string, unknown>;

  beforeAll(async () => {
    handle = await openTestDatabase();
    const { management } = await buildStudioSpace(handle.db);
    editorToken = (await studioEditor(handle.db, management)).token;
    const shopper = await signUp(handle.db, { email: 'sam@example.com', name: 'Sam', password: 'shopper-pass-1' });
    if (!shopper.ok) throw new Error(shopper.message);
    shopperToken = shopper.token;
    deps = {
      db: handle.db,
      sites: fascias,
      contentFor: async (editor) => createStudioContent({ kind: 'embedded', handle: management.handle, spaceId: TEST_SPACE, environmentId: 'master', accessToken: editor.token }),
    };
  });
  afterAll(() => handle.close());

  describe('access', () => {
    const everyRoute = () => [
      listPagesHandler(request('GET', '/_api/studio/pages?site=hartley'), deps),
      createPageHandler(request('POST', '/_api/studio/pages', { body: { site: 'hartley', title: 'X', slug: 'x' } }), deps),
      duplicatePageHandler(request('POST', '/_api/studio/pages/hv-summer/duplicate', { body: { title: 'X', slug: 'x' } }), 'hv-summer', deps),
      deletePageHandler(request('DELETE', '/_api/studio/pages/hv-summer'), 'hv-summer', deps),
      getEntryHandler(request('GET', '/_api/studio/entries/hv-summer'), 'hv-summer', deps),
      updateEntryHandler(request('PUT', '/_api/studio/entries/hv-summer', { body: { fields: {} }, headers: { 'x-contentful-version': '1' } }), 'hv-summer', deps),
    ];

    it('answers 401 on every route without a studio session', async () => {
      for (const response of await Promise.all(everyRoute())) {
        expect(response.status).toBe(401);
        expect(await bodyOf(response)).toMatchObject({ success: false, message: 'Sign in to the studio first.' });
      }
    });

    it('answers 403 to a signed-in shopper and to an account that is no longer an editor', async () => {
      const shopper = await listPagesHandler(request('GET', '/_api/studio/pages?site=hartley', { cookies: { sf_session: shopperToken } }), deps);
      expect(shopper.status).toBe(403);
      expect((await bodyOf(shopper)).message).toContain('Only editors');
      const editor = await accountByEmail(handle.db, 'ed@studio.test');
      await setEditorRole(handle.db, editor!.userId, false);
      try {
        expect((await listPagesHandler(asEditor('GET', '/_api/studio/pages?site=hartley'), deps)).status).toBe(403);
        expect((await getEntryHandler(asEditor('GET', '/_api/studio/entries/hv-home'), 'hv-home', deps)).status).toBe(403);
      } finally {
        await setEditorRole(handle.db, editor!.userId, true);
      }
    });

    it('refuses a mutation without the CSRF token, even from an editor', async () => {
      const response = await deletePageHandler(asEditor('DELETE', '/_api/studio/pages/hv-summer', { csrf: false }), 'hv-summer', deps);
      expect(response.status).toBe(403);
      const crossSite = await createPageHandler(asEditor('POST', '/_api/studio/pages', { body: { site: 'hartley', title: 'X', slug: 'x' }, headers: { origin: 'http://evil.example' } }), deps);
      expect(crossSite.status).toBe(403);
      expect((await bodyOf(crossSite)).message).toBe('Cross-site requests are not allowed.');
    });
  });

  describe('pages', () => {
    it('lists a site’s pages, narrowed by the search', async () => {
      const all = await listPagesHandler(asEditor('GET', '/_api/studio/pages?site=hartley'), deps);
      expect(all.status).toBe(200);
      expect(all.headers.get('cache-control')).toBe('private, no-store');
      expect(((await bodyOf(all)).pages as Array<{ title: string }>).map((page) => page.title)).toEqual(['Delivery', 'Home', 'Summer edit']);
      const found = await listPagesHandler(asEditor('GET', '/_api/studio/pages?site=hartley&q=SUMMER'), deps);
      expect(((await bodyOf(found)).pages as Array<{ slug: string }>).map((page) => page.slug)).toEqual(['summer-edit']);
      const bySlug = await listPagesHandler(asEditor('GET', '/_api/studio/pages?site=hartley&q=informational'), deps);
      expect(((await bodyOf(bySlug)).pages as Array<{ title: string }>).map((page) => page.title)).toEqual(['Delivery']);
    });

    it('needs a known site: 400 without one, 404 for an unknown one', async () => {
      expect((await listPagesHandler(asEditor('GET', '/_api/studio/pages'), deps)).status).toBe(400);
      const unknown = await listPagesHandler(asEditor('GET', '/_api/studio/pages?site=atlantis'), deps);
      expect(unknown.status).toBe(404);
      expect((await bodyOf(unknown)).message).toBe('There is no site "atlantis".');
      expect((await createPageHandler(asEditor('POST', '/_api/studio/pages', { body: { site: 'atlantis', title: 'X', slug: 'x' } }), deps)).status).toBe(404);
    });

    it('creates a page (201), with 400 and a message for a bad title or slug and 409 for a taken slug', async () => {
      const created = await createPageHandler(asEditor('POST', '/_api/studio/pages', { body: { site: 'coast', title: 'Bridal', slug: 'bridal' } }), deps);
      expect(created.status).toBe(201);
      expect((await bodyOf(created)).page).toMatchObject({ title: 'Bridal', slug: 'bridal', site: 'coast', status: 'draft' });

      const badSlug = await createPageHandler(asEditor('POST', '/_api/studio/pages', { body: { site: 'coast', title: 'Bridal', slug: 'Bridal Wear!' } }), deps);
      expect(badSlug.status).toBe(400);
      expect((await bodyOf(badSlug)).message).toContain('slug: Use "/" for the home page, or lowercase words');
      const noTitle = await createPageHandler(asEditor('POST', '/_api/studio/pages', { body: { site: 'coast', title: '  ', slug: 'x' } }), deps);
      expect((await bodyOf(noTitle)).message).toBe('title: Enter a title');
      expect((await createPageHandler(asEditor('POST', '/_api/studio/pages', { body: 'not json{' }), deps)).status).toBe(400);

      const taken = await createPageHandler(asEditor('POST', '/_api/studio/pages', { body: { site: 'coast', title: 'Again', slug: 'bridal' } }), deps);
      expect(taken.status).toBe(409);
      expect((await bodyOf(taken)).message).toBe('A page with the slug "bridal" already exists on Coast: "Bridal".');
    });

    it('duplicates a page (201) and refuses what is not a page (400) or does not exist (404)', async () => {
      const copy = await duplicatePageHandler(asEditor('POST', '/_api/studio/pages/hv-summer/duplicate', { body: { title: 'Summer 2', slug: 'summer-2', site: 'hartley' } }), 'hv-summer', deps);
      expect(copy.status).toBe(201);
      expect((await bodyOf(copy)).page).toMatchObject({ title: 'Summer 2', slug: 'summer-2', site: 'hartley' });
      expect((await duplicatePageHandler(asEditor('POST', '/_api/studio/pages/hv-text/duplicate', { body: { title: 'T', slug: 't' } }), 'hv-text', deps)).status).toBe(400);
      expect((await duplicatePageHandler(asEditor('POST', '/_api/studio/pages/gone/duplicate', { body: { title: 'T', slug: 't' } }), 'gone', deps)).status).toBe(404);
      expect((await duplicatePageHandler(asEditor('POST', '/_api/studio/pages/a%20b/duplicate', { body: { title: 'T', slug: 't' } }), 'a b', deps)).status).toBe(400);
    });

    it('deletes a page (200) and answers 404 for one that is gone', async () => {
      const created = await bodyOf(await createPageHandler(asEditor('POST', '/_api/studio/pages', { body: { site: 'hartley', title: 'Short-lived', slug: 'short-lived' } }), deps));
      const id = (created.page as { id: string }).id;
      const deleted = await deletePageHandler(asEditor('DELETE', `/_api/studio/pages/${id}`), id, deps);
      expect(deleted.status).toBe(200);
      expect(await bodyOf(deleted)).toMatchObject({ success: true, deleted: [id] });
      expect((await deletePageHandler(asEditor('DELETE', `/_api/studio/pages/${id}`), id, deps)).status).toBe(404);
    });
  });

  describe('entries', () => {
    it('gives an entry with its linked entries, or 404', async () => {
      const response = await getEntryHandler(asEditor('GET', '/_api/studio/entries/hv-summer'), 'hv-summer', deps);
      expect(response.status).toBe(200);
      const tree = (await bodyOf(response)).tree as { rootId: string; entries: Record<string, unknown> };
      expect(tree.rootId).toBe('hv-summer');
      expect(Object.keys(tree.entries).sort()).toEqual(['hv-summer', 'hv-text', 'hv-text-section', 'vis-guests']);
      expect((await getEntryHandler(asEditor('GET', '/_api/studio/entries/missing'), 'missing', deps)).status).toBe(404);
    });

    it('saves with the version from X-Contentful-Version, and refuses a stale one with 409 carrying both versions', async () => {
      const tree = (await bodyOf(await getEntryHandler(asEditor('GET', '/_api/studio/entries/coast-text'), 'coast-text', deps))).tree as {
        entries: Record<string, { version: number; fields: Record<string, unknown> }>;
      };
      const opened = tree.entries['coast-text']!;
      const mine = { ...opened.fields, internalName: 'Coast text (mine)' };
      const theirs = { ...opened.fields, internalName: 'Coast text (theirs)' };
      const first = await updateEntryHandler(asEditor('PUT', '/_api/studio/entries/coast-text', { body: { fields: theirs }, headers: { 'x-contentful-version': String(opened.version) } }), 'coast-text', deps);
      expect(first.status).toBe(200);
      const saved = (await bodyOf(first)).entry as { version: number; fields: Record<string, unknown>; status: string };
      expect(saved).toMatchObject({ version: opened.version + 1, status: 'changed', fields: { internalName: 'Coast text (theirs)' } });

      const stale = await updateEntryHandler(asEditor('PUT', '/_api/studio/entries/coast-text', { body: { fields: mine }, headers: { 'x-contentful-version': String(opened.version) } }), 'coast-text', deps);
      expect(stale.status).toBe(409);
      const conflict = await bodyOf(stale);
      expect(conflict.message).toContain(`you edited version ${opened.version}, it is now at version ${saved.version}`);
      expect(conflict.current).toMatchObject({ id: 'coast-text', version: saved.version, fields: { internalName: 'Coast text (theirs)' } });
      expect(conflict.yours).toEqual({ version: opened.version, fields: mine });
    });

    it('asks for the version, validates the body, and passes the content type’s refusals on (422)', async () => {
      const noVersion = await updateEntryHandler(asEditor('PUT', '/_api/studio/entries/coast-text', { body: { fields: {} } }), 'coast-text', deps);
      expect(noVersion.status).toBe(400);
      expect((await bodyOf(noVersion)).message).toBe('Send the version you edited in the X-Contentful-Version header (or a contentType to create the entry).');
      const badFields = await updateEntryHandler(asEditor('PUT', '/_api/studio/entries/coast-text', { body: { fields: { 'bad id!': 1 } }, headers: { 'x-contentful-version': '1' } }), 'coast-text', deps);
      expect(badFields.status).toBe(400);
      const current = (await bodyOf(await getEntryHandler(asEditor('GET', '/_api/studio/entries/coast-text'), 'coast-text', deps))).tree as { entries: Record<string, { version: number }> };
      const wrongType = await updateEntryHandler(
        asEditor('PUT', '/_api/studio/entries/coast-text', { body: { fields: { internalName: 42 } }, headers: { 'x-contentful-version': String(current.entries['coast-text']!.version) } }),
        'coast-text',
        deps,
      );
      expect(wrongType.status).toBe(422);
      expect(await bodyOf(wrongType)).toMatchObject({ code: 'InvalidEntry', details: { errors: expect.any(Array) } });
      const gone = await updateEntryHandler(asEditor('PUT', '/_api/studio/entries/nope', { body: { fields: {} }, headers: { 'x-contentful-version': '1' } }), 'nope', deps);
      expect(gone.status).toBe(404);
    });

    it('refuses a body over the limit with 413', async () => {
      const huge = JSON.stringify({ fields: { internalName: 'x'.repeat(MAX_ENTRY_BODY_BYTES) } });
      const response = await updateEntryHandler(asEditor('PUT', '/_api/studio/entries/coast-text', { body: huge, headers: { 'x-contentful-version': '1' } }), 'coast-text', deps);
      expect(response.status).toBe(413);
      expect((await bodyOf(response)).message).toContain('Request body too large');
    });
  });

  describe('sign-in and sign-out', () => {
    it('signs an editor in with JSON, setting the studio cookie, and out again', async () => {
      const response = await handleStudioSignIn(request('POST', '/_api/studio/sign-in', { body: { email: 'ed@studio.test', password: EDITOR_PASSWORD } }), handle.db);
      expect(response.status).toBe(200);
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^sf_studio=CFPAT-[A-Za-z0-9_-]+;/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toMatch(/SameSite=lax/i);
      const token = /^sf_studio=([^;]+)/.exec(cookie)![1]!;
      expect((await listPagesHandler(request('GET', '/_api/studio/pages?site=hartley', { cookies: { sf_studio: token } }), deps)).status).toBe(200);

      const out = await handleStudioSignOut(request('POST', '/_api/studio/sign-out', { cookies: { sf_studio: token }, body: {} }), handle.db);
      expect(out.status).toBe(200);
      expect(out.headers.get('set-cookie')).toMatch(/^sf_studio=;/);
      expect((await listPagesHandler(request('GET', '/_api/studio/pages?site=hartley', { cookies: { sf_studio: token } }), deps)).status).toBe(401);
    });

    it('refuses a shopper with 403 and a wrong password with 401, and sends a form back with the problem', async () => {
      const shopper = await handleStudioSignIn(request('POST', '/_api/studio/sign-in', { body: { email: 'sam@example.com', password: 'shopper-pass-1' } }), handle.db);
      expect(shopper.status).toBe(403);
      expect(shopper.headers.get('set-cookie')).toBeNull();
      const wrong = await handleStudioSignIn(request('POST', '/_api/studio/sign-in', { body: { email: 'ed@studio.test', password: 'wrong-one' } }), handle.db);
      expect(wrong.status).toBe(401);

      const form = new URLSearchParams({ email: 'sam@example.com', password: 'shopper-pass-1', next: '/studio/pages/x', csrf_token: CSRF });
      const formAnswer = await handleStudioSignIn(
        request('POST', '/_api/studio/sign-in', { body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, csrf: false }),
        handle.db,
      );
      expect(formAnswer.status).toBe(303);
      const location = new URL(formAnswer.headers.get('location')!, ORIGIN);
      expect(location.pathname).toBe('/studio/sign-in');
      expect(Object.fromEntries(location.searchParams)).toMatchObject({ error: 'not-editor', next: '/studio/pages/x', email: 'sam@example.com' });

      const good = new URLSearchParams({ email: 'ed@studio.test', password: EDITOR_PASSWORD, next: 'https://evil.example/', csrf_token: CSRF });
      const signedIn = await handleStudioSignIn(
        request('POST', '/_api/studio/sign-in', { body: good.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, csrf: false }),
        handle.db,
      );
      expect(signedIn.status).toBe(303);
      // Only studio paths: a crafted `next` cannot send the editor elsewhere.
      expect(signedIn.headers.get('location')).toBe('/studio');
    });
  });
});
