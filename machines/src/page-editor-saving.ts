import { isEntryConflictError, type EntryConflictError, type Operation, type PageEditorContext } from './page-editor-contract';
import { changedEntryIds, messageOf, nothingFound, undoStep, withAssets, withFields, withNew, type ContextUpdate, type EditorArgs } from './page-editor-drafts';
import { normalizeFields, type ServerEntry } from './page-editor-entries';

/**
 * The page editor's save queue: every changed entry is written in turn (children first), each
 * with the version it was edited from, and then whatever the save was for (publish, unpublish,
 * schedule) follows. A stale version (409) stops the queue in a conflict until the editor keeps
 * their draft (written over the server's version) or takes the server's.
 */

export const savingGuards = {
  isDirty: ({ context }: EditorArgs) => changedEntryIds(context).length > 0,
  hasQueue: ({ context }: EditorArgs) => context.queue.length > 0,
  isPublishNext: ({ context }: EditorArgs) => context.then === 'publish',
  isUnpublishNext: ({ context }: EditorArgs) => context.then === 'unpublish',
  isScheduleNext: ({ context }: EditorArgs) => context.then === 'schedule',
  /** A 409 about the entry being written (anything else is a plain failure). */
  isConflict: ({ context }: EditorArgs, { error }: { error: unknown }) => isEntryConflictError(error) && error.theirs.id === context.queue[0],
};

/** The entry the save actor writes, with the version it was edited from (none: it is new). */
export const saveInput = (context: PageEditorContext) => ({ entry: context.inFlight!, version: context.saved[context.inFlight!.id]?.version });

export const savingUpdates = {
  startSave: ({ context }: EditorArgs): ContextUpdate => ({ queue: changedEntryIds(context), then: undefined, error: undefined, notice: undefined }),
  /** The next entry's draft as it is now: what the write sends. */
  takeNextInFlight: ({ context }: EditorArgs): ContextUpdate => ({ inFlight: context.entries[context.queue[0]!] }),
  recordSaved: ({ context }: EditorArgs, { entry }: { entry: ServerEntry }): ContextUpdate => ({
    // The fields sent are the new baseline: typing during the save stays a change.
    saved: { ...context.saved, [context.inFlight!.id]: { ...entry, fields: context.inFlight!.fields } },
    queue: context.queue.slice(1),
    inFlight: undefined,
  }),
  /** The server's entry next to the draft; `isConflict` has checked the error is one. */
  recordConflict: ({ context }: EditorArgs, { operation, error }: { operation: Operation; error: unknown }): ContextUpdate => ({
    conflict: { entryId: context.queue[0]!, operation, theirs: (error as EntryConflictError).theirs },
    inFlight: undefined,
  }),
  /** The write stops; the drafts stay as they are. */
  recordFailure: (_: EditorArgs, { message, error }: { message: string; error: unknown }): ContextUpdate => ({
    error: messageOf(error, message),
    queue: [],
    then: undefined,
    inFlight: undefined,
  }),
  /** Mine is written over the server's version; whatever was under way goes on after it. */
  keepMine: ({ context }: EditorArgs): ContextUpdate => {
    const { entryId, operation, theirs } = context.conflict!;
    const saved = { ...context.saved, [entryId]: { ...theirs, fields: normalizeFields(theirs.fields, nothingFound()) } };
    const queue = operation === 'save' ? context.queue : [entryId];
    return { saved, queue, then: operation === 'save' ? context.then : operation, conflict: undefined };
  },
  /** Theirs replaces the draft (undo brings mine back); the entry needs no write. */
  takeTheirs: ({ context }: EditorArgs): ContextUpdate => {
    const { entryId, operation, theirs } = context.conflict!;
    const found = nothingFound();
    const fields = normalizeFields(theirs.fields, found);
    const entries = withNew(withFields(context.entries, context.entries[entryId]!, fields), found.entries);
    return {
      ...undoStep(context, entries),
      saved: { ...context.saved, [entryId]: { ...theirs, fields } },
      assets: withAssets(context.assets, found.assets),
      queue: operation === 'save' ? context.queue.slice(1) : [],
      then: operation === 'save' ? context.then : operation,
      conflict: undefined,
    };
  },
};
