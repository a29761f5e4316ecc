import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  entryTree,
  insertAt,
  isChanged,
  moveItem,
  needsPublishing,
  newEntryId,
  normalizeFields,
  normalizeValue,
  reachableIds,
  removeAt,
  sameValue,
  type AssetStore,
  type DraftEntry,
  type EditorAsset,
  type EditorLink,
  type EntryStore,
  type Found,
  type ServerEntry,
  type TreeEntry,
} from './page-editor-entries';

export type { DraftEntry, EditorAsset, EditorLink, ServerEntry, TreeEntry } from './page-editor-entries';

/**
 * Editing one page in the studio: the page entry and every entry it links (sections, blocks,
 * nested items) held once each as drafts, edits with undo and redo, and the writes to the
 * content-management API as injected actors (the studio's API client).
 */

export interface PageEditorInput {
  /** The page's list field that holds its blocks (default `sections`). */
  blocksField?: string;
  /** Keystrokes in one field closer together than this are one undo step (default 1 s). */
  coalesceMs?: number;
  /** Undo steps kept (default 200). */
  historyLimit?: number;
  /** The clock (default Date.now); tests pass their own. */
  now?: () => number;
}

/** What `loadPage` answers: the page and every entry and asset it links, as the server has them. */
export interface LoadedPage {
  entries: ServerEntry[];
  assets: EditorAsset[];
  /** Publishing already scheduled for the page's entries. */
  scheduled?: ScheduledPublish[];
}

export interface ScheduledPublish {
  /** The scheduled action's id (to cancel it). */
  id: string;
  entryId: string;
  /** ISO date-time. */
  at: string;
}

/** One version in an entry's history (a Management API snapshot). */
export interface VersionSnapshot {
  id: string;
  createdAt: string;
  createdBy?: string | undefined;
  /** The entry version the snapshot was taken of. */
  version?: number | undefined;
}

/** What `restoreSnapshot` answers: the old fields, and linked entries the editor may not hold. */
export interface RestoredVersion {
  fields: Record<string, unknown>;
  entries?: ServerEntry[];
  assets?: EditorAsset[];
  /** Linked entries' fields as they were in that version, by id: restored in the same undo step. */
  linked?: Record<string, Record<string, unknown>>;
}

/**
 * Thrown by the save, publish and unpublish actors when the server refuses a stale version
 * (409): carries the server's current entry so the editor can show both.
 */
export class EntryConflictError extends Error {
  override name = 'EntryConflictError';
  constructor(readonly theirs: ServerEntry) {
    super(`Entry ${theirs.id} was changed by someone else (now version ${theirs.version})`);
  }
}

export function isEntryConflictError(error: unknown): error is EntryConflictError {
  return error instanceof Error && error.name === 'EntryConflictError' && typeof (error as { theirs?: unknown }).theirs === 'object';
}

type Operation = 'save' | 'publish' | 'unpublish';

export interface EditorConflict {
  entryId: string;
  /** What was being done when the server refused. */
  operation: Operation;
  theirs: ServerEntry;
}

export type EditorNotice = 'saved' | 'published' | 'unpublished' | 'scheduled' | 'unscheduled' | 'restored';

interface LastEdit {
  entryId: string;
  fieldId: string;
  at: number;
}

export interface PageEditorContext {
  blocksField: string;
  coalesceMs: number;
  historyLimit: number;
  now: () => number;
  pageId: string | undefined;
  /** The drafts: every entry of the page once, links as EditorLinks. */
  entries: EntryStore;
  /** Each entry as the server last had it (what "changed" compares with). */
  saved: Readonly<Record<string, ServerEntry>>;
  assets: AssetStore;
  past: EntryStore[];
  future: EntryStore[];
  lastEdit: LastEdit | undefined;
  /** The block whose form is open. */
  selectedId: string | undefined;
  /** Entries still to write in the current save or publish, in order. */
  queue: string[];
  /** The draft the running save sent (becomes the saved state when it succeeds). */
  inFlight: DraftEntry | undefined;
  /** What follows the running save. */
  then: Operation | 'schedule' | undefined;
  scheduleAt: string | undefined;
  /** The scheduled action being cancelled. */
  cancellingId: string | undefined;
  conflict: EditorConflict | undefined;
  error: string | undefined;
  notice: EditorNotice | undefined;
  historyEntryId: string | undefined;
  history: VersionSnapshot[];
  scheduled: ScheduledPublish[];
}

/** Where a block list is: the page's blocks field unless another entry's list field is named. */
interface ListAddress {
  entryId?: string;
  fieldId?: string;
}

export type PageEditorEvent =
  | { type: 'editor.load'; pageId: string; /** Load even with unsaved changes (they are dropped). */ discard?: boolean }
  /** A field's new value (undefined clears it); nested entries and assets may be given as tree nodes. */
  | { type: 'editor.edit'; entryId: string; fieldId: string; value: unknown }
  | ({ type: 'editor.addBlock'; contentType: string; index: number; id?: string; fields?: Record<string, unknown> } & ListAddress)
  | ({ type: 'editor.removeBlock'; index: number } & ListAddress)
  | ({ type: 'editor.moveBlock'; from: number; to: number } & ListAddress)
  | { type: 'editor.select'; entryId: string | undefined }
  /** Entries and assets found outside the page (search results, uploads) the drafts may link. */
  | { type: 'editor.register'; entries?: ServerEntry[]; assets?: EditorAsset[] }
  | { type: 'editor.undo' }
  | { type: 'editor.redo' }
  | { type: 'editor.save' }
  | { type: 'editor.keepMine' }
  | { type: 'editor.takeTheirs' }
  | { type: 'editor.publish' }
  | { type: 'editor.unpublish' }
  | { type: 'editor.schedule'; at: string }
  | { type: 'editor.cancelSchedule'; scheduleId: string }
  | { type: 'editor.history'; entryId?: string }
  | { type: 'editor.restore'; snapshotId: string }
  | { type: 'editor.closeHistory' }
  | { type: 'editor.dismiss' };

export const pageEditorMessages = {
  loadFailed: 'The page could not be loaded.',
  saveFailed: 'Saving failed. Your changes are kept; try again.',
  publishFailed: 'Publishing failed. Try again.',
  unpublishFailed: 'Unpublishing failed. Try again.',
  scheduleFailed: 'Scheduling failed. Try again.',
  historyFailed: 'The history could not be loaded.',
  restoreFailed: 'That version could not be restored.',
} as const;

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Values typed into a field (text, numbers, rich text), whose keystrokes coalesce into one undo step. */
const isTypedValue = (value: unknown) =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  (typeof value === 'object' && value !== null && (value as { nodeType?: unknown }).nodeType === 'document');

// --- pure helpers over the context ------------------------------------------------------------

function rootOf(context: PageEditorContext): string {
  return context.pageId ?? '';
}

export function changedEntryIds(context: PageEditorContext): string[] {
  return reachableIds(rootOf(context), context.entries).filter((id) => isChanged(context.entries[id]!, context.saved[id]));
}

function unpublishedIds(context: PageEditorContext): string[] {
  return reachableIds(rootOf(context), context.entries).filter((id) => needsPublishing(context.saved[id]));
}

function listAt(context: PageEditorContext, address: ListAddress): { entry: DraftEntry; fieldId: string; list: unknown[] } | undefined {
  const entry = context.entries[address.entryId ?? rootOf(context)];
  const fieldId = address.fieldId ?? context.blocksField;
  const value = entry?.fields[fieldId];
  if (!entry || (value !== undefined && !Array.isArray(value))) return undefined;
  return { entry, fieldId, list: (value as unknown[] | undefined) ?? [] };
}

/** The store with entries added that it does not hold yet (held drafts always win). */
function withNew(entries: EntryStore, added: readonly DraftEntry[]): EntryStore {
  const fresh = added.filter((entry) => !(entry.id in entries));
  if (fresh.length === 0) return entries;
  const next: Record<string, DraftEntry> = { ...entries };
  for (const entry of fresh) next[entry.id] ??= entry;
  return next;
}

function withAssets(assets: AssetStore, added: readonly EditorAsset[]): AssetStore {
  return added.length === 0 ? assets : { ...assets, ...Object.fromEntries(added.map((asset) => [asset.id, asset])) };
}

function withFields(entries: EntryStore, entry: DraftEntry, fields: Record<string, unknown>): EntryStore {
  return { ...entries, [entry.id]: { ...entry, fields } };
}

function setField(fields: Record<string, unknown>, fieldId: string, value: unknown): Record<string, unknown> {
  const next = { ...fields };
  if (value === undefined) delete next[fieldId];
  else next[fieldId] = value;
  return next;
}

/** Records a new state of the drafts as one undo step. */
function step(context: PageEditorContext, entries: EntryStore, lastEdit?: LastEdit) {
  return {
    entries,
    past: [...context.past, context.entries].slice(-context.historyLimit),
    future: [],
    lastEdit,
    notice: undefined,
  };
}

function serverBased(entries: readonly ServerEntry[]): { drafts: DraftEntry[]; saved: Record<string, ServerEntry>; assets: EditorAsset[] } {
  const found: Found = { entries: [], assets: [] };
  const saved: Record<string, ServerEntry> = {};
  const drafts: DraftEntry[] = [];
  for (const entry of entries) {
    const fields = normalizeFields(entry.fields, found);
    saved[entry.id] = { ...entry, fields };
    drafts.push({ id: entry.id, contentType: entry.contentType, fields });
  }
  return { drafts, saved, assets: found.assets };
}

export const pageEditorMachine = setup({
  types: {} as { context: PageEditorContext; events: PageEditorEvent; input: PageEditorInput },
  actors: {
    /** GET the page and everything it links (default locale), as the server has it. */
    loadPage: fromPromise<LoadedPage, { pageId: string }>(() => Promise.reject(new Error('pageEditor: the loadPage actor is not provided'))),
    /** Create (version undefined) or update (with X-Contentful-Version) one entry → the saved entry. */
    saveEntry: fromPromise<ServerEntry, { entry: DraftEntry; version: number | undefined }>(() =>
      Promise.reject(new Error('pageEditor: the saveEntry actor is not provided')),
    ),
    publishEntry: fromPromise<ServerEntry, { id: string; version: number }>(() => Promise.reject(new Error('pageEditor: the publishEntry actor is not provided'))),
    unpublishEntry: fromPromise<ServerEntry, { id: string; version: number }>(() =>
      Promise.reject(new Error('pageEditor: the unpublishEntry actor is not provided')),
    ),
    /** Schedules publishing of the given entries (in order) at one time. */
    schedulePublish: fromPromise<ScheduledPublish[], { at: string; entries: Array<{ id: string; version: number }> }>(() =>
      Promise.reject(new Error('pageEditor: the schedulePublish actor is not provided')),
    ),
    cancelSchedule: fromPromise<void, { scheduleId: string }>(() => Promise.reject(new Error('pageEditor: the cancelSchedule actor is not provided'))),
    loadHistory: fromPromise<VersionSnapshot[], { entryId: string }>(() => Promise.reject(new Error('pageEditor: the loadHistory actor is not provided'))),
    restoreSnapshot: fromPromise<RestoredVersion, { entryId: string; snapshotId: string }>(() =>
      Promise.reject(new Error('pageEditor: the restoreSnapshot actor is not provided')),
    ),
  },
  guards: {
    canLoad: ({ context, event }) => {
      assertEvent(event, 'editor.load');
      return event.discard === true || changedEntryIds(context).length === 0;
    },
    isEditOfHeldEntry: ({ context, event }) => {
      assertEvent(event, 'editor.edit');
      const entry = context.entries[event.entryId];
      return entry !== undefined && !sameValue(entry.fields[event.fieldId], event.value);
    },
    canAddBlock: ({ context, event }) => {
      assertEvent(event, 'editor.addBlock');
      return listAt(context, event) !== undefined && event.contentType.length > 0 && (event.id === undefined || !(event.id in context.entries));
    },
    hasBlockAt: ({ context, event }) => {
      assertEvent(event, 'editor.removeBlock');
      const list = listAt(context, event)?.list;
      return list !== undefined && Number.isInteger(event.index) && event.index >= 0 && event.index < list.length;
    },
    canMoveBlock: ({ context, event }) => {
      assertEvent(event, 'editor.moveBlock');
      const list = listAt(context, event)?.list;
      const inRange = (index: number) => list !== undefined && Number.isInteger(index) && index >= 0 && index < list.length;
      return inRange(event.from) && inRange(event.to) && event.from !== event.to;
    },
    canUndo: ({ context }) => context.past.length > 0,
    canRedo: ({ context }) => context.future.length > 0,
    isDirty: ({ context }) => changedEntryIds(context).length > 0,
    canPublish: ({ context }) => changedEntryIds(context).length > 0 || unpublishedIds(context).length > 0,
    isPublished: ({ context }) => context.saved[rootOf(context)]?.publishedVersion !== undefined,
    canSchedule: ({ context, event }) => {
      assertEvent(event, 'editor.schedule');
      const at = Date.parse(event.at);
      return at > context.now() && (changedEntryIds(context).length > 0 || unpublishedIds(context).length > 0);
    },
    hasScheduled: ({ context, event }) => {
      assertEvent(event, 'editor.cancelSchedule');
      return context.scheduled.some((item) => item.id === event.scheduleId);
    },
    hasSnapshot: ({ context, event }) => {
      assertEvent(event, 'editor.restore');
      return context.history.some((item) => item.id === event.snapshotId);
    },
    hasHistoryEntry: ({ context, event }) => {
      assertEvent(event, 'editor.history');
      return (event.entryId ?? rootOf(context)) in context.entries;
    },
    hasQueue: ({ context }) => context.queue.length > 0,
    isPublishNext: ({ context }) => context.then === 'publish',
    isUnpublishNext: ({ context }) => context.then === 'unpublish',
    isScheduleNext: ({ context }) => context.then === 'schedule',
    /** A 409 about the entry being written (anything else is a plain failure). */
    isConflict: ({ context, event }) => {
      const error = (event as { error?: unknown }).error;
      return isEntryConflictError(error) && error.theirs.id === context.queue[0];
    },
    hasPage: ({ context, event }) => {
      const output = (event as unknown as { output: LoadedPage }).output;
      return output.entries.some((entry) => entry.id === context.pageId);
    },
  },
  actions: {
    clearMessages: assign({ error: undefined, notice: undefined }),
    startSave: assign(({ context }) => ({ queue: changedEntryIds(context), then: undefined, error: undefined, notice: undefined })),
    queuePublish: assign(({ context }) => ({ queue: unpublishedIds(context), then: undefined })),
    recordConflict: assign(({ context, event }, params: { operation: Operation }) => ({
      conflict: { entryId: context.queue[0]!, operation: params.operation, theirs: (event as unknown as { error: EntryConflictError }).error.theirs },
    })),
    recordFailure: assign((_, params: { message: string; error: unknown }) => ({
      error: messageOf(params.error, params.message),
      queue: [],
      then: undefined,
      inFlight: undefined,
    })),
  },
}).createMachine({
  id: 'pageEditor',
  description:
    'Editing one page in the studio. editor.load fetches the page and every entry it links; the drafts hold each entry once. Edits (a field value, add, remove or move a block in the page or any nested list) are undoable; consecutive typing in one field is one undo step. Save writes every changed entry, children first, each with its version; a stale version (409) stops in conflict, holding the editor’s draft and the server’s entry, until the editor keeps theirs or keeps their own (written over the server’s version) and the save goes on. Publish saves first, then publishes every entry with unpublished changes; unpublish takes the page offline; schedule saves and schedules publishing at a future time. The history lists an entry’s versions; restoring one makes its fields the draft (undoable, saved like any edit).',
  initial: 'idle',
  context: ({ input }) => ({
    blocksField: input.blocksField ?? 'sections',
    coalesceMs: input.coalesceMs ?? 1000,
    historyLimit: input.historyLimit ?? 200,
    now: input.now ?? Date.now,
    pageId: undefined,
    entries: {},
    saved: {},
    assets: {},
    past: [],
    future: [],
    lastEdit: undefined,
    selectedId: undefined,
    queue: [],
    inFlight: undefined,
    then: undefined,
    scheduleAt: undefined,
    cancellingId: undefined,
    conflict: undefined,
    error: undefined,
    notice: undefined,
    historyEntryId: undefined,
    history: [],
    scheduled: [],
  }),
  states: {
    idle: {
      on: { 'editor.load': { target: 'loading', actions: assign({ pageId: ({ event }) => event.pageId }) } },
    },
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ pageId: context.pageId! }),
        onDone: [
          {
            guard: 'hasPage',
            target: 'ready',
            actions: assign(({ event }) => {
              const { drafts, saved, assets } = serverBased(event.output.entries);
              return {
                entries: Object.fromEntries(drafts.map((entry) => [entry.id, entry])),
                saved,
                assets: withAssets(withAssets({}, assets), event.output.assets),
                scheduled: event.output.scheduled ?? [],
                past: [],
                future: [],
                lastEdit: undefined,
                selectedId: undefined,
                conflict: undefined,
                error: undefined,
                notice: undefined,
                history: [],
              };
            }),
          },
          { target: 'failed', actions: assign({ error: pageEditorMessages.loadFailed }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, pageEditorMessages.loadFailed) }) },
      },
    },
    failed: {
      on: { 'editor.load': { target: 'loading', actions: assign({ pageId: ({ event }) => event.pageId, error: undefined }) } },
    },
    ready: {
      initial: 'editing',
      on: {
        'editor.edit': {
          guard: 'isEditOfHeldEntry',
          actions: assign(({ context, event }) => {
            const found: Found = { entries: [], assets: [] };
            const value = normalizeValue(event.value, found);
            const entries = withNew(context.entries, found.entries);
            const entry = entries[event.entryId]!;
            const next = withFields(entries, entry, setField(entry.fields, event.fieldId, value));
            const at = context.now();
            const last = context.lastEdit;
            const coalesce =
              last !== undefined && last.entryId === event.entryId && last.fieldId === event.fieldId && at - last.at <= context.coalesceMs && isTypedValue(event.value);
            const lastEdit = isTypedValue(event.value) ? { entryId: event.entryId, fieldId: event.fieldId, at } : undefined;
            const assets = withAssets(context.assets, found.assets);
            // Typing on in the same field replaces the drafts without a new undo step.
            return coalesce ? { entries: next, assets, lastEdit, notice: undefined } : { ...step(context, next, lastEdit), assets };
          }),
        },
        'editor.addBlock': {
          guard: 'canAddBlock',
          actions: assign(({ context, event }) => {
            const { entry, fieldId, list } = listAt(context, event)!;
            const found: Found = { entries: [], assets: [] };
            const block: DraftEntry = { id: event.id ?? newEntryId(), contentType: event.contentType, fields: normalizeFields(event.fields ?? {}, found) };
            const link: EditorLink = { kind: 'link', linkType: 'Entry', id: block.id };
            const entries = withNew({ ...context.entries, [block.id]: block }, found.entries);
            const next = withFields(entries, entry, { ...entry.fields, [fieldId]: insertAt(list, event.index, link) });
            return { ...step(context, next), assets: withAssets(context.assets, found.assets), selectedId: block.id };
          }),
        },
        'editor.removeBlock': {
          guard: 'hasBlockAt',
          actions: assign(({ context, event }) => {
            const { entry, fieldId, list } = listAt(context, event)!;
            const removed = (list[event.index] as { id?: unknown } | undefined)?.id;
            // The entry itself stays on the server (other pages may link it); only the link goes.
            const next = withFields(context.entries, entry, { ...entry.fields, [fieldId]: removeAt(list, event.index) });
            return { ...step(context, next), selectedId: context.selectedId === removed ? undefined : context.selectedId };
          }),
        },
        'editor.moveBlock': {
          guard: 'canMoveBlock',
          actions: assign(({ context, event }) => {
            const { entry, fieldId, list } = listAt(context, event)!;
            return step(context, withFields(context.entries, entry, { ...entry.fields, [fieldId]: moveItem(list, event.from, event.to) }));
          }),
        },
        'editor.select': { actions: assign({ selectedId: ({ event }) => event.entryId }) },
        'editor.register': {
          actions: assign(({ context, event }) => {
            const { drafts, saved, assets } = serverBased((event.entries ?? []).filter((entry) => !(entry.id in context.entries)));
            return {
              entries: withNew(context.entries, drafts),
              saved: { ...saved, ...context.saved },
              assets: withAssets(withAssets(context.assets, assets), event.assets ?? []),
            };
          }),
        },
        'editor.undo': {
          guard: 'canUndo',
          actions: assign(({ context }) => ({
            entries: context.past.at(-1)!,
            past: context.past.slice(0, -1),
            future: [...context.future, context.entries],
            lastEdit: undefined,
          })),
        },
        'editor.redo': {
          guard: 'canRedo',
          actions: assign(({ context }) => ({
            entries: context.future.at(-1)!,
            future: context.future.slice(0, -1),
            past: [...context.past, context.entries],
            lastEdit: undefined,
          })),
        },
        'editor.dismiss': { actions: 'clearMessages' },
      },
      states: {
        editing: {
          on: {
            'editor.load': { guard: 'canLoad', target: '#pageEditor.loading', actions: assign({ pageId: ({ event }) => event.pageId }) },
            'editor.save': { guard: 'isDirty', target: 'saving', actions: 'startSave' },
            'editor.publish': { guard: 'canPublish', target: 'saving', actions: ['startSave', assign({ then: 'publish' })] },
            'editor.unpublish': { guard: 'isPublished', target: 'unpublishing', actions: 'clearMessages' },
            'editor.schedule': {
              guard: 'canSchedule',
              target: 'saving',
              actions: ['startSave', assign({ then: 'schedule', scheduleAt: ({ event }) => new Date(event.at).toISOString() })],
            },
            'editor.cancelSchedule': {
              guard: 'hasScheduled',
              target: 'cancellingSchedule',
              actions: ['clearMessages', assign({ cancellingId: ({ event }) => event.scheduleId })],
            },
            'editor.history': {
              guard: 'hasHistoryEntry',
              target: 'history',
              actions: assign({ historyEntryId: ({ context, event }) => event.entryId ?? rootOf(context), history: [], error: undefined }),
            },
          },
        },
        saving: {
          initial: 'next',
          states: {
            next: {
              always: [
                { guard: 'hasQueue', target: 'writing' },
                { guard: 'isPublishNext', target: '#pageEditor.ready.publishing' },
                { guard: 'isUnpublishNext', target: '#pageEditor.ready.unpublishing' },
                { guard: 'isScheduleNext', target: '#pageEditor.ready.scheduling' },
                { target: '#pageEditor.ready.editing', actions: assign({ notice: 'saved' }) },
              ],
            },
            writing: {
              entry: assign({ inFlight: ({ context }) => context.entries[context.queue[0]!] }),
              invoke: {
                id: 'saveEntry',
                src: 'saveEntry',
                input: ({ context }) => ({ entry: context.inFlight!, version: context.saved[context.inFlight!.id]?.version }),
                onDone: {
                  target: 'next',
                  actions: assign(({ context, event }) => ({
                    // The fields sent are the new baseline: typing during the save stays a change.
                    saved: { ...context.saved, [context.inFlight!.id]: { ...event.output, fields: context.inFlight!.fields } },
                    queue: context.queue.slice(1),
                    inFlight: undefined,
                  })),
                },
                onError: [
                  { guard: 'isConflict', target: '#pageEditor.ready.conflict', actions: [{ type: 'recordConflict', params: { operation: 'save' } }, assign({ inFlight: undefined })] },
                  {
                    target: '#pageEditor.ready.editing',
                    actions: { type: 'recordFailure', params: ({ event }) => ({ message: pageEditorMessages.saveFailed, error: event.error }) },
                  },
                ],
              },
            },
          },
        },
        conflict: {
          on: {
            // Mine is written over the server's version; whatever was under way goes on after it.
            'editor.keepMine': {
              target: 'saving',
              actions: assign(({ context }) => {
                const { entryId, operation, theirs } = context.conflict!;
                const found: Found = { entries: [], assets: [] };
                const saved = { ...context.saved, [entryId]: { ...theirs, fields: normalizeFields(theirs.fields, found) } };
                const queue = operation === 'save' ? context.queue : [entryId];
                return { saved, queue, then: operation === 'save' ? context.then : operation, conflict: undefined };
              }),
            },
            // Theirs replaces the draft (undo brings mine back); the entry needs no write.
            'editor.takeTheirs': {
              target: 'saving',
              actions: assign(({ context }) => {
                const { entryId, operation, theirs } = context.conflict!;
                const found: Found = { entries: [], assets: [] };
                const fields = normalizeFields(theirs.fields, found);
                const entries = withNew(withFields(context.entries, context.entries[entryId]!, fields), found.entries);
                return {
                  ...step(context, entries),
                  saved: { ...context.saved, [entryId]: { ...theirs, fields } },
                  assets: withAssets(context.assets, found.assets),
                  queue: operation === 'save' ? context.queue.slice(1) : [],
                  then: operation === 'save' ? context.then : operation,
                  conflict: undefined,
                };
              }),
            },
          },
        },
        publishing: {
          initial: 'next',
          entry: 'queuePublish',
          states: {
            next: {
              always: [{ guard: 'hasQueue', target: 'writing' }, { target: '#pageEditor.ready.editing', actions: assign({ notice: 'published' }) }],
            },
            writing: {
              invoke: {
                id: 'publishEntry',
                src: 'publishEntry',
                input: ({ context }) => ({ id: context.queue[0]!, version: context.saved[context.queue[0]!]!.version }),
                onDone: {
                  target: 'next',
                  actions: assign(({ context, event }) => {
                    const id = context.queue[0]!;
                    return { saved: { ...context.saved, [id]: { ...event.output, fields: context.saved[id]!.fields } }, queue: context.queue.slice(1) };
                  }),
                },
                onError: [
                  { guard: 'isConflict', target: '#pageEditor.ready.conflict', actions: { type: 'recordConflict', params: { operation: 'publish' } } },
                  {
                    target: '#pageEditor.ready.editing',
                    actions: { type: 'recordFailure', params: ({ event }) => ({ message: pageEditorMessages.publishFailed, error: event.error }) },
                  },
                ],
              },
            },
          },
        },
        unpublishing: {
          entry: assign(({ context }) => ({ queue: [rootOf(context)], then: undefined })),
          invoke: {
            id: 'unpublishEntry',
            src: 'unpublishEntry',
            input: ({ context }) => ({ id: rootOf(context), version: context.saved[rootOf(context)]!.version }),
            onDone: {
              target: 'editing',
              actions: assign(({ context, event }) => ({
                saved: { ...context.saved, [rootOf(context)]: { ...event.output, fields: context.saved[rootOf(context)]!.fields } },
                queue: [],
                notice: 'unpublished' as const,
              })),
            },
            onError: [
              { guard: 'isConflict', target: 'conflict', actions: { type: 'recordConflict', params: { operation: 'unpublish' } } },
              { target: 'editing', actions: { type: 'recordFailure', params: ({ event }) => ({ message: pageEditorMessages.unpublishFailed, error: event.error }) } },
            ],
          },
        },
        scheduling: {
          invoke: {
            id: 'schedulePublish',
            src: 'schedulePublish',
            input: ({ context }) => ({
              at: context.scheduleAt!,
              entries: unpublishedIds(context).map((id) => ({ id, version: context.saved[id]!.version })),
            }),
            onDone: {
              target: 'editing',
              actions: assign(({ context, event }) => {
                // A rescheduled action keeps its id: the new time replaces the old.
                const ids = new Set(event.output.map((item) => item.id));
                return { scheduled: [...context.scheduled.filter((item) => !ids.has(item.id)), ...event.output], then: undefined, notice: 'scheduled' as const };
              }),
            },
            onError: {
              target: 'editing',
              actions: { type: 'recordFailure', params: ({ event }) => ({ message: pageEditorMessages.scheduleFailed, error: event.error }) },
            },
          },
        },
        cancellingSchedule: {
          invoke: {
            id: 'cancelSchedule',
            src: 'cancelSchedule',
            input: ({ context }) => ({ scheduleId: context.cancellingId! }),
            onDone: {
              target: 'editing',
              actions: assign(({ context }) => ({
                scheduled: context.scheduled.filter((item) => item.id !== context.cancellingId),
                cancellingId: undefined,
                notice: 'unscheduled' as const,
              })),
            },
            onError: {
              target: 'editing',
              actions: [
                { type: 'recordFailure', params: ({ event }) => ({ message: pageEditorMessages.scheduleFailed, error: event.error }) },
                assign({ cancellingId: undefined }),
              ],
            },
          },
        },
        history: {
          initial: 'loading',
          on: { 'editor.closeHistory': { target: 'editing' } },
          states: {
            loading: {
              invoke: {
                id: 'loadHistory',
                src: 'loadHistory',
                input: ({ context }) => ({ entryId: context.historyEntryId! }),
                onDone: { target: 'browsing', actions: assign({ history: ({ event }) => event.output }) },
                onError: {
                  target: 'browsing',
                  actions: assign({ error: ({ event }) => messageOf(event.error, pageEditorMessages.historyFailed) }),
                },
              },
            },
            browsing: {
              on: { 'editor.restore': { guard: 'hasSnapshot', target: 'restoring', actions: assign({ error: undefined }) } },
            },
            restoring: {
              invoke: {
                id: 'restoreSnapshot',
                src: 'restoreSnapshot',
                input: ({ context, event }) => {
                  assertEvent(event, 'editor.restore');
                  return { entryId: context.historyEntryId!, snapshotId: event.snapshotId };
                },
                onDone: {
                  target: '#pageEditor.ready.editing',
                  actions: assign(({ context, event }) => {
                    const known = serverBased((event.output.entries ?? []).filter((entry) => !(entry.id in context.entries)));
                    const found: Found = { entries: [], assets: [] };
                    const fields = normalizeFields(event.output.fields, found);
                    let entries = withNew(withNew(context.entries, known.drafts), found.entries);
                    entries = withFields(entries, entries[context.historyEntryId!]!, fields);
                    for (const [id, earlier] of Object.entries(event.output.linked ?? {})) {
                      const entry = entries[id];
                      if (entry && id !== context.historyEntryId) entries = withFields(entries, entry, normalizeFields(earlier, found));
                    }
                    entries = withNew(entries, found.entries);
                    return {
                      ...step(context, entries),
                      saved: { ...known.saved, ...context.saved },
                      assets: withAssets(withAssets(withAssets(context.assets, known.assets), found.assets), event.output.assets ?? []),
                      notice: 'restored' as const,
                    };
                  }),
                },
                onError: {
                  target: 'browsing',
                  actions: assign({ error: ({ event }) => messageOf(event.error, pageEditorMessages.restoreFailed) }),
                },
              },
            },
          },
        },
      },
    },
  },
});

type PageEditorSnapshot = SnapshotFrom<typeof pageEditorMachine>;

export type PageStatus = 'draft' | 'published' | 'changed';

/** Both sides of a conflict, for the UI to show next to each other. */
export interface ConflictDetails {
  entryId: string;
  contentType: string;
  operation: Operation;
  mine: TreeEntry | undefined;
  theirs: ServerEntry;
  /** Field ids whose values differ between the two. */
  differingFields: string[];
  theirVersion: number;
  /** The version mine was based on. */
  myVersion: number | undefined;
}

export const pageEditorSelectors = {
  isLoading: (snapshot: PageEditorSnapshot) => snapshot.matches('loading'),
  isReady: (snapshot: PageEditorSnapshot) => snapshot.matches('ready'),
  loadFailed: (snapshot: PageEditorSnapshot) => snapshot.matches('failed'),
  /** Saving, publishing, unpublishing, scheduling or restoring is under way. */
  isBusy: (snapshot: PageEditorSnapshot) =>
    (['saving', 'publishing', 'unpublishing', 'scheduling', 'cancellingSchedule'] as const).some((state) => snapshot.matches({ ready: state })) ||
    snapshot.matches({ ready: { history: 'restoring' } }),
  isSaving: (snapshot: PageEditorSnapshot) => snapshot.matches({ ready: 'saving' }),
  isPublishing: (snapshot: PageEditorSnapshot) => snapshot.matches({ ready: 'publishing' }),
  pageId: (snapshot: PageEditorSnapshot) => snapshot.context.pageId,
  isDirty: (snapshot: PageEditorSnapshot) => changedEntryIds(snapshot.context).length > 0,
  changedEntryIds: (snapshot: PageEditorSnapshot) => changedEntryIds(snapshot.context),
  canUndo: (snapshot: PageEditorSnapshot) => snapshot.can({ type: 'editor.undo' }),
  canRedo: (snapshot: PageEditorSnapshot) => snapshot.can({ type: 'editor.redo' }),
  canSave: (snapshot: PageEditorSnapshot) => snapshot.can({ type: 'editor.save' }),
  canPublish: (snapshot: PageEditorSnapshot) => snapshot.can({ type: 'editor.publish' }),
  canUnpublish: (snapshot: PageEditorSnapshot) => snapshot.can({ type: 'editor.unpublish' }),
  canSchedule: (snapshot: PageEditorSnapshot, at: string) => snapshot.can({ type: 'editor.schedule', at }),
  /** The page as a whole: never published, published as it is, or with changes not yet published. */
  status: (snapshot: PageEditorSnapshot): PageStatus => {
    const { context } = snapshot;
    if (context.saved[rootOf(context)]?.publishedVersion === undefined) return 'draft';
    return changedEntryIds(context).length > 0 || unpublishedIds(context).length > 0 ? 'changed' : 'published';
  },
  /** The page with every linked entry and asset nested: what the preview renders. */
  tree: (snapshot: PageEditorSnapshot) => entryTree(rootOf(snapshot.context), snapshot.context.entries, snapshot.context.assets),
  /** One entry with its links nested: what its form edits. */
  entry: (snapshot: PageEditorSnapshot, id: string) => entryTree(id, snapshot.context.entries, snapshot.context.assets),
  /** The ids of the page's blocks, in order. */
  blockIds: (snapshot: PageEditorSnapshot) => {
    const list = snapshot.context.entries[rootOf(snapshot.context)]?.fields[snapshot.context.blocksField];
    return Array.isArray(list) ? (list as EditorLink[]).map((link) => link.id) : [];
  },
  selectedId: (snapshot: PageEditorSnapshot) => snapshot.context.selectedId,
  isInConflict: (snapshot: PageEditorSnapshot) => snapshot.matches({ ready: 'conflict' }),
  conflict: (snapshot: PageEditorSnapshot): ConflictDetails | undefined => {
    const { context } = snapshot;
    const conflict = context.conflict;
    if (!conflict || !snapshot.matches({ ready: 'conflict' })) return undefined;
    const mine = context.entries[conflict.entryId]!;
    const found: Found = { entries: [], assets: [] };
    const theirFields = normalizeFields(conflict.theirs.fields, found);
    const keys = new Set([...Object.keys(mine.fields), ...Object.keys(theirFields)]);
    return {
      entryId: conflict.entryId,
      contentType: conflict.theirs.contentType,
      operation: conflict.operation,
      mine: entryTree(conflict.entryId, context.entries, context.assets),
      theirs: conflict.theirs,
      differingFields: [...keys].filter((key) => !sameValue(mine.fields[key], theirFields[key])),
      theirVersion: conflict.theirs.version,
      myVersion: context.saved[conflict.entryId]?.version,
    };
  },
  error: (snapshot: PageEditorSnapshot) => snapshot.context.error,
  notice: (snapshot: PageEditorSnapshot) => snapshot.context.notice,
  isHistoryOpen: (snapshot: PageEditorSnapshot) => snapshot.matches({ ready: 'history' }),
  isHistoryLoading: (snapshot: PageEditorSnapshot) => snapshot.matches({ ready: { history: 'loading' } }),
  history: (snapshot: PageEditorSnapshot) => snapshot.context.history,
  historyEntryId: (snapshot: PageEditorSnapshot) => snapshot.context.historyEntryId,
  scheduled: (snapshot: PageEditorSnapshot) => snapshot.context.scheduled,
};
