import 'server-only';
import type { NextResponse } from 'next/server';
import { z } from 'zod';
import type { Database } from '@storefront/db/client';
import { accountNamesByIds } from '@storefront/shopper/accounts/directory';
import type { StudioSnapshot } from '@storefront/preview/studio/types';
import { csrfFailure, errorResponse, readJson } from '../platform/http';
import type { StudioContent } from '../contentful/management-client';
import { StudioContentError } from '../contentful/management-errors';
import { asEditor, badId, ENTRY_ID, json, type StudioApiDeps } from './handler-kit';
import { treeAsOf } from './pages';

/** A page with its sections and blocks is scheduled in one go; more than this is not a page. */
export const MAX_SCHEDULED_ENTRIES = 200;

const scheduleBody = z.object({
  at: z.iso.datetime({ offset: true, message: 'at: a date and time (ISO 8601), e.g. 2030-01-31T09:00:00Z' }),
  entries: z
    .array(z.object({ id: z.string().regex(ENTRY_ID, 'not an entry id'), version: z.number().int().positive() }))
    .min(1, 'Name at least one entry to publish')
    .max(MAX_SCHEDULED_ENTRIES, `At most ${MAX_SCHEDULED_ENTRIES} entries at once`),
});

/** The version the editor acted on, from X-Contentful-Version: required, a positive integer. */
function versionHeader(request: Request): number | NextResponse {
  const raw = request.headers.get('x-contentful-version')?.trim();
  const version = raw ? Number(raw) : Number.NaN;
  if (!Number.isInteger(version) || version < 1) return errorResponse(400, 'Send the version you are publishing in the X-Contentful-Version header.');
  return version;
}

/** A refusal on a stale version carries the entry as it is now and the version the editor sent. */
function conflictResponse(error: StudioContentError, version: number): NextResponse {
  return errorResponse(409, error.message, { code: error.code, current: error.current, yours: { version, fields: {} } });
}

async function changePublishing(request: Request, id: string, deps: StudioApiDeps, action: 'publish' | 'unpublish'): Promise<NextResponse> {
  return asEditor(request, deps, async (content) => {
    const failure = csrfFailure(request);
    if (failure) return failure;
    const invalid = badId(id);
    if (invalid) return invalid;
    const version = versionHeader(request);
    if (typeof version !== 'number') return version;
    try {
      const entry = action === 'publish' ? await content.publishEntry(id, version) : await content.unpublishEntry(id, version);
      return json({ entry });
    } catch (error) {
      if (error instanceof StudioContentError && error.status === 409 && error.current) return conflictResponse(error, version);
      throw error;
    }
  });
}

/**
 * POST /_api/studio/entries/{id}/published with X-Contentful-Version: puts that version live.
 * The storefront shows it at once (the Management API's publishing event empties its caches).
 */
export function publishEntryHandler(request: Request, id: string, deps: StudioApiDeps): Promise<NextResponse> {
  return changePublishing(request, id, deps, 'publish');
}

/** DELETE /_api/studio/entries/{id}/published with X-Contentful-Version: takes it off the storefront. */
export function unpublishEntryHandler(request: Request, id: string, deps: StudioApiDeps): Promise<NextResponse> {
  return changePublishing(request, id, deps, 'unpublish');
}

/** Editors' names for the user ids snapshots carry (ids of a real Contentful space stay as they are). */
async function withEditorNames(db: Database, snapshots: StudioSnapshot[]): Promise<StudioSnapshot[]> {
  const ids = snapshots.map((snapshot) => snapshot.createdBy).filter((id): id is string => typeof id === 'string');
  if (ids.length === 0) return snapshots;
  const names = await accountNamesByIds(db, ids);
  return snapshots.map((snapshot) => (snapshot.createdBy && names.has(snapshot.createdBy) ? { ...snapshot, createdBy: names.get(snapshot.createdBy)! } : snapshot));
}

async function requireEntry(content: StudioContent, id: string) {
  const entry = await content.getEntry(id);
  if (!entry) throw new StudioContentError(404, 'NotFound', `There is no entry with the id ${id}.`);
  return entry;
}

/** GET /_api/studio/entries/{id}/snapshots — the versions it was published in, newest first. */
export async function listSnapshotsHandler(request: Request, id: string, deps: StudioApiDeps): Promise<NextResponse> {
  return asEditor(request, deps, async (content) => {
    const invalid = badId(id);
    if (invalid) return invalid;
    await requireEntry(content, id);
    return json({ snapshots: await withEditorNames(deps.db, await content.listSnapshots(id)) });
  });
}

/**
 * GET /_api/studio/entries/{id}/snapshots/{snapshotId} — the entry with its fields as they were in
 * that snapshot (its version stays the current one, so saving it restores it as a new draft),
 * the entries and assets those fields link to as they are now, and in `earlier` the fields each
 * linked entry had when the snapshot was taken (where that differs): a page restores whole.
 */
export async function getSnapshotHandler(request: Request, id: string, snapshotId: string, deps: StudioApiDeps): Promise<NextResponse> {
  return asEditor(request, deps, async (content) => {
    const invalid = badId(id) ?? badId(snapshotId, 'snapshot');
    if (invalid) return invalid;
    const current = await requireEntry(content, id);
    const found = await content.getSnapshot(id, snapshotId);
    if (!found) return errorResponse(404, `Entry ${id} has no version ${snapshotId}.`);
    const [snapshot] = await withEditorNames(deps.db, [found.snapshot]);
    const { tree, earlier } = await treeAsOf(content, { ...current, fields: found.fields }, found.snapshot.createdAt);
    return json({ tree, earlier, snapshot });
  });
}

/**
 * POST /_api/studio/scheduled { at, entries: [{ id, version }] } — publishes these entries at
 * `at` (201). Each must still be at the version the editor saved (else 409 with the current
 * one): what goes live is what they saw. If one cannot be scheduled, none is.
 */
export async function schedulePublishHandler(request: Request, deps: StudioApiDeps, now = () => new Date()): Promise<NextResponse> {
  return asEditor(request, deps, async (content) => {
    const body = await readJson(request, scheduleBody);
    if (!body.ok) return body.response;
    const at = new Date(body.data.at);
    if (at.getTime() <= now().getTime()) return errorResponse(400, 'Choose a time in the future to publish at.');
    const entries = [...new Map(body.data.entries.map((entry) => [entry.id, entry])).values()];
    const found = new Map((await content.getEntries(entries.map((entry) => entry.id))).map((entry) => [entry.id, entry]));
    for (const { id, version } of entries) {
      const current = found.get(id);
      if (!current) return errorResponse(404, `There is no entry with the id ${id}.`);
      if (current.version !== version) {
        return errorResponse(409, `Entry ${id} changed since you saved it (you have version ${version}, it is now at ${current.version}): reload before scheduling.`, {
          code: 'VersionMismatch',
          current,
        });
      }
    }
    const scheduled = [];
    try {
      for (const { id } of entries) scheduled.push(await content.schedulePublish(id, at));
    } catch (error) {
      for (const done of scheduled) await content.cancelScheduledAction(done.id).catch(() => undefined);
      throw error;
    }
    return json({ scheduled }, 201);
  });
}

/** DELETE /_api/studio/scheduled/{actionId} — cancels a scheduled publish that has not run yet. */
export async function cancelScheduledHandler(request: Request, actionId: string, deps: StudioApiDeps): Promise<NextResponse> {
  return asEditor(request, deps, async (content) => {
    const failure = csrfFailure(request);
    if (failure) return failure;
    const invalid = badId(actionId, 'scheduled action');
    if (invalid) return invalid;
    await content.cancelScheduledAction(actionId);
    return json({ success: true });
  });
}
