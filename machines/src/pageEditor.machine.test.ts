import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import type { EditorAsset, ServerEntry } from './page-editor-entries';
import { EntryConflictError, isEntryConflictError, pageEditorMachine, pageEditorMessages, pageEditorSelectors as select, type LoadedPage, type PageEditorEvent, type PageEditorInput, type RestoredVersion } from './pageEditor.machine';
import { fakeContentServer } from './testing/fake-content-server';
import { replay, stateKey } from './testing/paths';

const entryLink = (id: string) => ({ kind: 'link' as const, linkType: 'Entry' as const, id });
const assetLink = (id: string) => ({ kind: 'link' as const, linkType: 'Asset' as const, id });
const doc = (...content: unknown[]) => ({ nodeType: 'document', data: {}, content });
const para = (value: string) => ({ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value, marks: [], data: {} }] });

const image: EditorAsset = { kind: 'asset', id: 'img', title: 'Linen', description: 'Linen shirt', url: '/assets/img.jpg', fileName: 'img.jpg', contentType: 'image/jpeg', width: 1600, height: 900 };

/** A published page: a hero (with one nested link) and a text block with an embedded image. */
function publishedPage(): ServerEntry[] {
  return [
    { id: 'page', contentType: 'page', fields: { title: 'Summer', slug: 'summer', sections: [entryLink('hero'), entryLink('text')] }, version: 5, publishedVersion: 4 },
    { id: 'hero', contentType: 'heroBanner', fields: { internalName: 'Hero', heading: 'Hello', image: assetLink('img'), links: [entryLink('cta')] }, version: 3, publishedVersion: 2 },
    { id: 'cta', contentType: 'heroBannerLink', fields: { label: 'Shop', href: '/sale' }, version: 2, publishedVersion: 1 },
    {
      id: 'text',
      contentType: 'text',
      fields: { internalName: 'Intro', body: doc(para('Linen season'), { nodeType: 'embedded-asset-block', data: { target: assetLink('img') }, content: [] }) },
      version: 2,
      publishedVersion: 1,
    },
  ];
}

async function start(entries = publishedPage(), input: PageEditorInput = {}) {
  const server = fakeContentServer(entries, [image]);
  let time = 1_000_000;
  const clock = { advance: (ms: number) => (time += ms) };
  const actor = createActor(pageEditorMachine.provide({ actors: server.actors }), { input: { now: () => time, ...input } }).start();
  actor.send({ type: 'editor.load', pageId: 'page' });
  await waitFor(actor, (s) => !s.matches('loading'));
  const snapshot = () => actor.getSnapshot();
  const settled = () => waitFor(actor, (s) => s.matches({ ready: 'editing' }) || s.matches({ ready: 'conflict' }) || s.matches({ ready: { history: 'browsing' } }));
  const edit = (entryId: string, fieldId: string, value: unknown) => actor.send({ type: 'editor.edit', entryId, fieldId, value });
  const field = (entryId: string, fieldId: string) => select.entry(snapshot(), entryId)?.fields[fieldId];
  return { actor, server, clock, snapshot, settled, edit, field };
}

describe('page editor: loading', () => {
  it('loads the page and gives the tree with every linked entry and asset nested, published and clean', async () => {
    const { snapshot } = await start();
    expect(select.isReady(snapshot())).toBe(true);
    const tree = select.tree(snapshot())!;
    expect(tree).toMatchObject({ kind: 'entry', id: 'page', contentType: 'page', fields: { title: 'Summer' } });
    const [hero, text] = tree.fields.sections as Array<{ id: string; fields: Record<string, unknown> }>;
    expect(hero).toMatchObject({ kind: 'entry', id: 'hero', fields: { image, links: [{ kind: 'entry', id: 'cta', fields: { label: 'Shop' } }] } });
    expect((text!.fields.body as { content: Array<{ data: { target?: unknown } }> }).content[1]!.data.target).toEqual(image);
    expect(select.blockIds(snapshot())).toEqual(['hero', 'text']);
    expect(select.status(snapshot())).toBe('published');
    expect(select.isDirty(snapshot())).toBe(false);
    expect(select.canSave(snapshot())).toBe(false);
    expect(select.canPublish(snapshot())).toBe(false);
    expect(select.canUnpublish(snapshot())).toBe(true);
  });

  it('fails with the server’s message, or a plain one when the page is not in the answer, and can load again', async () => {
    const server = fakeContentServer(publishedPage());
    const actor = createActor(pageEditorMachine.provide({ actors: server.actors }), { input: {} }).start();
    expect(select.tree(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'editor.load', pageId: 'missing' });
    expect(select.isLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(select.loadFailed(actor.getSnapshot())).toBe(true);
    expect(select.error(actor.getSnapshot())).toBe('Entry missing not found');

    actor.send({ type: 'editor.load', pageId: 'page' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(select.pageId(actor.getSnapshot())).toBe('page');
    expect(select.error(actor.getSnapshot())).toBeUndefined();
  });

  it('refuses a load answer without the page itself', async () => {
    const actor = createActor(
      pageEditorMachine.provide({ actors: { loadPage: fromPromise(async () => ({ entries: publishedPage().slice(1), assets: [image] })) } }),
      { input: {} },
    ).start();
    actor.send({ type: 'editor.load', pageId: 'page' });
    await waitFor(actor, (s) => !s.matches('loading'));
    expect(select.loadFailed(actor.getSnapshot())).toBe(true);
    expect(select.error(actor.getSnapshot())).toBe(pageEditorMessages.loadFailed);
  });

  it('keeps unsaved changes from another load unless told to drop them', async () => {
    const { actor, edit, snapshot } = await start();
    edit('hero', 'heading', 'Changed');
    actor.send({ type: 'editor.load', pageId: 'page' });
    expect(select.isReady(snapshot())).toBe(true);
    expect(select.isDirty(snapshot())).toBe(true);
    actor.send({ type: 'editor.load', pageId: 'page', discard: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(select.isDirty(snapshot())).toBe(false);
    expect(select.canUndo(snapshot())).toBe(false);
  });
});

describe('page editor: editing', () => {
  it('changes a field of any entry in the tree, clears a field, and ignores unknown entries and same values', async () => {
    const { edit, field, snapshot } = await start();
    edit('cta', 'label', 'Shop linen');
    expect(field('cta', 'label')).toBe('Shop linen');
    expect((select.tree(snapshot())!.fields.sections as Array<{ fields: { links: Array<{ fields: { label: string } }> } }>)[0]!.fields.links[0]!.fields.label).toBe(
      'Shop linen',
    );
    expect(select.isDirty(snapshot())).toBe(true);
    expect(select.changedEntryIds(snapshot())).toEqual(['cta']);
    expect(select.status(snapshot())).toBe('changed');
    edit('hero', 'heading', undefined);
    expect(select.entry(snapshot(), 'hero')!.fields).not.toHaveProperty('heading');
    const before = snapshot().context.past.length;
    edit('nope', 'heading', 'x');
    edit('cta', 'label', 'Shop linen');
    expect(snapshot().context.past.length).toBe(before);
  });

  it('is clean again when a change is typed back to what the server has', async () => {
    const { edit, snapshot } = await start();
    edit('hero', 'heading', 'Hello!');
    expect(select.isDirty(snapshot())).toBe(true);
    edit('hero', 'heading', 'Hello');
    expect(select.isDirty(snapshot())).toBe(false);
  });

  it('undoes consecutive typing in one field as one step, and starts a new step after a pause or in another field', async () => {
    const { actor, edit, field, snapshot, clock } = await start(undefined, { coalesceMs: 500 });
    for (const value of ['H', 'He', 'Hey']) {
      clock.advance(100);
      edit('hero', 'heading', value);
    }
    clock.advance(2000);
    edit('hero', 'heading', 'Hey you');
    clock.advance(100);
    edit('cta', 'label', 'Go');
    clock.advance(100);
    edit('hero', 'heading', 'Hey you!');
    expect(select.canUndo(snapshot())).toBe(true);
    expect(select.canRedo(snapshot())).toBe(false);
    actor.send({ type: 'editor.undo' });
    expect(field('hero', 'heading')).toBe('Hey you');
    actor.send({ type: 'editor.undo' });
    expect(field('cta', 'label')).toBe('Shop');
    actor.send({ type: 'editor.undo' });
    expect(field('hero', 'heading')).toBe('Hey');
    actor.send({ type: 'editor.undo' });
    expect(field('hero', 'heading')).toBe('Hello');
    expect(select.canUndo(snapshot())).toBe(false);
    actor.send({ type: 'editor.undo' });
    expect(field('hero', 'heading')).toBe('Hello');
    actor.send({ type: 'editor.redo' });
    actor.send({ type: 'editor.redo' });
    expect(field('hero', 'heading')).toBe('Hey you');
    expect(select.canRedo(snapshot())).toBe(true);
    edit('hero', 'heading', 'Other');
    expect(select.canRedo(snapshot())).toBe(false);
    actor.send({ type: 'editor.redo' });
    expect(field('hero', 'heading')).toBe('Other');
  });

  it('makes every switch of a checkbox its own undo step, and drops the oldest steps past the limit', async () => {
    const { actor, edit, field, snapshot } = await start(undefined, { historyLimit: 2 });
    edit('cta', 'transparentBackground', true);
    edit('cta', 'transparentBackground', false);
    edit('cta', 'transparentBackground', true);
    expect(snapshot().context.past).toHaveLength(2);
    actor.send({ type: 'editor.undo' });
    expect(field('cta', 'transparentBackground')).toBe(false);
    actor.send({ type: 'editor.undo' });
    expect(field('cta', 'transparentBackground')).toBe(true);
    expect(select.canUndo(snapshot())).toBe(false);
  });

  it('adds a block at an index (selected, with a fresh id unless given), removes and moves blocks', async () => {
    const { actor, snapshot } = await start();
    actor.send({ type: 'editor.addBlock', contentType: 'spacing', index: 1, id: 'gap', fields: { internalName: 'Gap', size: 'm' } });
    expect(select.blockIds(snapshot())).toEqual(['hero', 'gap', 'text']);
    expect(select.selectedId(snapshot())).toBe('gap');
    expect(select.entry(snapshot(), 'gap')).toEqual({ kind: 'entry', id: 'gap', contentType: 'spacing', fields: { internalName: 'Gap', size: 'm' } });
    actor.send({ type: 'editor.addBlock', contentType: 'text', index: 99 });
    const added = select.blockIds(snapshot())[3]!;
    expect(added).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(select.entry(snapshot(), added)!.fields).toEqual({});
    actor.send({ type: 'editor.moveBlock', from: 3, to: 0 });
    expect(select.blockIds(snapshot())).toEqual([added, 'hero', 'gap', 'text']);
    actor.send({ type: 'editor.select', entryId: 'gap' });
    actor.send({ type: 'editor.removeBlock', index: 2 });
    expect(select.blockIds(snapshot())).toEqual([added, 'hero', 'text']);
    expect(select.selectedId(snapshot())).toBeUndefined();
    actor.send({ type: 'editor.select', entryId: 'hero' });
    actor.send({ type: 'editor.removeBlock', index: 0 });
    expect(select.selectedId(snapshot())).toBe('hero');
    actor.send({ type: 'editor.undo' });
    actor.send({ type: 'editor.undo' });
    expect(select.blockIds(snapshot())).toEqual([added, 'hero', 'gap', 'text']);
  });

  it('adds, removes and moves items of a nested list', async () => {
    const { actor, snapshot, field } = await start();
    actor.send({ type: 'editor.addBlock', entryId: 'hero', fieldId: 'links', contentType: 'heroBannerLink', index: 0, id: 'cta2', fields: { label: 'New' } });
    expect(field('hero', 'links')).toMatchObject([{ id: 'cta2', fields: { label: 'New' } }, { id: 'cta' }]);
    actor.send({ type: 'editor.moveBlock', entryId: 'hero', fieldId: 'links', from: 0, to: 1 });
    expect((field('hero', 'links') as Array<{ id: string }>).map((item) => item.id)).toEqual(['cta', 'cta2']);
    actor.send({ type: 'editor.removeBlock', entryId: 'hero', fieldId: 'links', index: 0 });
    expect((field('hero', 'links') as Array<{ id: string }>).map((item) => item.id)).toEqual(['cta2']);
    // A list field that is empty so far takes its first item.
    actor.send({ type: 'editor.addBlock', entryId: 'hero', fieldId: 'hotspots', contentType: 'heroBannerHotspot', index: 0, id: 'spot' });
    expect(field('hero', 'hotspots')).toMatchObject([{ id: 'spot' }]);
    expect(select.changedEntryIds(snapshot())).toEqual(['cta2', 'spot', 'hero']);
  });

  it('refuses list changes that do not fit: unknown entries, non-list fields, indices out of range, taken ids', async () => {
    const { actor, snapshot } = await start();
    const before = snapshot().context.entries;
    const refused = [
      { type: 'editor.addBlock', entryId: 'ghost', contentType: 'text', index: 0 },
      { type: 'editor.addBlock', entryId: 'hero', fieldId: 'heading', contentType: 'text', index: 0 },
      { type: 'editor.addBlock', contentType: 'text', index: 0, id: 'hero' },
      { type: 'editor.addBlock', contentType: '', index: 0 },
      { type: 'editor.removeBlock', index: 2 },
      { type: 'editor.removeBlock', index: -1 },
      { type: 'editor.removeBlock', index: 0.5 },
      { type: 'editor.moveBlock', from: 0, to: 2 },
      { type: 'editor.moveBlock', from: 1, to: 1 },
      { type: 'editor.moveBlock', from: -1, to: 0 },
    ] as const;
    for (const event of refused) {
      expect(snapshot().can(event), JSON.stringify(event)).toBe(false);
      actor.send(event);
    }
    expect(snapshot().context.entries).toBe(before);
  });

  it('takes nested entries and assets given as tree nodes (new items, uploads) and keeps held drafts over stale copies', async () => {
    const { edit, snapshot, field } = await start();
    edit('cta', 'label', 'Draft label');
    const staleCta = { kind: 'entry', id: 'cta', contentType: 'heroBannerLink', fields: { label: 'Stale' } };
    const freshCta = { kind: 'entry', id: 'cta3', contentType: 'heroBannerLink', fields: { label: 'Fresh', icon: { ...image, id: 'img2' } } };
    edit('hero', 'links', [staleCta, freshCta, { kind: 'unresolved', id: 'gone', linkType: 'Entry' }]);
    expect(field('cta', 'label')).toBe('Draft label');
    expect(field('cta3', 'label')).toBe('Fresh');
    expect(snapshot().context.entries.hero!.fields.links).toEqual([entryLink('cta'), entryLink('cta3'), entryLink('gone')]);
    expect(snapshot().context.entries.cta3!.fields.icon).toEqual(assetLink('img2'));
    expect(snapshot().context.assets.img2).toMatchObject({ id: 'img2' });
    edit('hero', 'mobileImage', { ...image, id: 'upload' });
    expect(field('hero', 'mobileImage')).toMatchObject({ kind: 'asset', id: 'upload' });
    expect(field('hero', 'links')).toMatchObject([{ id: 'cta' }, { id: 'cta3' }, { kind: 'unresolved', id: 'gone' }]);
  });

  it('registers entries and assets found elsewhere without touching held drafts', async () => {
    const { actor, edit, snapshot, field } = await start();
    edit('cta', 'label', 'Mine');
    actor.send({
      type: 'editor.register',
      entries: [
        { id: 'vis', contentType: 'visibilityConfig', fields: { internalName: 'Members' }, version: 4, publishedVersion: 3 },
        { id: 'cta', contentType: 'heroBannerLink', fields: { label: 'Server' }, version: 9 },
      ],
      assets: [{ ...image, id: 'other' }],
    });
    edit('hero', 'visibility', entryLink('vis'));
    expect(field('hero', 'visibility')).toMatchObject({ kind: 'entry', id: 'vis', fields: { internalName: 'Members' } });
    expect(field('cta', 'label')).toBe('Mine');
    expect(snapshot().context.saved.cta!.version).toBe(2);
    expect(select.changedEntryIds(snapshot())).toEqual(['cta', 'hero']);
    actor.send({ type: 'editor.register' });
    expect(snapshot().context.assets.other).toBeDefined();
  });
});

describe('page editor: saving and conflicts', () => {
  it('saves every changed entry, new ones first, each with its version, and is clean afterwards', async () => {
    const { actor, edit, server, snapshot, settled } = await start();
    edit('hero', 'heading', 'Linen days');
    actor.send({ type: 'editor.addBlock', entryId: 'hero', fieldId: 'links', contentType: 'heroBannerLink', index: 1, id: 'cta2', fields: { label: 'More', href: '/more' } });
    actor.send({ type: 'editor.save' });
    expect(select.isSaving(snapshot())).toBe(true);
    expect(select.isBusy(snapshot())).toBe(true);
    expect(select.canPublish(snapshot())).toBe(false);
    await settled();
    expect(server.calls.filter((call) => call.actor === 'saveEntry').map((call) => call.input)).toEqual([
      { entry: { id: 'cta2', contentType: 'heroBannerLink', fields: { label: 'More', href: '/more' } }, version: undefined },
      { entry: { id: 'hero', contentType: 'heroBanner', fields: expect.objectContaining({ heading: 'Linen days', links: [entryLink('cta'), entryLink('cta2')] }) }, version: 3 },
    ]);
    expect(select.isDirty(snapshot())).toBe(false);
    expect(select.notice(snapshot())).toBe('saved');
    expect(select.status(snapshot())).toBe('changed');
    expect(select.canPublish(snapshot())).toBe(true);
    expect(server.entries.get('hero')!.version).toBe(4);
    // Saved again, the entry goes with its new version.
    edit('hero', 'heading', 'Linen days!');
    expect(select.notice(snapshot())).toBeUndefined();
    actor.send({ type: 'editor.save' });
    await settled();
    expect(server.calls.at(-1)!.input).toMatchObject({ version: 4 });
  });

  it('keeps typing that happens during a save as a change still to save', async () => {
    const { actor, edit, snapshot, settled } = await start();
    edit('hero', 'heading', 'One');
    actor.send({ type: 'editor.save' });
    edit('hero', 'heading', 'Two');
    await settled();
    expect(select.isDirty(snapshot())).toBe(true);
    expect(select.entry(snapshot(), 'hero')!.fields.heading).toBe('Two');
  });

  it('keeps the drafts and shows the message when saving fails, and saves them on the next try', async () => {
    const { actor, edit, server, snapshot, settled } = await start();
    edit('hero', 'heading', 'One');
    server.failNext('saveEntry', new Error('The server is unavailable'));
    actor.send({ type: 'editor.save' });
    await settled();
    expect(select.error(snapshot())).toBe('The server is unavailable');
    expect(select.isDirty(snapshot())).toBe(true);
    actor.send({ type: 'editor.dismiss' });
    expect(select.error(snapshot())).toBeUndefined();
    server.failNext('saveEntry', new Error(''));
    actor.send({ type: 'editor.save' });
    await settled();
    expect(select.error(snapshot())).toBe(pageEditorMessages.saveFailed);
    actor.send({ type: 'editor.save' });
    await settled();
    expect(select.isDirty(snapshot())).toBe(false);
  });

  it('stops at a stale version with both versions shown; keeping mine writes it over theirs and the save goes on', async () => {
    const { actor, edit, server, snapshot, settled } = await start();
    edit('cta', 'label', 'Mine');
    edit('hero', 'heading', 'My heading');
    server.editElsewhere('cta', { label: 'Theirs', href: '/theirs' });
    actor.send({ type: 'editor.save' });
    await settled();
    expect(select.isInConflict(snapshot())).toBe(true);
    expect(select.canSave(snapshot())).toBe(false);
    const conflict = select.conflict(snapshot())!;
    expect(conflict).toMatchObject({ entryId: 'cta', contentType: 'heroBannerLink', operation: 'save', theirVersion: 3, myVersion: 2 });
    expect(conflict.mine!.fields).toEqual({ label: 'Mine', href: '/sale' });
    expect(conflict.theirs.fields).toEqual({ label: 'Theirs', href: '/theirs' });
    expect(conflict.differingFields).toEqual(['label', 'href']);
    // Typing goes on while the editor decides.
    edit('cta', 'label', 'Mine, final');
    actor.send({ type: 'editor.keepMine' });
    await settled();
    expect(server.entries.get('cta')!.fields).toEqual({ label: 'Mine, final', href: '/sale' });
    expect(server.entries.get('hero')!.fields.heading).toBe('My heading');
    expect(select.isDirty(snapshot())).toBe(false);
    expect(select.conflict(snapshot())).toBeUndefined();
  });

  it('taking theirs replaces my draft (undo brings it back) and the rest of the save goes on', async () => {
    const { actor, edit, server, snapshot, settled, field } = await start();
    edit('cta', 'label', 'Mine');
    edit('hero', 'heading', 'My heading');
    server.editElsewhere('cta', { label: 'Theirs', image: assetLink('img') });
    actor.send({ type: 'editor.save' });
    await settled();
    actor.send({ type: 'editor.takeTheirs' });
    await settled();
    expect(field('cta', 'label')).toBe('Theirs');
    expect(field('cta', 'image')).toEqual(image);
    expect(server.entries.get('hero')!.fields.heading).toBe('My heading');
    expect(server.calls.filter((call) => call.actor === 'saveEntry')).toHaveLength(2);
    expect(select.isDirty(snapshot())).toBe(false);
    actor.send({ type: 'editor.undo' });
    expect(field('cta', 'label')).toBe('Mine');
    expect(select.changedEntryIds(snapshot())).toEqual(['cta']);
  });

  it('recognises conflict errors by name and payload', () => {
    const theirs = publishedPage()[0]!;
    expect(isEntryConflictError(new EntryConflictError(theirs))).toBe(true);
    expect(isEntryConflictError(Object.assign(new Error('x'), { name: 'EntryConflictError' }))).toBe(false);
    expect(isEntryConflictError({ name: 'EntryConflictError', theirs })).toBe(false);
    expect(new EntryConflictError(theirs).message).toBe('Entry page was changed by someone else (now version 5)');
  });
});

describe('page editor: publishing', () => {
  it('saves first, then publishes every entry with unpublished changes, children first', async () => {
    const { actor, edit, server, snapshot, settled } = await start();
    edit('cta', 'label', 'New label');
    actor.send({ type: 'editor.addBlock', contentType: 'spacing', index: 0, id: 'gap', fields: { internalName: 'Gap', size: 's' } });
    expect(select.canPublish(snapshot())).toBe(true);
    actor.send({ type: 'editor.publish' });
    await waitFor(actor, (s) => select.isPublishing(s));
    await settled();
    const calls = server.calls.filter((call) => call.actor !== 'loadPage').map((call) => `${call.actor} ${(call.input as { id?: string; entry?: { id: string } }).id ?? (call.input as { entry: { id: string } }).entry.id}`);
    expect(calls).toEqual(['saveEntry gap', 'saveEntry cta', 'saveEntry page', 'publishEntry gap', 'publishEntry cta', 'publishEntry page']);
    expect(select.status(snapshot())).toBe('published');
    expect(select.notice(snapshot())).toBe('published');
    expect(server.entries.get('gap')).toMatchObject({ version: 2, publishedVersion: 1 });
    expect(select.canPublish(snapshot())).toBe(false);
  });

  it('publishes a saved draft page that was never published', async () => {
    const entries = publishedPage().map((entry) => (entry.id === 'page' ? { ...entry, publishedVersion: undefined, version: 1 } : entry));
    const { actor, server, snapshot, settled } = await start(entries);
    expect(select.status(snapshot())).toBe('draft');
    expect(select.canUnpublish(snapshot())).toBe(false);
    actor.send({ type: 'editor.publish' });
    await settled();
    expect(server.calls.filter((call) => call.actor === 'publishEntry').map((call) => call.input)).toEqual([{ id: 'page', version: 1 }]);
    expect(select.status(snapshot())).toBe('published');
  });

  it('shows a failed publish and stops at a stale version; keeping mine saves mine and publishes again', async () => {
    const { actor, edit, server, snapshot, settled } = await start();
    edit('hero', 'heading', 'Mine');
    server.failNext('publishEntry', new Error(''));
    actor.send({ type: 'editor.publish' });
    await settled();
    expect(select.error(snapshot())).toBe(pageEditorMessages.publishFailed);
    expect(select.status(snapshot())).toBe('changed');
    server.editElsewhere('hero', { heading: 'Theirs' });
    actor.send({ type: 'editor.publish' });
    await settled();
    expect(select.conflict(snapshot())).toMatchObject({ entryId: 'hero', operation: 'publish', theirVersion: 5, myVersion: 4 });
    actor.send({ type: 'editor.keepMine' });
    await settled();
    expect(server.entries.get('hero')).toMatchObject({ fields: { heading: 'Mine' }, publishedVersion: 6, version: 7 });
    expect(select.status(snapshot())).toBe('published');
  });

  it('taking theirs during a publish publishes their version', async () => {
    const { actor, edit, server, snapshot, settled, field } = await start();
    edit('cta', 'label', 'Mine');
    actor.send({ type: 'editor.save' });
    await settled();
    server.editElsewhere('cta', { label: 'Theirs' });
    actor.send({ type: 'editor.publish' });
    await settled();
    actor.send({ type: 'editor.takeTheirs' });
    await settled();
    expect(field('cta', 'label')).toBe('Theirs');
    expect(server.entries.get('cta')).toMatchObject({ fields: { label: 'Theirs' }, publishedVersion: 4 });
    expect(select.status(snapshot())).toBe('published');
  });

  it('unpublishes the page only, and reports a failure', async () => {
    const { actor, server, snapshot, settled } = await start();
    server.failNext('unpublishEntry', new Error('Not allowed'));
    actor.send({ type: 'editor.unpublish' });
    await settled();
    expect(select.error(snapshot())).toBe('Not allowed');
    actor.send({ type: 'editor.unpublish' });
    expect(select.isBusy(snapshot())).toBe(true);
    await settled();
    expect(server.calls.filter((call) => call.actor === 'unpublishEntry').map((call) => call.input)).toEqual([
      { id: 'page', version: 5 },
      { id: 'page', version: 5 },
    ]);
    expect(select.status(snapshot())).toBe('draft');
    expect(select.notice(snapshot())).toBe('unpublished');
    expect(select.isDirty(snapshot())).toBe(false);
    expect(server.entries.get('hero')!.publishedVersion).toBe(2);
  });

  it('unpublishing a page someone else changed stops at the conflict; taking theirs unpublishes their version', async () => {
    const { actor, server, snapshot, settled, field } = await start();
    server.editElsewhere('page', { title: 'Their title' });
    actor.send({ type: 'editor.unpublish' });
    await settled();
    expect(select.conflict(snapshot())).toMatchObject({ operation: 'unpublish', entryId: 'page' });
    actor.send({ type: 'editor.takeTheirs' });
    await settled();
    expect(field('page', 'title')).toBe('Their title');
    expect(server.entries.get('page')!.version).toBe(7);
    expect(server.entries.get('page')).not.toHaveProperty('publishedVersion');
    expect(select.status(snapshot())).toBe('draft');
  });

  it('schedules publishing at a future time after saving, lists it and cancels it', async () => {
    const { actor, edit, server, snapshot, settled } = await start(undefined, { now: () => Date.parse('2026-06-01T09:00:00Z') });
    expect(select.canSchedule(snapshot(), '2026-06-02T09:00:00Z')).toBe(false);
    edit('hero', 'heading', 'Tomorrow');
    expect(select.canSchedule(snapshot(), '2026-05-31T09:00:00Z')).toBe(false);
    expect(select.canSchedule(snapshot(), 'not a date')).toBe(false);
    actor.send({ type: 'editor.schedule', at: '2026-06-02T09:00:00+01:00' });
    await settled();
    expect(server.calls.filter((call) => call.actor === 'schedulePublish').map((call) => call.input)).toEqual([
      { at: '2026-06-02T08:00:00.000Z', entries: [{ id: 'hero', version: 4 }] },
    ]);
    expect(select.scheduled(snapshot())).toEqual([{ id: 'sched-1', entryId: 'hero', at: '2026-06-02T08:00:00.000Z' }]);
    expect(select.notice(snapshot())).toBe('scheduled');
    expect(select.isDirty(snapshot())).toBe(false);
    actor.send({ type: 'editor.cancelSchedule', scheduleId: 'unknown' });
    expect(select.isBusy(snapshot())).toBe(false);
    server.failNext('cancelSchedule', new Error(''));
    actor.send({ type: 'editor.cancelSchedule', scheduleId: 'sched-1' });
    await settled();
    expect(select.error(snapshot())).toBe(pageEditorMessages.scheduleFailed);
    actor.send({ type: 'editor.cancelSchedule', scheduleId: 'sched-1' });
    await settled();
    expect(select.scheduled(snapshot())).toEqual([]);
    expect(select.notice(snapshot())).toBe('unscheduled');
  });

  it('reports a failed schedule', async () => {
    const { actor, edit, server, snapshot, settled } = await start(undefined, { now: () => 0 });
    edit('hero', 'heading', 'Later');
    server.failNext('schedulePublish', new Error('Too soon'));
    actor.send({ type: 'editor.schedule', at: '2030-01-01T00:00:00Z' });
    await settled();
    expect(select.error(snapshot())).toBe('Too soon');
    expect(select.scheduled(snapshot())).toEqual([]);
  });
});

describe('page editor: history', () => {
  it('lists an entry’s versions and restores one as an undoable change, with entries it links', async () => {
    const { actor, server, snapshot, settled, field } = await start();
    server.addSnapshot('page', { id: 'v1', createdAt: '2025-12-01T10:00:00.000Z', version: 2, fields: { title: 'Spring', slug: 'summer', sections: [entryLink('old')] } });
    server.entries.set('old', { id: 'old', contentType: 'text', fields: { internalName: 'Old block' }, version: 7, publishedVersion: 6 });
    actor.send({ type: 'editor.history' });
    expect(select.isHistoryOpen(snapshot())).toBe(true);
    expect(select.isHistoryLoading(snapshot())).toBe(true);
    await settled();
    expect(select.history(snapshot())).toEqual([{ id: 'v1', createdAt: '2025-12-01T10:00:00.000Z', version: 2 }]);
    expect(select.historyEntryId(snapshot())).toBe('page');
    actor.send({ type: 'editor.restore', snapshotId: 'nope' });
    expect(select.isBusy(snapshot())).toBe(false);
    actor.send({ type: 'editor.restore', snapshotId: 'v1' });
    await settled();
    expect(select.notice(snapshot())).toBe('restored');
    expect(field('page', 'title')).toBe('Spring');
    expect(select.blockIds(snapshot())).toEqual(['old']);
    expect(field('page', 'sections')).toMatchObject([{ kind: 'entry', id: 'old', fields: { internalName: 'Old block' } }]);
    expect(select.changedEntryIds(snapshot())).toEqual(['page']);
    actor.send({ type: 'editor.undo' });
    expect(field('page', 'title')).toBe('Summer');
    expect(select.isDirty(snapshot())).toBe(false);
  });

  it('restores the page whole: the blocks it linked go back to that version too, in the same undo step', async () => {
    const { actor, server, snapshot, settled, field } = await start();
    const sections = field('page', 'sections') as Array<{ id: string }>;
    server.addSnapshot('page', {
      id: 'v1',
      createdAt: '2025-12-01T10:00:00.000Z',
      version: 2,
      fields: { title: 'Spring', slug: 'summer', sections: sections.map((section) => entryLink(section.id)) },
      linked: { hero: { heading: 'Spring heading' }, unknown: { heading: 'Not on this page' } },
    });
    actor.send({ type: 'editor.history' });
    await settled();
    actor.send({ type: 'editor.restore', snapshotId: 'v1' });
    await settled();
    expect(field('page', 'title')).toBe('Spring');
    expect(field('hero', 'heading')).toBe('Spring heading');
    expect(select.changedEntryIds(snapshot())).toEqual(expect.arrayContaining(['page', 'hero']));
    expect(select.changedEntryIds(snapshot())).not.toContain('unknown');
    actor.send({ type: 'editor.undo' });
    expect(field('page', 'title')).toBe('Summer');
    expect(field('hero', 'heading')).not.toBe('Spring heading');
    expect(select.isDirty(snapshot())).toBe(false);
  });

  it('opens the history of a nested entry, shows load and restore failures, and closes', async () => {
    const { actor, server, snapshot, settled } = await start();
    expect(snapshot().can({ type: 'editor.history', entryId: 'ghost' })).toBe(false);
    server.failNext('loadHistory', new Error(''));
    actor.send({ type: 'editor.history', entryId: 'cta' });
    await settled();
    expect(select.error(snapshot())).toBe(pageEditorMessages.historyFailed);
    expect(select.history(snapshot())).toEqual([]);
    actor.send({ type: 'editor.closeHistory' });
    server.addSnapshot('cta', { id: 'c1', createdAt: '2025-01-01T00:00:00.000Z', fields: { label: 'Before' } });
    actor.send({ type: 'editor.history', entryId: 'cta' });
    await settled();
    expect(select.error(snapshot())).toBeUndefined();
    server.failNext('restoreSnapshot', new Error(''));
    actor.send({ type: 'editor.restore', snapshotId: 'c1' });
    await settled();
    expect(select.error(snapshot())).toBe(pageEditorMessages.restoreFailed);
    actor.send({ type: 'editor.closeHistory' });
    expect(select.isHistoryOpen(snapshot())).toBe(false);
  });
});

describe('page editor: loose ends', () => {
  it('takes a load answer without scheduled actions, a restore without linked entries, and a page without blocks', async () => {
    const page: ServerEntry = { id: 'page', contentType: 'page', fields: { title: 'Bare' }, version: 1 };
    const actor = createActor(
      pageEditorMachine.provide({
        actors: {
          loadPage: fromPromise<LoadedPage, { pageId: string }>(async () => ({ entries: [page], assets: [] })),
          loadHistory: fromPromise(async () => [{ id: 'v1', createdAt: '2025-01-01T00:00:00Z' }]),
          restoreSnapshot: fromPromise<RestoredVersion, { entryId: string; snapshotId: string }>(async () => ({ fields: { title: 'Older' } })),
        },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'editor.load', pageId: 'page' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(select.scheduled(actor.getSnapshot())).toEqual([]);
    expect(select.blockIds(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'editor.history' });
    await waitFor(actor, (s) => s.matches({ ready: { history: 'browsing' } }));
    actor.send({ type: 'editor.restore', snapshotId: 'v1' });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }));
    expect(select.tree(actor.getSnapshot())!.fields).toEqual({ title: 'Older' });
  });

  it('says which actor the studio forgot to provide', async () => {
    const actor = createActor(pageEditorMachine, { input: {} }).start();
    actor.send({ type: 'editor.load', pageId: 'page' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(select.error(actor.getSnapshot())).toBe('pageEditor: the loadPage actor is not provided');
  });
});

describe('page editor: every save, conflict and publish path', () => {
  const page: ServerEntry = { id: 'page', contentType: 'page', fields: { title: 'Home', sections: [entryLink('a')] }, version: 3, publishedVersion: 2 };
  const block: ServerEntry = { id: 'a', contentType: 'text', fields: { internalName: 'A' }, version: 2, publishedVersion: 1 };
  const theirs: ServerEntry = { ...block, fields: { internalName: 'Theirs' }, version: 8 };
  const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as PageEditorEvent;
  const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as PageEditorEvent;
  const input = { now: () => Date.parse('2026-01-01T00:00:00Z') };
  const events: PageEditorEvent[] = [
    { type: 'editor.load', pageId: 'page' },
    done('loadPage', { entries: [page, block], assets: [] }),
    done('loadPage', { entries: [block], assets: [] }),
    failed('loadPage', new Error('down')),
    { type: 'editor.edit', entryId: 'a', fieldId: 'internalName', value: 'Mine' },
    { type: 'editor.save' },
    done('saveEntry', { ...block, fields: { internalName: 'Mine' }, version: 9 }),
    failed('saveEntry', new EntryConflictError(theirs)),
    failed('saveEntry', new Error('down')),
    { type: 'editor.keepMine' },
    { type: 'editor.takeTheirs' },
    { type: 'editor.publish' },
    done('publishEntry', { ...block, version: 10, publishedVersion: 9 }),
    failed('publishEntry', new EntryConflictError(theirs)),
    failed('publishEntry', new Error('down')),
    { type: 'editor.unpublish' },
    done('unpublishEntry', { ...page, version: 4, publishedVersion: undefined }),
    failed('unpublishEntry', new EntryConflictError({ ...page, version: 9 })),
    failed('unpublishEntry', new Error('down')),
    { type: 'editor.schedule', at: '2026-02-01T00:00:00Z' },
    done('schedulePublish', [{ id: 's1', entryId: 'a', at: '2026-02-01T00:00:00.000Z' }]),
    failed('schedulePublish', new Error('down')),
    { type: 'editor.cancelSchedule', scheduleId: 's1' },
    done('cancelSchedule', undefined),
    failed('cancelSchedule', new Error('down')),
    { type: 'editor.history' },
    done('loadHistory', [{ id: 'v1', createdAt: '2025-12-01T00:00:00Z' }]),
    failed('loadHistory', new Error('down')),
    { type: 'editor.restore', snapshotId: 'v1' },
    done('restoreSnapshot', { fields: { title: 'Old', sections: [entryLink('a')] } }),
    failed('restoreSnapshot', new Error('down')),
    { type: 'editor.closeHistory' },
  ];
  type Snapshot = SnapshotFrom<typeof pageEditorMachine>;
  /**
   * What the user can tell apart: the state, dirty or not, the page's status, the conflict,
   * what follows a save, the schedule, the history. Drafts that differ only in
   * content are one state here, which keeps the graph small enough to walk completely.
   */
  const userView = (snapshot: Snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.matches('ready') ? [select.isDirty(snapshot), select.status(snapshot)] : null,
      snapshot.context.conflict?.operation,
      snapshot.context.then,
      snapshot.context.queue.length,
      snapshot.context.scheduled.length > 0,
      snapshot.context.history.length > 0,
    ]);
  const traversal = { events, input, serializeState: userView, filterEvents: (s: Snapshot, e: PageEditorEvent) => s.can(e), limit: 50_000 };
  const adjacency = getAdjacencyMap(pageEditorMachine, traversal as never) as Record<
    string,
    { state: Snapshot; transitions: Record<string, { event: PageEditorEvent; state: Snapshot }> }
  >;
  const stepsTo = new Map(
    getShortestPaths(pageEditorMachine, traversal as never).map((path) => [userView(path.state as Snapshot), path.steps.map((s) => s.event as PageEditorEvent)]),
  );

  const notBusy = (snapshot: Snapshot) => {
    expect(select.isBusy(snapshot)).toBe(false);
    expect(select.conflict(snapshot)).toBeUndefined();
  };
  const busy = (snapshot: Snapshot) => {
    expect(select.isBusy(snapshot)).toBe(true);
    expect(select.canSave(snapshot)).toBe(false);
    expect(select.canPublish(snapshot)).toBe(false);
    expect(snapshot.can({ type: 'editor.history' })).toBe(false);
  };
  const expectations: Record<string, (snapshot: Snapshot) => void> = {
    idle: (snapshot) => expect(select.tree(snapshot)).toBeUndefined(),
    loading: (snapshot) => expect(select.isLoading(snapshot)).toBe(true),
    failed: (snapshot) => {
      expect(select.loadFailed(snapshot)).toBe(true);
      expect(select.error(snapshot)).toBeTruthy();
    },
    'ready.editing': (snapshot) => {
      notBusy(snapshot);
      expect(select.tree(snapshot)?.id).toBe('page');
      expect(select.canSave(snapshot)).toBe(select.isDirty(snapshot));
      expect(select.canPublish(snapshot)).toBe(select.status(snapshot) !== 'published');
    },
    'ready.saving.writing': (snapshot) => {
      busy(snapshot);
      expect(select.isSaving(snapshot)).toBe(true);
    },
    'ready.conflict': (snapshot) => {
      const conflict = select.conflict(snapshot)!;
      expect(select.isInConflict(snapshot)).toBe(true);
      expect(conflict.mine!.id).toBe(conflict.theirs.id);
      expect(conflict.myVersion).toBeDefined();
      expect(select.canSave(snapshot)).toBe(false);
      expect(select.canPublish(snapshot)).toBe(false);
      expect(snapshot.can({ type: 'editor.keepMine' }) && snapshot.can({ type: 'editor.takeTheirs' })).toBe(true);
    },
    'ready.publishing.writing': (snapshot) => {
      busy(snapshot);
      expect(select.isPublishing(snapshot)).toBe(true);
    },
    'ready.unpublishing': busy,
    'ready.scheduling': busy,
    'ready.cancellingSchedule': busy,
    'ready.history.loading': (snapshot) => {
      expect(select.isHistoryLoading(snapshot)).toBe(true);
      expect(select.history(snapshot)).toEqual([]);
    },
    'ready.history.browsing': (snapshot) => {
      expect(select.isHistoryOpen(snapshot)).toBe(true);
      expect(select.isBusy(snapshot)).toBe(false);
      expect(select.history(snapshot).length > 0 || select.error(snapshot) !== undefined).toBe(true);
    },
    'ready.history.restoring': busy,
  };

  const reached = new Set<string>(pageEditorMachine.getInitialSnapshot(createActor(pageEditorMachine, { input }).system as never, input as never)._nodes.map((node) => node.id));
  const names = new Map<string, number>();
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    const prefix = stepsTo.get(key)!;
    for (const { event, state: next } of Object.values(transitions)) {
      if (userView(next) === key) continue;
      for (const node of next._nodes) reached.add(node.id);
      const base = `${stateKey(state.value)} —${event.type}→ ${stateKey(next.value)}`;
      const count = (names.get(base) ?? 0) + 1;
      names.set(base, count);
      it(`path: ${count === 1 ? base : `${base} (#${count})`}`, () => {
        const snapshot = replay(pageEditorMachine, input, [...prefix, event]);
        expect(stateKey(snapshot.value)).toBe(stateKey(next.value));
        expect(userView(snapshot)).toBe(userView(next));
        expectations[stateKey(snapshot.value)]!(snapshot);
      });
    }
  }

  it('path: every state node is reached', () => {
    const transient = (node: { always?: Array<{ guard?: unknown }> }) => (node.always ?? []).some((t) => !t.guard);
    const all = getStateNodes(pageEditorMachine.root).filter((node) => !transient(node as never) && node !== pageEditorMachine.root);
    expect(all.map((node) => node.id).filter((id) => !reached.has(id))).toEqual([]);
  });
});
