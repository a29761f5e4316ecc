import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { isEntryConflictError, pageEditorMachine, pageEditorSelectors as select } from '@storefront/machines/pageEditor.machine';
import type { StudioAsset, StudioEntry, StudioEntryTree } from '../types';
import { editorActors, searchEntriesWith, uploadAssetWith, type EditorApi } from './editor-actors';
import { fromContentfulValue, toContentfulValue } from './editor-conversions';

const link = (id: string, linkType: 'Entry' | 'Asset' = 'Entry') => ({ sys: { type: 'Link', linkType, id } });

function studioEntry(id: string, contentType: string, fields: Record<string, unknown>, version = 3, publishedVersion: number | null = 2): StudioEntry {
  return { id, contentType, version, status: 'published', createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-02T00:00:00Z', publishedAt: null, publishedVersion, fields };
}

const photo: StudioAsset = { id: 'img1', version: 1, status: 'published', title: 'Beach', description: '', url: '/a/beach.jpg', fileName: 'beach.jpg', contentType: 'image/jpeg', width: 1600, height: 900 };

const richText = {
  nodeType: 'document',
  data: {},
  content: [{ nodeType: 'embedded-entry-block', data: { target: link('cta') }, content: [] }],
};

const tree: StudioEntryTree = {
  rootId: 'page',
  locale: 'en-GB',
  entries: {
    page: studioEntry('page', 'page', { title: 'Home', slug: '/', sections: [link('hero')] }),
    hero: studioEntry('hero', 'heroBanner', { internalName: 'Hero', heading: 'Hello', image: link('img1', 'Asset'), body: richText }),
    cta: studioEntry('cta', 'heroBannerLink', { label: 'Shop', href: '/sale' }, 1, null),
  },
  assets: { img1: photo },
};

const refusal = (status: number, message: string) => ({ ok: false as const, status, message });

/** An API whose every call fails loudly unless the test gives it. */
function fakeApi(overrides: Partial<EditorApi>): EditorApi {
  const missing = (name: string) => () => Promise.reject(new Error(`unexpected call: ${name}`));
  return {
    fetchEntryTree: async () => ({ ok: true, tree, scheduled: [{ id: 'sa1', entryId: 'page', at: '2030-01-01T09:00:00.000Z' }] }),
    saveEntry: missing('saveEntry'),
    publishEntry: missing('publishEntry'),
    unpublishEntry: missing('unpublishEntry'),
    fetchSnapshots: missing('fetchSnapshots'),
    fetchSnapshot: missing('fetchSnapshot'),
    schedulePublish: missing('schedulePublish'),
    cancelScheduledPublish: missing('cancelScheduledPublish'),
    uploadAsset: missing('uploadAsset'),
    searchEntries: missing('searchEntries'),
    ...overrides,
  };
}

async function loaded(api: EditorApi) {
  const actor = createActor(pageEditorMachine.provide({ actors: editorActors(api) }), { input: {} }).start();
  actor.send({ type: 'editor.load', pageId: 'page' });
  await waitFor(actor, (snapshot) => !snapshot.matches('loading'));
  return actor;
}

describe('converting between the studio API and the page editor', () => {
  it('turns Contentful links into editor links and back, in lists, references and rich text', () => {
    const fields = { sections: [link('a'), link('b')], image: link('img', 'Asset'), body: richText, count: 3, tags: ['x'] };
    const editor = fromContentfulValue(fields) as Record<string, unknown>;
    expect(editor.sections).toEqual([
      { kind: 'link', linkType: 'Entry', id: 'a' },
      { kind: 'link', linkType: 'Entry', id: 'b' },
    ]);
    expect(editor.image).toEqual({ kind: 'link', linkType: 'Asset', id: 'img' });
    expect((editor.body as typeof richText).content[0]!.data.target).toEqual({ kind: 'link', linkType: 'Entry', id: 'cta' });
    expect(toContentfulValue(editor)).toEqual(fields);
  });

  it('writes nested tree nodes as links (never their fields)', () => {
    expect(toContentfulValue([{ kind: 'entry', id: 'e1', contentType: 'text', fields: { body: 'x' } }, { kind: 'asset', id: 'a1', title: 'T' }])).toEqual([link('e1'), link('a1', 'Asset')]);
  });
});

describe('the page editor actors over the studio API', () => {
  it('loads the page tree with its assets, versions and scheduled publishes', async () => {
    const actor = await loaded(fakeApi({}));
    const snapshot = actor.getSnapshot();
    expect(select.isReady(snapshot)).toBe(true);
    expect(select.blockIds(snapshot)).toEqual(['hero']);
    expect(select.entry(snapshot, 'hero')!.fields.image).toMatchObject({ kind: 'asset', id: 'img1', title: 'Beach' });
    expect(snapshot.context.saved.cta).toMatchObject({ version: 1, publishedVersion: undefined });
    // The page is live, but one entry it links was never published.
    expect(select.status(snapshot)).toBe('changed');
    expect(select.scheduled(snapshot)).toEqual([{ id: 'sa1', entryId: 'page', at: '2030-01-01T09:00:00.000Z' }]);
  });

  it('shows the server’s message when the page cannot be loaded', async () => {
    const actor = await loaded(fakeApi({ fetchEntryTree: async () => refusal(404, 'There is no page with the id page.') }));
    expect(select.loadFailed(actor.getSnapshot())).toBe(true);
    expect(select.error(actor.getSnapshot())).toBe('There is no page with the id page.');
  });

  it('creates new blocks with their content type, then updates the page with Contentful links and its version', async () => {
    const saveEntry = vi.fn<EditorApi['saveEntry']>(async (id, version, fields) => ({
      ok: true,
      entry: studioEntry(id, id === 'page' ? 'page' : 'text', fields, (version ?? 0) + 1, null),
    }));
    const actor = await loaded(fakeApi({ saveEntry }));
    actor.send({ type: 'editor.addBlock', contentType: 'text', index: 1, id: 'new1', fields: { internalName: 'Intro' } });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'editing' }));
    expect(saveEntry.mock.calls).toEqual([
      ['new1', undefined, { internalName: 'Intro' }, 'text'],
      ['page', 3, { title: 'Home', slug: '/', sections: [link('hero'), link('new1')] }, undefined],
    ]);
    expect(select.notice(actor.getSnapshot())).toBe('saved');
    expect(select.isDirty(actor.getSnapshot())).toBe(false);
  });

  it('turns a 409 into a conflict holding the server’s entry', async () => {
    const theirs = studioEntry('hero', 'heroBanner', { internalName: 'Hero', heading: 'Theirs' }, 5);
    const saveEntry = vi.fn<EditorApi['saveEntry']>(async () => ({ ok: false, status: 409, conflict: { message: 'Changed', current: theirs, yours: { version: 3, fields: {} } } }));
    const actor = await loaded(fakeApi({ saveEntry }));
    actor.send({ type: 'editor.edit', entryId: 'hero', fieldId: 'heading', value: 'Mine' });
    actor.send({ type: 'editor.save' });
    await waitFor(actor, (snapshot) => select.isInConflict(snapshot));
    const conflict = select.conflict(actor.getSnapshot())!;
    expect(conflict.theirs.fields.heading).toBe('Theirs');
    expect(conflict.mine!.fields.heading).toBe('Mine');
    expect(conflict.theirVersion).toBe(5);
    expect(conflict.differingFields).toContain('heading');
  });

  it('publishes each entry with its version, and reports a refused publish in the server’s words', async () => {
    const publishEntry = vi.fn<EditorApi['publishEntry']>(async (id, version) => ({ ok: true, entry: { ...tree.entries[id]!, version: version + 1, publishedVersion: version } }));
    const actor = await loaded(fakeApi({ publishEntry }));
    actor.send({ type: 'editor.publish' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'editing' }));
    // Only the never-published link needs publishing; the page and hero are live as they are.
    expect(publishEntry.mock.calls).toEqual([['cta', 1]]);
    expect(select.notice(actor.getSnapshot())).toBe('published');

    const refused = await loaded(fakeApi({ publishEntry: async () => refusal(422, 'Heading: Required') }));
    refused.send({ type: 'editor.publish' });
    await waitFor(refused, (snapshot) => snapshot.matches({ ready: 'editing' }));
    expect(select.error(refused.getSnapshot())).toBe('Heading: Required');
  });

  it('an isEntryConflictError on a stale unpublish', async () => {
    const unpublishEntry = vi.fn<EditorApi['unpublishEntry']>(async () => ({
      ok: false,
      status: 409,
      conflict: { message: 'Changed', current: studioEntry('page', 'page', { title: 'New' }, 9), yours: { version: 3, fields: {} } },
    }));
    const actors = editorActors(fakeApi({ unpublishEntry }));
    const error = await new Promise((resolve) => {
      const actor = createActor(actors.unpublishEntry, { input: { id: 'page', version: 3 } });
      actor.subscribe({ error: resolve });
      actor.start();
    });
    expect(isEntryConflictError(error)).toBe(true);
  });

  it('schedules, cancels, lists history and restores a snapshot with the entries it links, as they were then', async () => {
    const schedulePublish = vi.fn<EditorApi['schedulePublish']>(async (at, entries) => ({ ok: true, scheduled: entries.map((entry, index) => ({ id: `s${index}`, entryId: entry.id, at })) }));
    const old: StudioEntryTree = {
      rootId: 'page',
      locale: 'en-GB',
      entries: { page: studioEntry('page', 'page', { title: 'Old home', slug: '/', sections: [link('gone')] }), gone: studioEntry('gone', 'text', { internalName: 'Old intro' }) },
      assets: {},
    };
    const actor = await loaded(
      fakeApi({
        schedulePublish,
        cancelScheduledPublish: async () => ({ ok: true }),
        fetchSnapshots: async () => ({ ok: true, snapshots: [{ id: 'snap1', createdAt: '2025-01-01T00:00:00Z', version: 2 }] }),
        fetchSnapshot: async () => ({ ok: true, tree: old, earlier: { gone: { internalName: 'Intro as it was' } } }),
      }),
    );
    actor.send({ type: 'editor.schedule', at: '2099-05-01T10:00' });
    await waitFor(actor, (snapshot) => select.notice(snapshot) === 'scheduled');
    expect(schedulePublish).toHaveBeenCalledWith(new Date('2099-05-01T10:00').toISOString(), [{ id: 'cta', version: 1 }]);
    actor.send({ type: 'editor.cancelSchedule', scheduleId: 'sa1' });
    await waitFor(actor, (snapshot) => select.notice(snapshot) === 'unscheduled');
    expect(select.scheduled(actor.getSnapshot()).map((item) => item.id)).toEqual(['s0']);

    actor.send({ type: 'editor.history' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: { history: 'browsing' } }));
    expect(select.history(actor.getSnapshot())).toEqual([{ id: 'snap1', createdAt: '2025-01-01T00:00:00Z', createdBy: undefined, version: 2 }]);
    actor.send({ type: 'editor.restore', snapshotId: 'snap1' });
    await waitFor(actor, (snapshot) => select.notice(snapshot) === 'restored');
    const page = select.tree(actor.getSnapshot())!;
    expect(page.fields.title).toBe('Old home');
    // The block as it was in that version, over the one the server holds now (so saving restores it).
    expect(page.fields.sections).toEqual([{ kind: 'entry', id: 'gone', contentType: 'text', fields: { internalName: 'Intro as it was' } }]);
    expect(select.changedEntryIds(actor.getSnapshot())).toContain('gone');
  });

  it('gives uploads as CmsAssets and search results as entries named by their display field', async () => {
    expect(await uploadAssetWith({ uploadAsset: async () => ({ ok: true, asset: photo }) }, new File(['x'], 'a.jpg'))).toMatchObject({ kind: 'asset', id: 'img1', title: 'Beach' });
    await expect(uploadAssetWith({ uploadAsset: async () => refusal(415, 'Upload a JPEG, PNG, WebP or AVIF image.') }, new File(['x'], 'a.gif'))).rejects.toThrow('Upload a JPEG');
    const searchEntries = vi.fn<EditorApi['searchEntries']>(async () => ({
      ok: true,
      entries: [{ id: 'vis1', contentType: 'visibilityConfig', title: 'Members only', status: 'published', updatedAt: '2025-01-01T00:00:00Z' }],
    }));
    const found = await searchEntriesWith({ searchEntries }, { text: 'memb', contentTypes: ['visibilityConfig'] }, () => 'internalName');
    expect(searchEntries).toHaveBeenCalledWith({ q: 'memb', contentTypes: ['visibilityConfig'] });
    expect(found).toEqual([{ kind: 'entry', id: 'vis1', contentType: 'visibilityConfig', fields: { internalName: 'Members only' }, updatedAt: '2025-01-01T00:00:00Z' }]);
  });
});
