import { describe, expect, it } from 'vitest';
import { EntryConflictError, isEntryConflictError, pageEditorMessages, pageEditorSelectors as select } from './pageEditor.machine';
import { assetLink, entryLink, image, publishedPage, start } from './testing/page-editor-fixtures';

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
