import { csrfToken, fieldErrorsOf, type Refusal, type SaveResult } from './studio-api';
import type { EntryStatus, StudioAsset, StudioEntry, StudioEntryTree, VersionConflict } from './types';

/**
 * INTERIM (editor branch): the page editor's client calls from the editor contract that
 * `studio-api.ts` does not have yet (the API branch adds them there). Same shapes and URLs as the
 * contract; when both branches are merged, `editor/editor-api.ts` takes them from `studio-api.ts`
 * and this file goes.
 */
const UNREACHABLE = 'The studio could not reach the server. Check your connection and try again.';

type Conflicted<T> = T | { ok: false; status: 409; conflict: VersionConflict } | Refusal;

async function call<T>(url: string, init: { method: string; body?: unknown; form?: FormData; headers?: Record<string, string> }) {
  const response = await fetch(url, {
    method: init.method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      'x-csrf-token': csrfToken(),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.form ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
  });
  const data = (await response.json().catch(() => ({}))) as Partial<T> & { message?: string };
  return { status: response.status, data };
}

function refusal(status: number, message: string | undefined): Refusal {
  const text = message || (status === 401 ? 'Your studio session has ended. Sign in again.' : 'Something went wrong. Try again.');
  return { ok: false, status, message: text, fieldErrors: fieldErrorsOf(text) };
}

async function guarded<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work();
  } catch {
    return { ok: false, status: 0, message: UNREACHABLE };
  }
}

const entryUrl = (entryId: string) => `/_api/studio/entries/${encodeURIComponent(entryId)}`;

export interface StudioScheduledPublish {
  id: string;
  entryId: string;
  at: string;
}

export interface StudioSnapshot {
  id: string;
  createdAt: string;
  createdBy?: string;
  version?: number;
}

export interface StudioEntrySummary {
  id: string;
  contentType: string;
  title: string;
  status: EntryStatus;
  updatedAt: string;
}

export function fetchEntryTree(entryId: string): Promise<{ ok: true; tree: StudioEntryTree; scheduled: StudioScheduledPublish[] } | Refusal> {
  return guarded(async () => {
    const { status, data } = await call<{ tree: StudioEntryTree; scheduled: StudioScheduledPublish[] }>(entryUrl(entryId), { method: 'GET' });
    return status === 200 && data.tree ? { ok: true as const, tree: data.tree, scheduled: data.scheduled ?? [] } : refusal(status, data.message);
  });
}

/** Updates (naming the version) or, without a version, creates the entry with this id. */
export function saveEntry(entryId: string, version: number | undefined, fields: Record<string, unknown>, contentType?: string): Promise<SaveResult> {
  return guarded(async () => {
    const { status, data } = await call<{ entry: StudioEntry; current: StudioEntry; yours: VersionConflict['yours'] }>(entryUrl(entryId), {
      method: 'PUT',
      body: version === undefined ? { contentType, fields } : { fields },
      headers: version === undefined ? {} : { 'x-contentful-version': String(version) },
    });
    if ((status === 200 || status === 201) && data.entry) return { ok: true as const, entry: data.entry };
    if (status === 409 && data.current) {
      const yours = data.yours ?? { version: version ?? 0, fields };
      return { ok: false as const, status: 409 as const, conflict: { message: data.message ?? 'This entry was changed by someone else.', current: data.current, yours } };
    }
    return refusal(status, data.message);
  });
}

function publishCall(method: 'POST' | 'DELETE') {
  return (entryId: string, version: number): Promise<Conflicted<{ ok: true; entry: StudioEntry }>> =>
    guarded(async () => {
      const { status, data } = await call<{ entry: StudioEntry; current: StudioEntry }>(`${entryUrl(entryId)}/published`, {
        method,
        headers: { 'x-contentful-version': String(version) },
      });
      if (status === 200 && data.entry) return { ok: true as const, entry: data.entry };
      if (status === 409 && data.current) {
        return { ok: false as const, status: 409 as const, conflict: { message: data.message ?? 'This entry was changed by someone else.', current: data.current, yours: { version, fields: {} } } };
      }
      return refusal(status, data.message);
    });
}

export const publishEntry = publishCall('POST');
export const unpublishEntry = publishCall('DELETE');

export function fetchSnapshots(entryId: string): Promise<{ ok: true; snapshots: StudioSnapshot[] } | Refusal> {
  return guarded(async () => {
    const { status, data } = await call<{ snapshots: StudioSnapshot[] }>(`${entryUrl(entryId)}/snapshots`, { method: 'GET' });
    return status === 200 && data.snapshots ? { ok: true as const, snapshots: data.snapshots } : refusal(status, data.message);
  });
}

export function fetchSnapshot(entryId: string, snapshotId: string): Promise<{ ok: true; tree: StudioEntryTree } | Refusal> {
  return guarded(async () => {
    const { status, data } = await call<{ tree: StudioEntryTree }>(`${entryUrl(entryId)}/snapshots/${encodeURIComponent(snapshotId)}`, { method: 'GET' });
    return status === 200 && data.tree ? { ok: true as const, tree: data.tree } : refusal(status, data.message);
  });
}

export function schedulePublish(at: string, entries: Array<{ id: string; version: number }>): Promise<{ ok: true; scheduled: StudioScheduledPublish[] } | Refusal> {
  return guarded(async () => {
    const { status, data } = await call<{ scheduled: StudioScheduledPublish[] }>('/_api/studio/scheduled', { method: 'POST', body: { at, entries } });
    return status === 201 && data.scheduled ? { ok: true as const, scheduled: data.scheduled } : refusal(status, data.message);
  });
}

export function cancelScheduledPublish(actionId: string): Promise<{ ok: true } | Refusal> {
  return guarded(async () => {
    const { status, data } = await call(`/_api/studio/scheduled/${encodeURIComponent(actionId)}`, { method: 'DELETE' });
    return status === 200 ? { ok: true as const } : refusal(status, data.message);
  });
}

export function uploadAsset(file: File, title?: string): Promise<{ ok: true; asset: StudioAsset } | Refusal> {
  return guarded(async () => {
    const form = new FormData();
    form.set('file', file);
    if (title) form.set('title', title);
    const { status, data } = await call<{ asset: StudioAsset }>('/_api/studio/assets', { method: 'POST', form });
    return status === 201 && data.asset ? { ok: true as const, asset: data.asset } : refusal(status, data.message);
  });
}

export function searchEntries(query: { q?: string; contentTypes?: string[] }): Promise<{ ok: true; entries: StudioEntrySummary[] } | Refusal> {
  return guarded(async () => {
    const params = new URLSearchParams();
    if (query.q) params.set('q', query.q);
    if (query.contentTypes?.length) params.set('contentType', query.contentTypes.join(','));
    const { status, data } = await call<{ entries: StudioEntrySummary[] }>(`/_api/studio/entries?${params.toString()}`, { method: 'GET' });
    return status === 200 && data.entries ? { ok: true as const, entries: data.entries } : refusal(status, data.message);
  });
}
