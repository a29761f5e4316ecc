import { fromPromise } from 'xstate';
import type { CmsAsset, CmsEntry } from '@storefront/cms-models/nodes';
import { EntryConflictError, type LoadedPage, type pageEditorMachine, type RestoredVersion, type ScheduledPublish, type ServerEntry, type VersionSnapshot } from '@storefront/machines/pageEditor.machine';
import type { Refusal, SaveResult } from '../studio-api';
import type { EntryStatus, StudioAsset, StudioEntry, StudioEntryTree, VersionConflict } from '../types';
import { fromContentfulFields, fromTree, toContentfulFields, toEditorAsset, toServerEntry } from './editor-conversions';

/**
 * The page editor's side effects, from the studio API client: each machine actor calls one
 * client function and turns its answer into what the machine expects. A refusal becomes an
 * Error with the server's message (shown to the editor); a stale version (409) becomes an
 * EntryConflictError carrying the server's entry.
 */

interface ScheduledLike {
  id: string;
  entryId: string;
  at: string;
}

interface SnapshotLike {
  id: string;
  createdAt: string;
  createdBy?: string | undefined;
  version?: number | undefined;
}

export interface EntrySummaryLike {
  id: string;
  contentType: string;
  title: string;
  status: EntryStatus;
  updatedAt: string;
}

type Conflicted<T> = T | { ok: false; status: 409; conflict: VersionConflict } | Refusal;

/** The studio API client functions the editor uses (`studio-api.ts`; see the editor contract). */
export interface EditorApi {
  fetchEntryTree(entryId: string): Promise<{ ok: true; tree: StudioEntryTree; scheduled?: ScheduledLike[] } | Refusal>;
  saveEntry(entryId: string, version: number | undefined, fields: Record<string, unknown>, contentType?: string): Promise<SaveResult>;
  publishEntry(entryId: string, version: number): Promise<Conflicted<{ ok: true; entry: StudioEntry }>>;
  unpublishEntry(entryId: string, version: number): Promise<Conflicted<{ ok: true; entry: StudioEntry }>>;
  fetchSnapshots(entryId: string): Promise<{ ok: true; snapshots: SnapshotLike[] } | Refusal>;
  fetchSnapshot(entryId: string, snapshotId: string): Promise<{ ok: true; tree: StudioEntryTree; earlier?: Record<string, Record<string, unknown>> } | Refusal>;
  schedulePublish(at: string, entries: Array<{ id: string; version: number }>): Promise<{ ok: true; scheduled: ScheduledLike[] } | Refusal>;
  cancelScheduledPublish(actionId: string): Promise<{ ok: true } | Refusal>;
  uploadAsset(file: File, title?: string): Promise<{ ok: true; asset: StudioAsset } | Refusal>;
  searchEntries(query: { q?: string; contentTypes?: string[] }): Promise<{ ok: true; entries: EntrySummaryLike[] } | Refusal>;
}

/** Thrown for a refused call: the server's message is what the editor reads. */
export class StudioApiError extends Error {
  override name = 'StudioApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function refused(result: Refusal): never {
  throw new StudioApiError(result.message, result.status);
}

function isConflict(result: { ok: boolean; status?: number }): result is { ok: false; status: 409; conflict: VersionConflict } {
  return !result.ok && result.status === 409 && 'conflict' in result;
}

/** An entry write's answer as the machine's ServerEntry, or the matching error. */
function written(result: Conflicted<{ ok: true; entry: StudioEntry }>): ServerEntry {
  if (result.ok) return toServerEntry(result.entry);
  if (isConflict(result)) throw new EntryConflictError(toServerEntry(result.conflict.current));
  return refused(result);
}

const toScheduled = (item: ScheduledLike): ScheduledPublish => ({ id: item.id, entryId: item.entryId, at: item.at });
const toSnapshot = (item: SnapshotLike): VersionSnapshot => ({ id: item.id, createdAt: item.createdAt, createdBy: item.createdBy, version: item.version });

/** The machine's actors, calling the given API (the real client in the studio, fakes in tests). */
export function editorActors(api: EditorApi) {
  return {
    loadPage: fromPromise(async ({ input }: { input: { pageId: string } }): Promise<LoadedPage> => {
      const result = await api.fetchEntryTree(input.pageId);
      if (!result.ok) return refused(result);
      return { ...fromTree(result.tree), scheduled: (result.scheduled ?? []).map(toScheduled) };
    }),
    saveEntry: fromPromise(async ({ input }: { input: { entry: { id: string; contentType: string; fields: Record<string, unknown> }; version: number | undefined } }) => {
      const { entry, version } = input;
      // No version: the server has never had this entry, so it is created with its content type.
      return written(await api.saveEntry(entry.id, version, toContentfulFields(entry.fields), version === undefined ? entry.contentType : undefined));
    }),
    publishEntry: fromPromise(async ({ input }: { input: { id: string; version: number } }) => written(await api.publishEntry(input.id, input.version))),
    unpublishEntry: fromPromise(async ({ input }: { input: { id: string; version: number } }) => written(await api.unpublishEntry(input.id, input.version))),
    schedulePublish: fromPromise(async ({ input }: { input: { at: string; entries: Array<{ id: string; version: number }> } }) => {
      const result = await api.schedulePublish(input.at, input.entries);
      return result.ok ? result.scheduled.map(toScheduled) : refused(result);
    }),
    cancelSchedule: fromPromise(async ({ input }: { input: { scheduleId: string } }) => {
      const result = await api.cancelScheduledPublish(input.scheduleId);
      if (!result.ok) refused(result);
    }),
    loadHistory: fromPromise(async ({ input }: { input: { entryId: string } }) => {
      const result = await api.fetchSnapshots(input.entryId);
      return result.ok ? result.snapshots.map(toSnapshot) : refused(result);
    }),
    restoreSnapshot: fromPromise(async ({ input }: { input: { entryId: string; snapshotId: string } }): Promise<RestoredVersion> => {
      const result = await api.fetchSnapshot(input.entryId, input.snapshotId);
      if (!result.ok) return refused(result);
      const root = result.tree.entries[result.tree.rootId];
      if (!root) throw new StudioApiError('That version has no content to restore.', 404);
      // The old fields; the entries they link as they are now (the editor may no longer hold them),
      // and the fields those had in that version, so the whole page goes back.
      const { entries, assets } = fromTree(result.tree);
      const linked = Object.fromEntries(Object.entries(result.earlier ?? {}).map(([id, fields]) => [id, fromContentfulFields(fields)]));
      return { fields: fromContentfulFields(root.fields), entries: entries.filter((entry) => entry.id !== root.id), assets, linked };
    }),
  } satisfies Parameters<typeof pageEditorMachine.provide>[0]['actors'];
}

/** The form's upload: the API's asset as the app's CmsAsset, or the server's refusal as an Error. */
export async function uploadAssetWith(api: Pick<EditorApi, 'uploadAsset'>, file: File): Promise<CmsAsset> {
  const result = await api.uploadAsset(file);
  return result.ok ? toEditorAsset(result.asset) : refused(result);
}

/**
 * The reference picker's search. The API answers summaries; each becomes an entry node with its
 * title in the model's display field (what the picker shows). Linking one loads it in full
 * first (see `PageEditor`), so a summary is never saved over the real entry.
 */
export async function searchEntriesWith(
  api: Pick<EditorApi, 'searchEntries'>,
  query: { text: string; contentTypes: string[] },
  displayFieldOf: (contentType: string) => string | undefined,
): Promise<CmsEntry[]> {
  const result = await api.searchEntries({ ...(query.text ? { q: query.text } : {}), contentTypes: query.contentTypes });
  if (!result.ok) return refused(result);
  return result.entries.map((summary) => {
    const displayField = displayFieldOf(summary.contentType);
    return { kind: 'entry', id: summary.id, contentType: summary.contentType, fields: displayField ? { [displayField]: summary.title } : {}, updatedAt: summary.updatedAt };
  });
}

/** Ids of the entry nodes in a field value (a single reference or a list of them). */
export function entryNodeIds(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) =>
    typeof item === 'object' && item !== null && (item as { kind?: unknown }).kind === 'entry' && typeof (item as { id?: unknown }).id === 'string' ? [(item as { id: string }).id] : [],
  );
}

/**
 * Entries picked from a search, loaded in full (with what they link) before they are linked:
 * the editor must hold them as the server has them, version included, or saving would treat
 * them as new.
 */
export async function loadEntries(api: Pick<EditorApi, 'fetchEntryTree'>, ids: readonly string[]): Promise<{ entries: ServerEntry[]; assets: EditorAssetOf[] }> {
  const results = await Promise.all(ids.map((id) => api.fetchEntryTree(id)));
  const entries = new Map<string, ServerEntry>();
  const assets = new Map<string, EditorAssetOf>();
  for (const result of results) {
    if (!result.ok) refused(result);
    const tree = fromTree(result.tree);
    for (const entry of tree.entries) entries.set(entry.id, entry);
    for (const asset of tree.assets) assets.set(asset.id, asset);
  }
  return { entries: [...entries.values()], assets: [...assets.values()] };
}

type EditorAssetOf = ReturnType<typeof toEditorAsset>;
