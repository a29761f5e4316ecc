import 'server-only';
import { NextResponse } from 'next/server';
import type { Database } from '@storefront/db/client';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { errorResponse } from '../platform/http';
import { log } from '../platform/log';
import { studioApiAccess } from './access';
import type { StudioContent } from '../contentful/management-client';
import { StudioContentError } from '../contentful/management-errors';
import type { StudioEditor } from './sessions';

/** What the studio's API routes need; the routes pass the process's, tests their own. */
export interface StudioApiDeps {
  db: Database;
  contentFor(editor: StudioEditor): Promise<StudioContent>;
  sites: readonly FasciaConfig[];
}

export const ENTRY_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** Studio answers are one editor's view of drafts: never kept by a shared cache. */
export const NO_STORE = 'private, no-store';

export function json(body: unknown, status = 200): NextResponse {
  return NextResponse.json(body, { status, headers: { 'Cache-Control': NO_STORE } });
}

/** The Management API's refusals reach the editor with their status and message; the rest is a 502. */
export function contentErrorResponse(error: unknown): NextResponse {
  if (error instanceof StudioContentError) {
    if (error.status === 409 && error.current) {
      return errorResponse(409, error.message, { code: error.code, current: error.current });
    }
    const passed = [400, 404, 409, 413, 415, 422, 503];
    const status = passed.includes(error.status) ? error.status : error.status === 401 || error.status === 403 ? 403 : 502;
    if (status === 502) log.warn('studio.content.failed', { code: error.code, status: error.status, message: error.message });
    return errorResponse(status, error.message, { code: error.code, ...(status === 422 ? { details: error.details } : {}) });
  }
  log.error('studio.content.error', { reason: error instanceof Error ? error.message : String(error) });
  return errorResponse(502, 'The content service failed. Try again in a moment.');
}

/**
 * Runs a studio API request for a signed-in editor: 401/403 otherwise, content errors as 4xx.
 * Every answer, refusals included, is private and uncached.
 */
export async function asEditor(
  request: Request,
  deps: StudioApiDeps,
  work: (content: StudioContent, editor: StudioEditor) => Promise<NextResponse>,
): Promise<NextResponse> {
  const access = await studioApiAccess(request, deps.db);
  let response: NextResponse;
  if (!access.ok) response = access.response;
  else {
    try {
      response = await work(await deps.contentFor(access.editor), access.editor);
    } catch (error) {
      response = contentErrorResponse(error);
    }
  }
  response.headers.set('Cache-Control', NO_STORE);
  return response;
}

export function badId(id: string, what = 'entry'): NextResponse | undefined {
  return ENTRY_ID.test(id) ? undefined : errorResponse(400, `That is not a valid ${what} id.`);
}
