import type { LastEdit, PageEditorContext, PageEditorEvent } from './page-editor-contract';
import {
  isChanged,
  needsPublishing,
  normalizeFields,
  reachableIds,
  type AssetStore,
  type DraftEntry,
  type EditorAsset,
  type EntryStore,
  type Found,
  type ServerEntry,
} from './page-editor-entries';

/**
 * What every flow of the page editor shares: the arguments its guards and context updates
 * take, and pure helpers over the drafts (what changed, what is unpublished, adding entries and
 * assets, recording an undo step).
 */

/** What a guard or a context update reads (xstate passes more; these are all they need). */
export interface EditorArgs {
  context: PageEditorContext;
  event: PageEditorEvent;
}

export type ContextUpdate = Partial<PageEditorContext>;

export function rootOf(context: PageEditorContext): string {
  return context.pageId ?? '';
}

export function changedEntryIds(context: PageEditorContext): string[] {
  return reachableIds(rootOf(context), context.entries).filter((id) => isChanged(context.entries[id]!, context.saved[id]));
}

export function unpublishedIds(context: PageEditorContext): string[] {
  return reachableIds(rootOf(context), context.entries).filter((id) => needsPublishing(context.saved[id]));
}

/** Something to publish: changes not yet saved, or saved entries not yet published. */
export function hasUnpublished(context: PageEditorContext): boolean {
  return changedEntryIds(context).length > 0 || unpublishedIds(context).length > 0;
}

export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** A fresh collector for the entries and assets that normalising a value finds. */
export function nothingFound(): Found {
  return { entries: [], assets: [] };
}

/** The store with entries added that it does not hold yet (held drafts always win). */
export function withNew(entries: EntryStore, added: readonly DraftEntry[]): EntryStore {
  const fresh = added.filter((entry) => !(entry.id in entries));
  if (fresh.length === 0) return entries;
  const next: Record<string, DraftEntry> = { ...entries };
  for (const entry of fresh) next[entry.id] ??= entry;
  return next;
}

export function withAssets(assets: AssetStore, added: readonly EditorAsset[]): AssetStore {
  return added.length === 0 ? assets : { ...assets, ...Object.fromEntries(added.map((asset) => [asset.id, asset])) };
}

export function withFields(entries: EntryStore, entry: DraftEntry, fields: Record<string, unknown>): EntryStore {
  return { ...entries, [entry.id]: { ...entry, fields } };
}

/** Records a new state of the drafts as one undo step. */
export function undoStep(context: PageEditorContext, entries: EntryStore, lastEdit?: LastEdit) {
  return {
    entries,
    past: [...context.past, context.entries].slice(-context.historyLimit),
    future: [],
    lastEdit,
    notice: undefined,
  };
}

/** Entries as the server has them, as drafts and as the saved baseline, with the assets they nest. */
export function serverBased(entries: readonly ServerEntry[]): { drafts: DraftEntry[]; saved: Record<string, ServerEntry>; assets: EditorAsset[] } {
  const found = nothingFound();
  const saved: Record<string, ServerEntry> = {};
  const drafts: DraftEntry[] = [];
  for (const entry of entries) {
    const fields = normalizeFields(entry.fields, found);
    saved[entry.id] = { ...entry, fields };
    drafts.push({ id: entry.id, contentType: entry.contentType, fields });
  }
  return { drafts, saved, assets: found.assets };
}

/** Server entries the drafts do not hold yet, added (held drafts and their saved state win). */
export function withServerEntries(context: PageEditorContext, entries: readonly ServerEntry[]) {
  const known = serverBased(entries.filter((entry) => !(entry.id in context.entries)));
  return { entries: withNew(context.entries, known.drafts), saved: { ...known.saved, ...context.saved }, assets: known.assets };
}
