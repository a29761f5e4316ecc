import type {
  StudioAsset,
  StudioEntry,
  StudioEntrySummary,
  StudioEntryTree,
  StudioPageSummary,
  StudioScheduledPublish,
  StudioSnapshot,
  VersionConflict,
} from './types';

/**
 * The studio's API from the browser: JSON with the double-submit CSRF token (from the cookie the
 * site's proxy issues), same-origin credentials (the studio session cookie). Answers are never
 * thrown: each call says what happened, with the server's message when it refused.
 */
const CSRF_COOKIE = 'sf_csrf';
const UNREACHABLE = 'The studio could not reach the server. Check your connection and try again.';

export type Refusal = { ok: false; status: number; message: string; fieldErrors?: Record<string, string> };
export type PageResult = { ok: true; page: StudioPageSummary } | Refusal;

export function csrfToken(): string {
  if (typeof document === 'undefined') return '';
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${CSRF_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(CSRF_COOKIE.length + 1)) : '';
}

async function call<T>(
  url: string,
  init: { method: string; body?: unknown; headers?: Record<string, string> },
): Promise<{ status: number; data: T & { message?: string } }> {
  // A form (an upload) goes as it is: the browser sets its multipart type and boundary.
  const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
  const response = await fetch(url, {
    method: init.method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      'x-csrf-token': csrfToken(),
      ...(init.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
  });
  const data = (await response.json().catch(() => ({}))) as T & { message?: string };
  return { status: response.status, data };
}

/** "title: Enter a title; slug: Use …" (the routes' zod messages) → per-field messages. */
export function fieldErrorsOf(message: string, fields: readonly string[] = ['title', 'slug']): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const part of message.split('; ')) {
    const match = /^([a-zA-Z]+): (.+)$/.exec(part);
    if (match && fields.includes(match[1]!)) errors[match[1]!] ??= match[2]!;
  }
  return errors;
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

export function createPage(site: string, draft: { title: string; slug: string }): Promise<PageResult> {
  return guarded(async () => {
    const { status, data } = await call<{ page?: StudioPageSummary }>('/_api/studio/pages', { method: 'POST', body: { site, ...draft } });
    return status === 201 && data.page ? { ok: true as const, page: data.page } : refusal(status, data.message);
  });
}

export function duplicatePage(pageId: string, draft: { title: string; slug: string }, site?: string): Promise<PageResult> {
  return guarded(async () => {
    const { status, data } = await call<{ page?: StudioPageSummary }>(`/_api/studio/pages/${encodeURIComponent(pageId)}/duplicate`, {
      method: 'POST',
      body: { ...draft, ...(site ? { site } : {}) },
    });
    return status === 201 && data.page ? { ok: true as const, page: data.page } : refusal(status, data.message);
  });
}

export function deletePage(pageId: string): Promise<{ ok: true; deleted: string[] } | Refusal> {
  return guarded(async () => {
    const { status, data } = await call<{ deleted?: string[] }>(`/_api/studio/pages/${encodeURIComponent(pageId)}`, { method: 'DELETE' });
    return status === 200 ? { ok: true as const, deleted: data.deleted ?? [] } : refusal(status, data.message);
  });
}

export function fetchPages(site: string, query = ''): Promise<{ ok: true; pages: StudioPageSummary[] } | Refusal> {
  return guarded(async () => {
    const params = new URLSearchParams({ site, ...(query ? { q: query } : {}) });
    const { status, data } = await call<{ pages?: StudioPageSummary[] }>(`/_api/studio/pages?${params.toString()}`, { method: 'GET' });
    return status === 200 && data.pages ? { ok: true as const, pages: data.pages } : refusal(status, data.message);
  });
}

const entryUrl = (entryId: string) => `/_api/studio/entries/${encodeURIComponent(entryId)}`;

/** The entry with every entry and asset it links (drafts included), and the publishes scheduled for them. */
export function fetchEntryTree(entryId: string): Promise<{ ok: true; tree: StudioEntryTree; scheduled: StudioScheduledPublish[] } | Refusal> {
  return guarded(async () => {
    const { status, data } = await call<{ tree?: StudioEntryTree; scheduled?: StudioScheduledPublish[] }>(entryUrl(entryId), { method: 'GET' });
    return status === 200 && data.tree ? { ok: true as const, tree: data.tree, scheduled: data.scheduled ?? [] } : refusal(status, data.message);
  });
}

export type SaveResult = { ok: true; entry: StudioEntry } | { ok: false; status: 409; conflict: VersionConflict } | Refusal;
export type PublishResult = SaveResult;

type EntryAnswer = { entry?: StudioEntry; current?: StudioEntry; yours?: VersionConflict['yours'] };

/** 200/201 with the entry, 409 with both versions, anything else a refusal with its message. */
function entryResult(status: number, data: EntryAnswer & { message?: string }, okStatus: number, yours: VersionConflict['yours'] | undefined): SaveResult {
  if (status === okStatus && data.entry) return { ok: true as const, entry: data.entry };
  const mine = data.yours ?? yours;
  if (status === 409 && data.current && mine) {
    return { ok: false as const, status: 409 as const, conflict: { message: data.message ?? 'This entry was changed by someone else.', current: data.current, yours: mine } };
  }
  return refusal(status, data.message);
}

/**
 * Saves an entry's fields as a draft, naming the version they were edited from
 * (X-Contentful-Version). Without a version and with a content type, creates the entry with this id.
 */
export function saveEntry(entryId: string, version: number | undefined, fields: Record<string, unknown>, contentType?: string): Promise<SaveResult> {
  return guarded(async () => {
    const creating = version === undefined;
    const { status, data } = await call<EntryAnswer>(entryUrl(entryId), {
      method: 'PUT',
      body: creating && contentType ? { contentType, fields } : { fields },
      headers: creating ? {} : { 'x-contentful-version': String(version) },
    });
    return entryResult(status, data, creating ? 201 : 200, creating ? undefined : { version, fields });
  });
}

function changePublishing(entryId: string, version: number, method: 'POST' | 'DELETE'): Promise<PublishResult> {
  return guarded(async () => {
    const { status, data } = await call<EntryAnswer>(`${entryUrl(entryId)}/published`, { method, headers: { 'x-contentful-version': String(version) } });
    return entryResult(status, data, 200, { version, fields: {} });
  });
}

/** Publishes the entry at this version; 409 with the current entry when it has moved on. */
export function publishEntry(entryId: string, version: number): Promise<PublishResult> {
  return changePublishing(entryId, version, 'POST');
}

/** Takes the entry off the storefront; 409 with the current entry when it has moved on. */
export function unpublishEntry(entryId: string, version: number): Promise<PublishResult> {
  return changePublishing(entryId, version, 'DELETE');
}

/** The entry's published versions, newest first. */
export function fetchSnapshots(entryId: string): Promise<{ ok: true; snapshots: StudioSnapshot[] } | Refusal> {
  return guarded(async () => {
    const { status, data } = await call<{ snapshots?: StudioSnapshot[] }>(`${entryUrl(entryId)}/snapshots`, { method: 'GET' });
    return status === 200 && data.snapshots ? { ok: true as const, snapshots: data.snapshots } : refusal(status, data.message);
  });
}

/** Linked entries' fields as they were in an old version of the entry that links them, by entry id. */
export type EarlierFields = Record<string, Record<string, unknown>>;

/** The entry's fields as they were in a snapshot, with the entries and assets they link (as they are now). */
export function fetchSnapshot(entryId: string, snapshotId: string): Promise<{ ok: true; tree: StudioEntryTree; earlier: EarlierFields } | Refusal> {
  return guarded(async () => {
    const { status, data } = await call<{ tree?: StudioEntryTree; earlier?: EarlierFields }>(`${entryUrl(entryId)}/snapshots/${encodeURIComponent(snapshotId)}`, { method: 'GET' });
    return status === 200 && data.tree ? { ok: true as const, tree: data.tree, earlier: data.earlier ?? {} } : refusal(status, data.message);
  });
}

/** Publishes these entries (each at the version the editor saved) at `at`, an ISO date-time. */
export function schedulePublish(at: string, entries: Array<{ id: string; version: number }>): Promise<{ ok: true; scheduled: StudioScheduledPublish[] } | Refusal> {
  return guarded(async () => {
    const { status, data } = await call<{ scheduled?: StudioScheduledPublish[] }>('/_api/studio/scheduled', { method: 'POST', body: { at, entries } });
    return status === 201 && data.scheduled ? { ok: true as const, scheduled: data.scheduled } : refusal(status, data.message);
  });
}

export function cancelScheduledPublish(actionId: string): Promise<{ ok: true } | Refusal> {
  return guarded(async () => {
    const { status, data } = await call<object>(`/_api/studio/scheduled/${encodeURIComponent(actionId)}`, { method: 'DELETE' });
    return status === 200 ? { ok: true as const } : refusal(status, data.message);
  });
}

/** Uploads an image and publishes it as an asset (the server checks its type and size again). */
export function uploadAsset(file: File, title?: string): Promise<{ ok: true; asset: StudioAsset } | Refusal> {
  return guarded(async () => {
    const form = new FormData();
    form.append('file', file, file.name);
    if (title !== undefined && title.trim() !== '') form.append('title', title.trim());
    const { status, data } = await call<{ asset?: StudioAsset }>('/_api/studio/assets', { method: 'POST', body: form });
    return status === 201 && data.asset ? { ok: true as const, asset: data.asset } : refusal(status, data.message);
  });
}

/** Entries to link from a reference field, most recently changed first (at most 50). */
export function searchEntries(query: { q?: string; contentTypes?: string[] }): Promise<{ ok: true; entries: StudioEntrySummary[] } | Refusal> {
  return guarded(async () => {
    const params = new URLSearchParams();
    if (query.q?.trim()) params.set('q', query.q.trim());
    if (query.contentTypes && query.contentTypes.length > 0) params.set('contentType', query.contentTypes.join(','));
    const search = params.toString();
    const { status, data } = await call<{ entries?: StudioEntrySummary[] }>(`/_api/studio/entries${search ? `?${search}` : ''}`, { method: 'GET' });
    return status === 200 && data.entries ? { ok: true as const, entries: data.entries } : refusal(status, data.message);
  });
}
