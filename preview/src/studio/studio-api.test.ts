import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPage, deletePage, fieldErrorsOf, saveEntry } from './studio-api';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('studio API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads per-field messages out of the routes’ zod messages', () => {
    expect(fieldErrorsOf('title: Enter a title; slug: Use "/" for the home page')).toEqual({ title: 'Enter a title', slug: 'Use "/" for the home page' });
    expect(fieldErrorsOf('A page with the slug "x" already exists on Coast.')).toEqual({});
  });

  it('creates a page with the CSRF header, and passes refusals on with their message', async () => {
    vi.stubGlobal('document', { cookie: 'sf_guest=g; sf_csrf=tok%20en' });
    const created = answer(201, { page: { id: 'p', title: 'T', slug: 't' } });
    vi.stubGlobal('fetch', created);
    expect(await createPage('coast', { title: 'T', slug: 't' })).toMatchObject({ ok: true, page: { id: 'p' } });
    const [url, init] = created.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/_api/studio/pages');
    expect(init.headers).toMatchObject({ 'x-csrf-token': 'tok en', 'content-type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ site: 'coast', title: 'T', slug: 't' });

    vi.stubGlobal('fetch', answer(400, { message: 'slug: Use lowercase words' }));
    expect(await createPage('coast', { title: 'T', slug: 'T' })).toEqual({ ok: false, status: 400, message: 'slug: Use lowercase words', fieldErrors: { slug: 'Use lowercase words' } });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    expect(await deletePage('p')).toMatchObject({ ok: false, status: 0, message: expect.stringContaining('could not reach the server') });
  });

  it('sends the edited version in X-Contentful-Version and gives a conflict both versions', async () => {
    vi.stubGlobal('document', { cookie: 'sf_csrf=t' });
    const current = { id: 'e', version: 5, fields: { title: 'Theirs' } };
    const conflict = answer(409, { message: 'Changed by someone else', current, yours: { version: 4, fields: { title: 'Mine' } } });
    vi.stubGlobal('fetch', conflict);
    const result = await saveEntry('e', 4, { title: 'Mine' });
    expect(result).toEqual({ ok: false, status: 409, conflict: { message: 'Changed by someone else', current, yours: { version: 4, fields: { title: 'Mine' } } } });
    const [, init] = conflict.mock.calls[0] as unknown as [string, RequestInit];
    expect(init).toMatchObject({ method: 'PUT', headers: { 'x-contentful-version': '4' } });
  });
});
