import { assertEvent } from 'xstate';
import { pageEditorMessages, type PageEditorEvent, type PageEditorContext, type RestoredVersion, type VersionSnapshot } from './page-editor-contract';
import { messageOf, nothingFound, rootOf, undoStep, withAssets, withFields, withNew, withServerEntries, type ContextUpdate, type EditorArgs } from './page-editor-drafts';
import { normalizeFields } from './page-editor-entries';

/**
 * The page editor's history flow: an entry's versions (the page's unless another entry is
 * named), and restoring one, which makes its fields (and, for the page, its linked entries'
 * fields in that version) the drafts in one undo step, saved like any edit.
 */

export const historyGuards = {
  hasHistoryEntry: ({ context, event }: EditorArgs) => {
    assertEvent(event, 'editor.history');
    return (event.entryId ?? rootOf(context)) in context.entries;
  },
  hasSnapshot: ({ context, event }: EditorArgs) => {
    assertEvent(event, 'editor.restore');
    return context.history.some((item) => item.id === event.snapshotId);
  },
};

export const historyInput = (context: PageEditorContext) => ({ entryId: context.historyEntryId! });

export const restoreInput = (context: PageEditorContext, event: PageEditorEvent) => {
  assertEvent(event, 'editor.restore');
  return { entryId: context.historyEntryId!, snapshotId: event.snapshotId };
};

export const historyUpdates = {
  openHistory: ({ context, event }: EditorArgs): ContextUpdate => {
    assertEvent(event, 'editor.history');
    return { historyEntryId: event.entryId ?? rootOf(context), history: [], error: undefined };
  },
  recordHistory: (_: EditorArgs, { versions }: { versions: VersionSnapshot[] }): ContextUpdate => ({ history: versions }),
  recordHistoryFailure: (_: EditorArgs, { error }: { error: unknown }): ContextUpdate => ({ error: messageOf(error, pageEditorMessages.historyFailed) }),
  restoreVersion: ({ context }: EditorArgs, { version }: { version: RestoredVersion }): ContextUpdate => {
    const entryId = context.historyEntryId!;
    const known = withServerEntries(context, version.entries ?? []);
    const found = nothingFound();
    const fields = normalizeFields(version.fields, found);
    let entries = withNew(known.entries, found.entries);
    entries = withFields(entries, entries[entryId]!, fields);
    for (const [id, earlier] of Object.entries(version.linked ?? {})) {
      const entry = entries[id];
      if (entry && id !== entryId) entries = withFields(entries, entry, normalizeFields(earlier, found));
    }
    entries = withNew(entries, found.entries);
    return {
      ...undoStep(context, entries),
      saved: known.saved,
      assets: withAssets(withAssets(withAssets(context.assets, known.assets), found.assets), version.assets ?? []),
      notice: 'restored',
    };
  },
  recordRestoreFailure: (_: EditorArgs, { error }: { error: unknown }): ContextUpdate => ({ error: messageOf(error, pageEditorMessages.restoreFailed) }),
};
