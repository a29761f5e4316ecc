import type { SnapshotFrom } from 'xstate';
import type { Operation } from './page-editor-contract';
import { changedEntryIds, hasUnpublished, nothingFound, rootOf } from './page-editor-drafts';
import { entryTree, normalizeFields, sameValue, type EditorLink, type ServerEntry, type TreeEntry } from './page-editor-entries';
import type { pageEditorMachine } from './pageEditor.machine';

/** What the UI reads from the page editor (with `snapshot.can(event)` for what it may do). */

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

/** Something under way that the editor waits for (restoring a version included). */
export type EditorActivity = 'loading' | 'saving' | 'publishing' | 'unpublishing' | 'scheduling' | 'cancellingSchedule' | 'restoring';

const ACTIVITY_STATES = [
  ['loading', 'loading'],
  ['saving', { ready: 'saving' }],
  ['publishing', { ready: 'publishing' }],
  ['unpublishing', { ready: 'unpublishing' }],
  ['scheduling', { ready: 'scheduling' }],
  ['cancellingSchedule', { ready: 'cancellingSchedule' }],
  ['restoring', { ready: { history: 'restoring' } }],
] as const;

export const pageEditorSelectors = {
  isLoading: (snapshot: PageEditorSnapshot) => snapshot.matches('loading'),
  isReady: (snapshot: PageEditorSnapshot) => snapshot.matches('ready'),
  loadFailed: (snapshot: PageEditorSnapshot) => snapshot.matches('failed'),
  /** Saving, publishing, unpublishing, scheduling or restoring is under way. */
  isBusy: (snapshot: PageEditorSnapshot) =>
    (['saving', 'publishing', 'unpublishing', 'scheduling', 'cancellingSchedule'] as const).some((state) => snapshot.matches({ ready: state })) ||
    snapshot.matches({ ready: { history: 'restoring' } }),
  /** What is under way, if anything (what the UI says while it waits). */
  activity: (snapshot: PageEditorSnapshot): EditorActivity | undefined => ACTIVITY_STATES.find(([, state]) => snapshot.matches(state))?.[0],
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
    return hasUnpublished(context) ? 'changed' : 'published';
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
    const theirFields = normalizeFields(conflict.theirs.fields, nothingFound());
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
