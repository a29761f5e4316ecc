import { fromPromise } from 'xstate';
import type { DraftEntry, EditorAsset, ServerEntry } from '../page-editor-entries';
import {
  EntryConflictError,
  type LoadedPage,
  type RestoredVersion,
  type ScheduledPublish,
  type VersionSnapshot,
} from '../pageEditor.machine';

const asActor = <I, O>(run: (input: I) => Promise<O>) => fromPromise<O, I>(({ input }) => run(input));

/**
 * A content-management server in memory with Contentful's version rules (create = 1, every
 * write + 1, publish records publishedVersion), refusing stale versions with a conflict, for
 * the page editor's tests.
 */
export function fakeContentServer(initial: readonly ServerEntry[], assets: readonly EditorAsset[] = []) {
  const entries = new Map(initial.map((entry) => [entry.id, structuredClone(entry)]));
  const snapshots = new Map<string, Array<VersionSnapshot & { fields: Record<string, unknown>; linked?: Record<string, Record<string, unknown>> }>>();
  const calls: Array<{ actor: string; input: unknown }> = [];
  const failures = new Map<string, Error>();
  const scheduled: ScheduledPublish[] = [];

  const current = (id: string) => {
    const entry = entries.get(id);
    if (!entry) throw Object.assign(new Error(`Entry ${id} not found`), { status: 404 });
    return entry;
  };
  const checkVersion = (id: string, version: number | undefined) => {
    const entry = entries.get(id);
    if (entry && entry.version !== version) throw new EntryConflictError(structuredClone(entry));
    if (!entry && version !== undefined) throw Object.assign(new Error(`Entry ${id} not found`), { status: 404 });
  };
  const handler =
    <I, O>(actor: string, run: (input: I) => O) =>
    async (input: I): Promise<O> => {
      calls.push({ actor, input: structuredClone(input) });
      const failure = failures.get(actor);
      if (failure) {
        failures.delete(actor);
        throw failure;
      }
      return structuredClone(run(input));
    };

  const handlers = {
    loadPage: handler('loadPage', ({ pageId }: { pageId: string }): LoadedPage => {
      current(pageId);
      return { entries: [...entries.values()], assets: [...assets], scheduled: [...scheduled] };
    }),
    saveEntry: handler('saveEntry', ({ entry, version }: { entry: DraftEntry; version: number | undefined }): ServerEntry => {
      checkVersion(entry.id, version);
      const previous = entries.get(entry.id);
      const saved: ServerEntry = { ...previous, id: entry.id, contentType: entry.contentType, fields: structuredClone(entry.fields), version: (previous?.version ?? 0) + 1 };
      entries.set(entry.id, saved);
      return saved;
    }),
    publishEntry: handler('publishEntry', ({ id, version }: { id: string; version: number }): ServerEntry => {
      checkVersion(id, version);
      const entry = current(id);
      const published = { ...entry, publishedVersion: entry.version, version: entry.version + 1 };
      entries.set(id, published);
      const list = snapshots.get(id) ?? [];
      list.push({ id: `${id}-snap-${list.length + 1}`, createdAt: `2026-01-0${list.length + 1}T10:00:00.000Z`, version: entry.version, fields: structuredClone(entry.fields) });
      snapshots.set(id, list);
      return published;
    }),
    unpublishEntry: handler('unpublishEntry', ({ id, version }: { id: string; version: number }): ServerEntry => {
      checkVersion(id, version);
      const entry = current(id);
      const unpublished: ServerEntry = { ...entry, version: entry.version + 1 };
      delete unpublished.publishedVersion;
      entries.set(id, unpublished);
      return unpublished;
    }),
    schedulePublish: handler('schedulePublish', ({ at, entries: list }: { at: string; entries: Array<{ id: string; version: number }> }) => {
      const added = list.map(({ id }, index) => ({ id: `sched-${scheduled.length + index + 1}`, entryId: id, at }));
      scheduled.push(...added);
      return added;
    }),
    cancelSchedule: handler('cancelSchedule', ({ scheduleId }: { scheduleId: string }) => {
      scheduled.splice(scheduled.findIndex((item) => item.id === scheduleId), 1);
    }),
    loadHistory: handler('loadHistory', ({ entryId }: { entryId: string }): VersionSnapshot[] =>
      (snapshots.get(entryId) ?? []).map(({ id, createdAt, version }) => ({ id, createdAt, version })),
    ),
    restoreSnapshot: handler('restoreSnapshot', ({ entryId, snapshotId }: { entryId: string; snapshotId: string }): RestoredVersion => {
      const snapshot = snapshots.get(entryId)?.find((item) => item.id === snapshotId);
      if (!snapshot) throw new Error('No such version');
      return { fields: snapshot.fields, entries: [...entries.values()], assets: [...assets], ...(snapshot.linked ? { linked: snapshot.linked } : {}) };
    }),
  };

  return {
    calls,
    entries,
    scheduled,
    /** The next call of this actor fails with the error. */
    failNext: (actor: keyof typeof handlers, error: Error) => failures.set(actor, error),
    /** Someone else saves the entry (its version moves on). */
    editElsewhere: (id: string, fields: Record<string, unknown>) => {
      const entry = current(id);
      entries.set(id, { ...entry, fields: { ...entry.fields, ...fields }, version: entry.version + 1 });
    },
    /** Adds a snapshot as if the entry had been published with these fields before (and its linked entries with `linked`). */
    addSnapshot: (entryId: string, snapshot: VersionSnapshot & { fields: Record<string, unknown>; linked?: Record<string, Record<string, unknown>> }) => {
      snapshots.set(entryId, [...(snapshots.get(entryId) ?? []), snapshot]);
    },
    actors: {
      loadPage: asActor(handlers.loadPage),
      saveEntry: asActor(handlers.saveEntry),
      publishEntry: asActor(handlers.publishEntry),
      unpublishEntry: asActor(handlers.unpublishEntry),
      schedulePublish: asActor(handlers.schedulePublish),
      cancelSchedule: asActor(handlers.cancelSchedule),
      loadHistory: asActor(handlers.loadHistory),
      restoreSnapshot: asActor(handlers.restoreSnapshot),
    },
  };
}
