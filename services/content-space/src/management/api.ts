import { randomBytes } from 'node:crypto';
import type { ContentApiHandler, ContentApiRequest, ContentApiResponse } from '../delivery/api';
import { ApiError, accessTokenInvalid } from '../delivery/errors';
import { header } from '../delivery/http';
import { SnapshotCache } from '../delivery/snapshot-cache';
import type { Db } from '../store/db';
import { ContentStoreError } from '../store/errors';
import { managementTokenHolder } from '../store/management-tokens';
import { getSpace } from '../store/spaces';
import { maxUploadBytes } from '../store/uploads';
import { spaceKeys } from './api-keys-endpoint';
import { processAssetFile } from './asset-processing';
import { documentArchived, documentCollection, documentItem, documentPublished } from './documents-endpoint';
import { managementCorsHeaders, type ManagementOrigins } from './cors';
import { fromStoreError, managementErrors } from './errors';
import { processContentEvents, type ContentEvents } from './events';
import { contentTypes, locales } from './model-endpoints';
import { ok, type Answer, type ManagementContext } from './request';
import { parseManagementRoute, type ManagementRoute } from './routes';
import { scheduledActions } from './scheduled-actions-endpoint';
import { entrySnapshots } from './snapshots-endpoint';
import { environmentJson, spaceJson } from './serialize';
import { uploads } from './uploads-endpoint';

/** Largest JSON body a write accepts; Contentful limits entries to about this size too. */
export const maxJsonBodyBytes = 2 * 1024 * 1024;

/** Largest body any management request may carry (an upload); HTTP glue reads no more than this. */
export const maxManagementBodyBytes = maxUploadBytes;

export const managementJsonType = 'application/vnd.contentful.management.v1+json';

export interface ManagementApiOptions {
  db: Db;
  /** Path prefix the API is mounted under, e.g. '/_content' (the SDK's `basePath`). */
  basePath?: string;
  /** Where publishing changes are announced; this process's events by default. */
  events?: ContentEvents;
  /** The clock (scheduled action times, upload and token expiry); injectable for tests. */
  now?: () => Date;
  /** Browser origins granted CORS (exact origins such as `https://app.example.com`, or `'*'`); none by default. */
  allowedOrigins?: ManagementOrigins;
}

export interface ManagementApi {
  handle: ContentApiHandler;
  basePath: string;
  events: ContentEvents;
}

function normaliseBasePath(basePath: string | undefined): string {
  const trimmed = (basePath ?? '').split('/').filter(Boolean).join('/');
  return trimmed ? `/${trimmed}` : '';
}

function bearerToken(request: ContentApiRequest): string | undefined {
  const authorization = header(request.headers, 'authorization');
  return authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization.trim())?.[1] : undefined;
}

function bodyLimit(route: ManagementRoute): number {
  return route.resource === 'uploads' ? maxUploadBytes : maxJsonBodyBytes;
}

/** The error kind and id a store refusal on this route is about. */
function subjectOf(route: ManagementRoute): { kind: 'Entry' | 'Asset' | 'Other'; id: string } {
  switch (route.resource) {
    case 'item':
    case 'published':
    case 'archived':
      return { kind: route.collection === 'entries' ? 'Entry' : route.collection === 'assets' ? 'Asset' : 'Other', id: route.id };
    case 'collection':
      return { kind: route.collection === 'entries' ? 'Entry' : route.collection === 'assets' ? 'Asset' : 'Other', id: '' };
    case 'snapshots':
      return { kind: 'Entry', id: route.entryId };
    case 'process':
      return { kind: 'Asset', id: route.assetId };
    case 'scheduled_actions':
      return { kind: 'Other', id: route.actionId ?? '' };
    default:
      return { kind: 'Other', id: '' };
  }
}

async function dispatch(context: ManagementContext, route: ManagementRoute): Promise<Answer> {
  switch (route.resource) {
    case 'space':
      if (context.method !== 'GET') throw managementErrors.methodNotAllowed(context.method);
      return ok(spaceJson(context.space));
    case 'environment': {
      if (context.method !== 'GET') throw managementErrors.methodNotAllowed(context.method);
      const snapshot = await context.snapshots.get(context.space.id, route.environmentId, 'management', context.space.sequence);
      if (!snapshot) throw managementErrors.notFound({ type: 'Environment', id: route.environmentId });
      return ok(environmentJson(context.space, route.environmentId));
    }
    case 'collection':
      if (route.collection === 'content_types') return contentTypes(context, route.environmentId, undefined);
      if (route.collection === 'locales') return locales(context, route.environmentId, undefined);
      return documentCollection(context, route.collection, route.environmentId);
    case 'item':
      if (route.collection === 'content_types') return contentTypes(context, route.environmentId, route.id);
      if (route.collection === 'locales') return locales(context, route.environmentId, route.id);
      return documentItem(context, route.collection, route.environmentId, route.id);
    case 'published':
      return documentPublished(context, route.collection, route.environmentId, route.id);
    case 'archived':
      return documentArchived(context, route.collection, route.environmentId, route.id);
    case 'snapshots':
      return entrySnapshots(context, route.environmentId, route.entryId, route.snapshotId);
    case 'process':
      return processAssetFile(context, route.environmentId, route.assetId, route.locale);
    case 'uploads':
      return uploads(context, route.environmentId, route.uploadId);
    case 'scheduled_actions':
      return scheduledActions(context, route.actionId);
    case 'api_keys':
    case 'preview_api_keys':
      return spaceKeys(context, route.resource, route.keyId);
  }
}

/**
 * The Content Management API subset of the embedded space, framework-free: entries and assets
 * (create, update with X-Contentful-Version, publish, unpublish, archive, delete), uploads and
 * asset processing, content types and locales, entry snapshots and scheduled actions. Every
 * request needs an editor's management token (`Authorization: Bearer CFPAT-…`).
 */
export function createManagementApi(options: ManagementApiOptions): ManagementApi {
  const basePath = normaliseBasePath(options.basePath);
  const events = options.events ?? processContentEvents();
  const now = options.now ?? (() => new Date());
  const snapshots = new SnapshotCache(options.db);
  const allowedOrigins = options.allowedOrigins ?? [];

  async function handle(request: ContentApiRequest): Promise<ContentApiResponse> {
    const requestId = randomBytes(16).toString('hex');
    const method = request.method.toUpperCase();
    const baseHeaders = { ...managementCorsHeaders(allowedOrigins, request), 'x-contentful-request-id': requestId };
    const respond = (answer: Answer): ContentApiResponse =>
      answer.body === undefined
        ? { status: answer.status, headers: baseHeaders, body: '' }
        : { status: answer.status, headers: { ...baseHeaders, 'content-type': managementJsonType }, body: method === 'HEAD' ? '' : JSON.stringify(answer.body) };
    if (method === 'OPTIONS') return { status: 200, headers: { ...baseHeaders, 'content-length': '0' }, body: '' };
    let route: ManagementRoute | undefined;
    try {
      const url = new URL(request.url, 'http://localhost');
      const pathname = basePath && url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : url.pathname;
      route = parseManagementRoute(pathname);
      if (!route) throw managementErrors.notFound();
      const token = bearerToken(request);
      const editor = token ? await managementTokenHolder(options.db, token, now()) : undefined;
      if (!editor) throw accessTokenInvalid();
      const limit = bodyLimit(route);
      const declaredLength = Number(header(request.headers, 'content-length') ?? 0);
      if ((request.body?.byteLength ?? 0) > limit || declaredLength > limit) throw managementErrors.payloadTooLarge(limit);
      const space = await getSpace(options.db, route.spaceId);
      if (!space) throw managementErrors.notFound({ type: 'Space', id: route.spaceId });
      const context: ManagementContext = {
        db: options.db,
        basePath,
        events,
        now,
        snapshots,
        space,
        editor,
        method: method === 'HEAD' ? 'GET' : method,
        params: url.searchParams,
        request,
      };
      return respond(await dispatch(context, route));
    } catch (error) {
      if (error instanceof ApiError) return respond({ status: error.status, body: error.body(requestId) });
      if (error instanceof ContentStoreError && route) {
        const subject = subjectOf(route);
        return respond(toAnswer(fromStoreError(error, subject.kind, subject.id), requestId));
      }
      console.error('[content-space] management request failed', request.method, request.url, error);
      return respond({ status: 500, body: new ApiError(500, 'ServerError', 'Internal server error.').body(requestId) });
    }
  }

  return { handle, basePath, events };
}

function toAnswer(error: ApiError, requestId: string): Answer {
  return { status: error.status, body: error.body(requestId) };
}
