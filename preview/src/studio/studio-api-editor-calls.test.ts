import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cancelScheduledPublish,
  fetchEntryTree,
  fetchSnapshot,
  fetchSnapshots,
  publishEntry,
  saveEntry,
  schedulePublish,
  searchEntries,
  unpublishEntry,
  uploadAsset,
} from './studio-api';

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function sent(fetch: ReturnType<typeof answer>, call = 0): { url: string; init: RequestInit & { headers: Record<string, string> } } {
  const [url, init] = fetch.mock.calls[call] as unknown as [string, RequestInit & { headers: Record<string, string> }];
  return { url, init };
}

const entry = { id: 'hero-1', contentType: 'heroBanner', version: 3, status: 'draft', fields: { heading: 'Hi' } };

describe('studio API client: the page editor’s calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the entry tree with the scheduled publishes (none when the server names none)', async () => {
    const tree = { rootId: 'p', locale: 'en-GB', entries: {}, assets: {} };
    const scheduled = [{ id: 'act-1', entryId: 'p', at: '2030-01-01T09:00:00.000Z' }];
    vi.stubGlobal('fetch', answer(200, { tree, scheduled }));
    expect(await fetchEntryTree('p')).toEqual({ ok: true, tree, scheduled });
    vi.stubGlobal('fetch', answer(200, { tree }));
    expect(await fetchEntryTree('p')).toEqual({ ok: true, tree, scheduled: [] });
    vi.stubGlobal('fetch', answer(404, { message: 'There is no entry with the id p.' }));
    expect(await fetchEntryTree('p')).toMatchObject({ ok: false, status: 404, message: 'There is no entry with the id p.' });
  });

  it('creates an entry with its id and content type (no version), and still updates with the version', async () => {
    vi.stubGlobal('document', { cookie: 'sf_csrf=tok' });
    const created = answer(201, { entry: { ...entry, version: 1 } });
    vi.stubGlobal('fetch', created);
    expect(await saveEntry('hero-1', undefined, { heading: 'Hi' }, 'heroBanner')).toMatchObject({ ok: true, entry: { id: 'hero-1', version: 1 } });
    const create = sent(created);
    expect(create.url).toBe('/_api/studio/entries/hero-1');
    expect(create.init.method).toBe('PUT');
    expect(create.init.headers['x-contentful-version']).toBeUndefined();
    expect(create.init.headers['x-csrf-token']).toBe('tok');
    expect(JSON.parse(create.init.body as string)).toEqual({ contentType: 'heroBanner', fields: { heading: 'Hi' } });

    vi.stubGlobal('fetch', answer(409, { message: 'An entry with the id hero-1 already exists: open it instead of creating it again.' }));
    expect(await saveEntry('hero-1', undefined, {}, 'heroBanner')).toMatchObject({ ok: false, status: 409, message: expect.stringContaining('already exists') });

    const updated = answer(200, { entry });
    vi.stubGlobal('fetch', updated);
    expect(await saveEntry('hero-1', 2, { heading: 'Hi' })).toMatchObject({ ok: true, entry: { version: 3 } });
    expect(sent(updated).init.headers['x-contentful-version']).toBe('2');
    expect(JSON.parse(sent(updated).init.body as string)).toEqual({ fields: { heading: 'Hi' } });
  });

  it('publishes and unpublishes with the version, and turns a 409 into a conflict with both versions', async () => {
    vi.stubGlobal('document', { cookie: 'sf_csrf=tok' });
    const published = answer(200, { entry: { ...entry, status: 'published' } });
    vi.stubGlobal('fetch', published);
    expect(await publishEntry('hero-1', 3)).toMatchObject({ ok: true, entry: { status: 'published' } });
    expect(sent(published)).toMatchObject({ url: '/_api/studio/entries/hero-1/published', init: { method: 'POST', headers: { 'x-contentful-version': '3', 'x-csrf-token': 'tok' } } });
    expect(sent(published).init.body).toBeUndefined();

    const current = { ...entry, version: 5, fields: { heading: 'Theirs' } };
    vi.stubGlobal('fetch', answer(409, { message: 'Changed by someone else', current, yours: { version: 3, fields: {} } }));
    expect(await publishEntry('hero-1', 3)).toEqual({ ok: false, status: 409, conflict: { message: 'Changed by someone else', current, yours: { version: 3, fields: {} } } });

    const unpublished = answer(409, { message: 'Changed by someone else', current });
    vi.stubGlobal('fetch', unpublished);
    expect(await unpublishEntry('hero-1', 4)).toEqual({ ok: false, status: 409, conflict: { message: 'Changed by someone else', current, yours: { version: 4, fields: {} } } });
    expect(sent(unpublished)).toMatchObject({ url: '/_api/studio/entries/hero-1/published', init: { method: 'DELETE', headers: { 'x-contentful-version': '4' } } });

    vi.stubGlobal('fetch', answer(422, { message: 'Validation error' }));
    expect(await publishEntry('hero-1', 3)).toMatchObject({ ok: false, status: 422, message: 'Validation error' });
  });

  it('reads the history and one old version', async () => {
    const snapshots = [{ id: 'v4', createdAt: '2030-01-02T00:00:00Z', createdBy: 'Ed Itor', version: 3 }];
    const list = answer(200, { snapshots });
    vi.stubGlobal('fetch', list);
    expect(await fetchSnapshots('page 1')).toEqual({ ok: true, snapshots });
    expect(sent(list).url).toBe('/_api/studio/entries/page%201/snapshots');
    const tree = { rootId: 'page 1', locale: 'en-GB', entries: {}, assets: {} };
    const earlier = { hero: { heading: 'As it was' } };
    const one = answer(200, { tree, earlier, snapshot: snapshots[0] });
    vi.stubGlobal('fetch', one);
    expect(await fetchSnapshot('page 1', 'v4')).toEqual({ ok: true, tree, earlier });
    expect(sent(one).url).toBe('/_api/studio/entries/page%201/snapshots/v4');
    vi.stubGlobal('fetch', answer(404, { message: 'Entry page 1 has no version v9.' }));
    expect(await fetchSnapshot('page 1', 'v9')).toMatchObject({ ok: false, status: 404, message: 'Entry page 1 has no version v9.' });
  });

  it('schedules a publish and cancels it', async () => {
    vi.stubGlobal('document', { cookie: 'sf_csrf=tok' });
    const scheduled = [{ id: 'act-1', entryId: 'p', at: '2030-01-01T09:00:00.000Z' }];
    const create = answer(201, { scheduled });
    vi.stubGlobal('fetch', create);
    expect(await schedulePublish('2030-01-01T09:00:00.000Z', [{ id: 'p', version: 4 }])).toEqual({ ok: true, scheduled });
    expect(sent(create)).toMatchObject({ url: '/_api/studio/scheduled', init: { method: 'POST' } });
    expect(JSON.parse(sent(create).init.body as string)).toEqual({ at: '2030-01-01T09:00:00.000Z', entries: [{ id: 'p', version: 4 }] });
    vi.stubGlobal('fetch', answer(400, { message: 'Choose a time in the future to publish at.' }));
    expect(await schedulePublish('2001-01-01T00:00:00Z', [{ id: 'p', version: 4 }])).toMatchObject({ ok: false, status: 400, message: 'Choose a time in the future to publish at.' });

    const cancel = answer(200, { success: true });
    vi.stubGlobal('fetch', cancel);
    expect(await cancelScheduledPublish('act-1')).toEqual({ ok: true });
    expect(sent(cancel)).toMatchObject({ url: '/_api/studio/scheduled/act-1', init: { method: 'DELETE', headers: { 'x-csrf-token': 'tok' } } });
    vi.stubGlobal('fetch', answer(401, {}));
    expect(await cancelScheduledPublish('act-1')).toMatchObject({ ok: false, status: 401, message: 'Your studio session has ended. Sign in again.' });
  });

  it('uploads a file as multipart form data (no JSON type), with the title when given', async () => {
    vi.stubGlobal('document', { cookie: 'sf_csrf=tok' });
    const asset = { id: 'a1', title: 'Beach', url: '/_content/files/s/u/beach.png' };
    const upload = answer(201, { asset });
    vi.stubGlobal('fetch', upload);
    const file = new File([new Uint8Array([1, 2, 3])], 'beach.png', { type: 'image/png' });
    expect(await uploadAsset(file, ' Beach ')).toEqual({ ok: true, asset });
    const { url, init } = sent(upload);
    expect(url).toBe('/_api/studio/assets');
    expect(init.headers['content-type']).toBeUndefined();
    expect(init.headers['x-csrf-token']).toBe('tok');
    const form = init.body as FormData;
    expect((form.get('file') as File).name).toBe('beach.png');
    expect(form.get('title')).toBe('Beach');

    vi.stubGlobal('fetch', answer(413, { message: 'The file is too large: upload images of at most 10 MB.' }));
    expect(await uploadAsset(file)).toMatchObject({ ok: false, status: 413, message: 'The file is too large: upload images of at most 10 MB.' });
    const noTitle = answer(415, { message: 'That file is not a JPEG, PNG, WebP, AVIF or GIF image.' });
    vi.stubGlobal('fetch', noTitle);
    expect(await uploadAsset(file)).toMatchObject({ ok: false, status: 415 });
    expect((sent(noTitle).init.body as FormData).has('title')).toBe(false);
  });

  it('searches entries by text and content types', async () => {
    const entries = [{ id: 'e1', contentType: 'text', title: 'Gifting', status: 'draft', updatedAt: '2030-01-01T00:00:00Z' }];
    const search = answer(200, { entries, total: 1 });
    vi.stubGlobal('fetch', search);
    expect(await searchEntries({ q: ' gift ', contentTypes: ['text', 'section'] })).toEqual({ ok: true, entries });
    expect(sent(search).url).toBe('/_api/studio/entries?q=gift&contentType=text%2Csection');
    const all = answer(200, { entries: [] });
    vi.stubGlobal('fetch', all);
    expect(await searchEntries({})).toEqual({ ok: true, entries: [] });
    expect(sent(all).url).toBe('/_api/studio/entries');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    expect(await searchEntries({ q: 'x' })).toMatchObject({ ok: false, status: 0, message: expect.stringContaining('could not reach the server') });
  });
});
