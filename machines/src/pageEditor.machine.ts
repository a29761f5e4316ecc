import { assign, fromPromise, setup } from 'xstate';
import { pageEditorMessages, type LoadedPage, type PageEditorContext, type PageEditorEvent, type PageEditorInput, type RestoredVersion, type ScheduledPublish, type VersionSnapshot } from './page-editor-contract';
import { editingGuards, editingUpdates } from './page-editor-editing';
import type { DraftEntry, ServerEntry } from './page-editor-entries';
import { historyGuards, historyInput, historyUpdates, restoreInput } from './page-editor-history';
import { initialContext, loadGuards, loadUpdates } from './page-editor-load';
import { publishingGuards, publishingUpdates, publishInput, scheduleInput, unpublishInput } from './page-editor-publishing';
import { saveInput, savingGuards, savingUpdates } from './page-editor-saving';

export type { DraftEntry, EditorAsset, EditorLink, ServerEntry, TreeEntry } from './page-editor-entries';
export * from './page-editor-contract';
export { changedEntryIds } from './page-editor-drafts';
export { pageEditorSelectors, type ConflictDetails, type EditorActivity, type PageStatus } from './page-editor-selectors';

/**
 * Editing one page in the studio: the page entry and every entry it links (sections, blocks,
 * nested items) held once each as drafts, edits with undo and redo, and the writes to the
 * content-management API as injected actors (the studio's API client).
 *
 * This file is the chart; each flow's guards and context updates are pure functions in its own
 * module (page-editor-load, -editing, -saving, -publishing, -history), named here.
 */

const notProvided = (name: string) => () => Promise.reject(new Error(`pageEditor: the ${name} actor is not provided`));

export const pageEditorMachine = setup({
  types: {} as { context: PageEditorContext; events: PageEditorEvent; input: PageEditorInput },
  actors: {
    /** GET the page and everything it links (default locale), as the server has it. */
    loadPage: fromPromise<LoadedPage, { pageId: string }>(notProvided('loadPage')),
    /** Create (version undefined) or update (with X-Contentful-Version) one entry → the saved entry. */
    saveEntry: fromPromise<ServerEntry, { entry: DraftEntry; version: number | undefined }>(notProvided('saveEntry')),
    publishEntry: fromPromise<ServerEntry, { id: string; version: number }>(notProvided('publishEntry')),
    unpublishEntry: fromPromise<ServerEntry, { id: string; version: number }>(notProvided('unpublishEntry')),
    /** Schedules publishing of the given entries (in order) at one time. */
    schedulePublish: fromPromise<ScheduledPublish[], { at: string; entries: Array<{ id: string; version: number }> }>(notProvided('schedulePublish')),
    cancelSchedule: fromPromise<void, { scheduleId: string }>(notProvided('cancelSchedule')),
    loadHistory: fromPromise<VersionSnapshot[], { entryId: string }>(notProvided('loadHistory')),
    restoreSnapshot: fromPromise<RestoredVersion, { entryId: string; snapshotId: string }>(notProvided('restoreSnapshot')),
  },
  guards: { ...loadGuards, ...editingGuards, ...savingGuards, ...publishingGuards, ...historyGuards },
  actions: {
    clearError: assign({ error: undefined }),
    clearMessages: assign({ error: undefined, notice: undefined }),
    startLoad: assign(loadUpdates.startLoad),
    recordLoaded: assign(loadUpdates.recordLoaded),
    recordLoadFailure: assign(loadUpdates.recordLoadFailure),
    applyEdit: assign(editingUpdates.applyEdit),
    addBlock: assign(editingUpdates.addBlock),
    removeBlock: assign(editingUpdates.removeBlock),
    moveBlock: assign(editingUpdates.moveBlock),
    selectEntry: assign(editingUpdates.selectEntry),
    registerFound: assign(editingUpdates.registerFound),
    undo: assign(editingUpdates.undo),
    redo: assign(editingUpdates.redo),
    startSave: assign(savingUpdates.startSave),
    takeNextInFlight: assign(savingUpdates.takeNextInFlight),
    recordSaved: assign(savingUpdates.recordSaved),
    recordConflict: assign(savingUpdates.recordConflict),
    recordFailure: assign(savingUpdates.recordFailure),
    keepMine: assign(savingUpdates.keepMine),
    takeTheirs: assign(savingUpdates.takeTheirs),
    startPublish: assign(publishingUpdates.startPublish),
    queuePublish: assign(publishingUpdates.queuePublish),
    recordPublished: assign(publishingUpdates.recordPublished),
    queueUnpublish: assign(publishingUpdates.queueUnpublish),
    recordUnpublished: assign(publishingUpdates.recordUnpublished),
    startSchedule: assign(publishingUpdates.startSchedule),
    recordScheduled: assign(publishingUpdates.recordScheduled),
    startCancelSchedule: assign(publishingUpdates.startCancelSchedule),
    recordCancelled: assign(publishingUpdates.recordCancelled),
    recordCancelFailure: assign(publishingUpdates.recordCancelFailure),
    openHistory: assign(historyUpdates.openHistory),
    recordHistory: assign(historyUpdates.recordHistory),
    recordHistoryFailure: assign(historyUpdates.recordHistoryFailure),
    restoreVersion: assign(historyUpdates.restoreVersion),
    recordRestoreFailure: assign(historyUpdates.recordRestoreFailure),
  },
}).createMachine({
  id: 'pageEditor',
  description:
    'Editing one page in the studio. editor.load fetches the page and every entry it links; the drafts hold each entry once. Edits (a field value, add, remove or move a block in the page or any nested list) are undoable; consecutive typing in one field is one undo step. Save writes every changed entry, children first, each with its version; a stale version (409) stops in conflict, holding the editor’s draft and the server’s entry, until the editor keeps theirs or keeps their own (written over the server’s version) and the save goes on. Publish saves first, then publishes every entry with unpublished changes; unpublish takes the page offline; schedule saves and schedules publishing at a future time. The history lists an entry’s versions; restoring one makes its fields the draft (undoable, saved like any edit).',
  initial: 'idle',
  context: ({ input }) => initialContext(input),
  states: {
    idle: {
      on: { 'editor.load': { target: 'loading', actions: 'startLoad' } },
    },
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ pageId: context.pageId! }),
        onDone: [
          {
            guard: { type: 'hasPage', params: ({ event }) => ({ loaded: event.output }) },
            target: 'ready',
            actions: { type: 'recordLoaded', params: ({ event }) => ({ loaded: event.output }) },
          },
          { target: 'failed', actions: 'recordLoadFailure' },
        ],
        onError: { target: 'failed', actions: { type: 'recordLoadFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'editor.load': { target: 'loading', actions: ['startLoad', 'clearError'] } },
    },
    ready: {
      initial: 'editing',
      on: {
        'editor.edit': { guard: 'isEditOfHeldEntry', actions: 'applyEdit' },
        'editor.addBlock': { guard: 'canAddBlock', actions: 'addBlock' },
        'editor.removeBlock': { guard: 'hasBlockAt', actions: 'removeBlock' },
        'editor.moveBlock': { guard: 'canMoveBlock', actions: 'moveBlock' },
        'editor.select': { actions: 'selectEntry' },
        'editor.register': { actions: 'registerFound' },
        'editor.undo': { guard: 'canUndo', actions: 'undo' },
        'editor.redo': { guard: 'canRedo', actions: 'redo' },
        'editor.dismiss': { actions: 'clearMessages' },
      },
      states: {
        editing: {
          on: {
            'editor.load': { guard: 'canLoad', target: '#pageEditor.loading', actions: 'startLoad' },
            'editor.save': { guard: 'isDirty', target: 'saving', actions: 'startSave' },
            'editor.publish': { guard: 'canPublish', target: 'saving', actions: 'startPublish' },
            'editor.unpublish': { guard: 'isPublished', target: 'unpublishing', actions: 'clearMessages' },
            'editor.schedule': { guard: 'canSchedule', target: 'saving', actions: 'startSchedule' },
            'editor.cancelSchedule': { guard: 'hasScheduled', target: 'cancellingSchedule', actions: 'startCancelSchedule' },
            'editor.history': { guard: 'hasHistoryEntry', target: 'history', actions: 'openHistory' },
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
              entry: 'takeNextInFlight',
              invoke: {
                id: 'saveEntry',
                src: 'saveEntry',
                input: ({ context }) => saveInput(context),
                onDone: { target: 'next', actions: { type: 'recordSaved', params: ({ event }) => ({ entry: event.output }) } },
                onError: [
                  {
                    guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                    target: '#pageEditor.ready.conflict',
                    actions: { type: 'recordConflict', params: ({ event }) => ({ operation: 'save', error: event.error }) },
                  },
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
            'editor.keepMine': { target: 'saving', actions: 'keepMine' },
            'editor.takeTheirs': { target: 'saving', actions: 'takeTheirs' },
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
                input: ({ context }) => publishInput(context),
                onDone: { target: 'next', actions: { type: 'recordPublished', params: ({ event }) => ({ entry: event.output }) } },
                onError: [
                  {
                    guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                    target: '#pageEditor.ready.conflict',
                    actions: { type: 'recordConflict', params: ({ event }) => ({ operation: 'publish', error: event.error }) },
                  },
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
          entry: 'queueUnpublish',
          invoke: {
            id: 'unpublishEntry',
            src: 'unpublishEntry',
            input: ({ context }) => unpublishInput(context),
            onDone: { target: 'editing', actions: { type: 'recordUnpublished', params: ({ event }) => ({ entry: event.output }) } },
            onError: [
              {
                guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                target: 'conflict',
                actions: { type: 'recordConflict', params: ({ event }) => ({ operation: 'unpublish', error: event.error }) },
              },
              { target: 'editing', actions: { type: 'recordFailure', params: ({ event }) => ({ message: pageEditorMessages.unpublishFailed, error: event.error }) } },
            ],
          },
        },
        scheduling: {
          invoke: {
            id: 'schedulePublish',
            src: 'schedulePublish',
            input: ({ context }) => scheduleInput(context),
            onDone: { target: 'editing', actions: { type: 'recordScheduled', params: ({ event }) => ({ scheduled: event.output }) } },
            onError: { target: 'editing', actions: { type: 'recordFailure', params: ({ event }) => ({ message: pageEditorMessages.scheduleFailed, error: event.error }) } },
          },
        },
        cancellingSchedule: {
          invoke: {
            id: 'cancelSchedule',
            src: 'cancelSchedule',
            input: ({ context }) => ({ scheduleId: context.cancellingId! }),
            onDone: { target: 'editing', actions: 'recordCancelled' },
            onError: { target: 'editing', actions: { type: 'recordCancelFailure', params: ({ event }) => ({ error: event.error }) } },
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
                input: ({ context }) => historyInput(context),
                onDone: { target: 'browsing', actions: { type: 'recordHistory', params: ({ event }) => ({ versions: event.output }) } },
                onError: { target: 'browsing', actions: { type: 'recordHistoryFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            browsing: {
              on: { 'editor.restore': { guard: 'hasSnapshot', target: 'restoring', actions: 'clearError' } },
            },
            restoring: {
              invoke: {
                id: 'restoreSnapshot',
                src: 'restoreSnapshot',
                input: ({ context, event }) => restoreInput(context, event),
                onDone: { target: '#pageEditor.ready.editing', actions: { type: 'restoreVersion', params: ({ event }) => ({ version: event.output }) } },
                onError: { target: 'browsing', actions: { type: 'recordRestoreFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
  },
});
