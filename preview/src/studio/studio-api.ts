import type { StudioEntry, StudioEntryTree, StudioPageSummary, VersionConflict } from './types';

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

async function call<T>(url: string, init: { method: string; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; data: T & { message?: string } }> {
  const response = await fetch(url, {
    method: init.method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      'x-csrf-token': csrfToken(),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
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

export function fetchEntryTree(entryId: string): Promise<{ ok: true; tree: StudioEntryTree } | Refusal> {
  return guarded(async () => {
    const { status, data } = await call<{ tree?: StudioEntryTree }>(`/_api/studio/entries/${encodeURIComponent(entryId)}`, { method: 'GET' });
    return status === 200 && data.tree ? { ok: true as const, tree: data.tree } : refusal(status, data.message);
  });
}

export type SaveResult = { ok: true; entry: StudioEntry } | { ok: false; status: 409; conflict: VersionConflict } | Refusal;

/** Saves an entry's fields as a draft, naming the version they were edited from (X-Contentful-Version). */
export function saveEntry(entryId: string, version: number, fields: Record<string, unknown>): Promise<SaveResult> {
  return guarded(async () => {
    const { status, data } = await call<{ entry?: StudioEntry; current?: StudioEntry; yours?: VersionConflict['yours'] }>(
      `/_api/studio/entries/${encodeURIComponent(entryId)}`,
      { method: 'PUT', body: { fields }, headers: { 'x-contentful-version': String(version) } },
    );
    if (status === 200 && data.entry) return { ok: true as const, entry: data.entry };
    if (status === 409 && data.current && data.yours) {
      return { ok: false as const, status: 409 as const, conflict: { message: data.message ?? 'This entry was changed by someone else.', current: data.current, yours: data.yours } };
    }
    return refusal(status, data.message);
  });
}
