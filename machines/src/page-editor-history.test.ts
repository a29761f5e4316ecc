import { describe, expect, it } from 'vitest';
import { pageEditorMessages, pageEditorSelectors as select } from './pageEditor.machine';
import { entryLink, start } from './testing/page-editor-fixtures';

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
