import type { AssetStore, DraftEntry, EditorAsset, EntryStore, ServerEntry } from './page-editor-entries';

/**
 * The page editor's contract with the studio: its input, its context, the events it takes, what
 * its injected actors answer and how they fail, and the messages it shows.
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

/** A write to the server that can meet a stale version. */
export type Operation = 'save' | 'publish' | 'unpublish';

export interface EditorConflict {
  entryId: string;
  /** What was being done when the server refused. */
  operation: Operation;
  theirs: ServerEntry;
}

export type EditorNotice = 'saved' | 'published' | 'unpublished' | 'scheduled' | 'unscheduled' | 'restored';

export interface LastEdit {
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
export interface ListAddress {
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
