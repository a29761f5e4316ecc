import { randomBytes, timingSafeEqual } from 'node:crypto';
import { contentSpaces } from '@storefront/db/schema/content';
import { eq } from 'drizzle-orm';
import type { Db } from '../store/db';
import { accessTokenInvalid, ApiError, methodNotAllowed, resourceNotFound } from './errors';
import { contentfulJsonType, corsHeaders, header } from './http';
import { resolveIncludes } from './includes';
import { runContentTypeQuery } from './query/content-type-query';
import { readLocale, runDocumentQuery } from './query/document-query';
import { ParamReader } from './query/params';
import { applySelect } from './query/select';
import { parseRoute, type Route } from './routes';
import { arrayJson, contentTypeJson, documentJson, localeJson, spaceJson } from './serialize';
import type { ApiMode, ContentSnapshot } from './snapshot';
import { SnapshotCache } from './snapshot-cache';
import { runSync } from './sync';

export interface ContentApiRequest {
  method: string;
  /** Absolute URL or path with query string, e.g. `/_content/spaces/abc/environments/master/entries?limit=1`. */
  url: string;
  headers: Record<string, string | undefined>;
  /** The request body (Management API writes and uploads); the read-only APIs ignore it. */
  body?: Uint8Array;
}

export interface ContentApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type ContentApiHandler = (request: ContentApiRequest) => Promise<ContentApiResponse>;

export interface ContentApi {
  handle: ContentApiHandler;
  /** The path prefix the API is mounted under ('' for the root). */
  basePath: string;
  /** Forgets the cached snapshots (they are also refreshed automatically after every write). */
  clearCache(): void;
}

export interface ContentApiOptions {
  db: Db;
  /** Path prefix the API is mounted under, e.g. '/_content' (the SDK's `basePath`). */
  basePath?: string;
}

function normaliseBasePath(basePath: string | undefined): string {
  const trimmed = (basePath ?? '').split('/').filter(Boolean).join('/');
  return trimmed ? `/${trimmed}` : '';
}

function tokensMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function accessToken(request: ContentApiRequest, params: URLSearchParams): string | undefined {
  const authorization = header(request.headers, 'authorization');
  const bearer = authorization ? /^Bearer\s+(.+)$/i.exec(authorization.trim())?.[1] : undefined;
  return bearer ?? params.get('access_token') ?? undefined;
}

function requestOrigin(request: ContentApiRequest, url: URL): string {
  if (/^https?:\/\//i.test(request.url)) return url.origin;
  const host = header(request.headers, 'x-forwarded-host') ?? header(request.headers, 'host');
  const protocol = header(request.headers, 'x-forwarded-proto')?.split(',')[0]?.trim() ?? 'http';
  return host ? `${protocol}://${host}` : 'http://localhost';
}

/**
 * The Content Delivery API (delivery token: published content) and Content Preview API (preview
 * token: latest drafts) of the embedded content space, framework-free: give it a request, get a
 * response. Queries are answered from an in-memory snapshot per space, environment and API that is
 * reloaded only when the space's sequence moves on, and rendered answers are cached per snapshot.
 */
export function createContentApi(options: ContentApiOptions): ContentApi {
  const basePath = normaliseBasePath(options.basePath);
  const snapshots = new SnapshotCache(options.db);

  async function spaceHead(spaceId: string) {
    const [row] = await options.db
      .select({ sequence: contentSpaces.sequence, deliveryToken: contentSpaces.deliveryToken, previewToken: contentSpaces.previewToken })
      .from(contentSpaces)
      .where(eq(contentSpaces.id, spaceId));
    return row;
  }

  function render(snapshot: ContentSnapshot, route: Route, params: URLSearchParams, origin: string): unknown {
    if (route.resource === 'space') {
      new ParamReader(params).finish();
      return spaceJson(snapshot);
    }
    const notFound = (type: string, id: string) =>
      resourceNotFound({ type, id, space: snapshot.space.id, environment: snapshot.environmentId });
    switch (route.resource) {
      case 'locales': {
        const reader = new ParamReader(params);
        const skip = reader.integer('skip', 0, 0, Number.MAX_SAFE_INTEGER);
        const limit = reader.integer('limit', 100, 0, 1000);
        reader.finish();
        const items = snapshot.locales.slice(skip, skip + limit).map((locale) => localeJson(snapshot, locale.code));
        return arrayJson(items, { total: snapshot.locales.length, skip, limit });
      }
      case 'content_types': {
        if (route.id !== undefined) {
          new ParamReader(params).finish();
          const contentType = snapshot.contentTypeById.get(route.id);
          if (!contentType) throw notFound('ContentType', route.id);
          return contentTypeJson(snapshot, contentType);
        }
        const query = runContentTypeQuery(snapshot.contentTypes, params);
        const page = query.matches.slice(query.skip, query.skip + query.limit).map((type) => {
          const json = contentTypeJson(snapshot, type);
          return query.select ? applySelect(json, query.select) : json;
        });
        return arrayJson(page, { total: query.matches.length, skip: query.skip, limit: query.limit });
      }
      case 'entries':
      case 'assets': {
        const kind = route.resource === 'entries' ? 'Entry' : 'Asset';
        if (route.id !== undefined) {
          const reader = new ParamReader(params);
          const locale = readLocale(reader, snapshot);
          reader.finish();
          const document = kind === 'Entry' ? snapshot.entryById.get(route.id) : snapshot.assetById.get(route.id);
          if (!document) throw notFound(kind, route.id);
          return documentJson(snapshot, document, locale);
        }
        const query = runDocumentQuery(snapshot, kind, params);
        const page = query.matches.slice(query.skip, query.skip + query.limit).map((document) => {
          const full = documentJson(snapshot, document, query.locale);
          return { document, json: query.select ? applySelect(full, query.select) : full };
        });
        const { includes, errors } = resolveIncludes(
          snapshot,
          page.map(({ document, json }) => ({ document, fields: json.fields })),
          query.locale,
          query.include,
        );
        return arrayJson(
          page.map(({ json }) => json),
          { total: query.matches.length, skip: query.skip, limit: query.limit },
          { includes, errors },
        );
      }
      case 'sync': {
        const answer = runSync(snapshot, params);
        const syncPath = route.legacy
          ? `${basePath}/spaces/${encodeURIComponent(snapshot.space.id)}/sync`
          : `${basePath}/spaces/${encodeURIComponent(snapshot.space.id)}/environments/${encodeURIComponent(snapshot.environmentId)}/sync`;
        return {
          sys: { type: 'Array' },
          items: answer.items,
          ...(answer.nextPageToken ? { nextPageUrl: `${origin}${syncPath}?sync_token=${answer.nextPageToken}` } : {}),
          ...(answer.nextSyncToken ? { nextSyncUrl: `${origin}${syncPath}?sync_token=${answer.nextSyncToken}` } : {}),
        };
      }
    }
  }

  async function handle(request: ContentApiRequest): Promise<ContentApiResponse> {
    const requestId = randomBytes(16).toString('hex');
    const baseHeaders = { ...corsHeaders, 'x-contentful-request-id': requestId };
    const method = request.method.toUpperCase();
    if (method === 'OPTIONS') return { status: 200, headers: { ...baseHeaders, 'content-length': '0' }, body: '' };
    const respond = (status: number, payload: unknown, extra: Record<string, string> = {}) => {
      const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
      return {
        status,
        headers: { ...baseHeaders, 'content-type': contentfulJsonType, 'cache-control': 'max-age=0', ...extra },
        body: method === 'HEAD' ? '' : body,
      };
    };
    try {
      if (method !== 'GET' && method !== 'HEAD') throw methodNotAllowed(method);
      const url = new URL(request.url, 'http://localhost');
      const pathname = basePath && url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : url.pathname;
      const route = parseRoute(pathname);
      if (!route) throw resourceNotFound();
      const head = await spaceHead(route.spaceId);
      if (!head) throw resourceNotFound({ type: 'Space', id: route.spaceId });
      const token = accessToken(request, url.searchParams);
      const mode: ApiMode | undefined =
        token === undefined
          ? undefined
          : tokensMatch(token, head.deliveryToken)
            ? 'delivery'
            : tokensMatch(token, head.previewToken)
              ? 'preview'
              : undefined;
      if (!mode) throw accessTokenInvalid();
      const environmentId = route.resource === 'space' ? 'master' : route.environmentId;
      const snapshot = await snapshots.get(route.spaceId, environmentId, mode, head.sequence);
      if (!snapshot) throw resourceNotFound({ type: 'Environment', id: environmentId, space: route.spaceId });

      const cacheable = route.resource !== 'sync';
      const keyParams = new URLSearchParams(url.searchParams);
      keyParams.delete('access_token');
      keyParams.sort();
      const cacheKey = `${pathname}?${keyParams.toString()}`;
      const cached = cacheable ? snapshot.cachedResponse(cacheKey) : undefined;
      if (cached !== undefined) return respond(200, cached);
      const body = JSON.stringify(render(snapshot, route, url.searchParams, requestOrigin(request, url)));
      if (cacheable) snapshot.cacheResponse(cacheKey, body);
      return respond(200, body);
    } catch (error) {
      if (error instanceof ApiError) return respond(error.status, error.body(requestId));
      console.error('[content-space] request failed', request.method, request.url, error);
      return respond(500, new ApiError(500, 'ServerError', 'Internal server error.').body(requestId));
    }
  }

  return { handle, basePath, clearCache: () => snapshots.clear() };
}
