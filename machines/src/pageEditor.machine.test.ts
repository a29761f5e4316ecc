import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import type { ServerEntry } from './page-editor-entries';
import { EntryConflictError, pageEditorMachine, pageEditorSelectors as select, type EditorActivity, type LoadedPage, type PageEditorEvent, type RestoredVersion } from './pageEditor.machine';
import { entryLink } from './testing/page-editor-fixtures';
import { replay, stateKey } from './testing/paths';

/** The machine as a whole: what no single flow covers, and every transition of its chart (each flow's behaviour is in page-editor-<flow>.test.ts). */

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
  /** What the editor says is under way in each state (nothing in the rest). */
  const activities: Record<string, EditorActivity> = {
    loading: 'loading',
    'ready.saving.writing': 'saving',
    'ready.publishing.writing': 'publishing',
    'ready.unpublishing': 'unpublishing',
    'ready.scheduling': 'scheduling',
    'ready.cancellingSchedule': 'cancellingSchedule',
    'ready.history.restoring': 'restoring',
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
        expect(select.activity(snapshot)).toBe(activities[stateKey(snapshot.value)]);
      });
    }
  }

  it('path: every state node is reached', () => {
    const transient = (node: { always?: Array<{ guard?: unknown }> }) => (node.always ?? []).some((t) => !t.guard);
    const all = getStateNodes(pageEditorMachine.root).filter((node) => !transient(node as never) && node !== pageEditorMachine.root);
    expect(all.map((node) => node.id).filter((id) => !reached.has(id))).toEqual([]);
  });
});
