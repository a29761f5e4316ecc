import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { pageEditorMessages, pageEditorSelectors as select } from './pageEditor.machine';
import { publishedPage, start } from './testing/page-editor-fixtures';

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
