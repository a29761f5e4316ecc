import type { JsonRecord } from '../engine/attributes';
import type { SearchEngine } from '../engine/engine';
import { badRequest } from '../engine/errors';
import { parseParamsString, type SearchParams } from '../engine/parameters';
import { withAlgoliaCors } from './cors';
import type { DiscoveryOptions } from './discovery';
import { handleDiscovery } from './discovery';
import {
  DEFAULT_MAX_BODY_BYTES,
  errorResponse,
  fromError,
  header,
  json,
  parseUrl,
  readJsonBody,
  SerializedJson,
  type RequestContext,
  type SearchHttpResponse,
  type SearchRequest,
  type SearchRequestHandler,
} from './http';
import { DEFAULT_TIME_BUDGET_MS, TimeBudget } from './time-budget';

export interface SearchHandlerOptions {
  /** Keys the handler accepts: admin keys may do everything, search keys may only search. */
  apiKeys: { admin: string | readonly string[]; search?: string | readonly string[] };
  /** When set, requests must name this application id. */
  applicationId?: string;
  /** Path prefix the handler is mounted under (e.g. "/_search"); requests without it are accepted too. */
  basePath?: string;
  maxBodyBytes?: number;
  /** Engine time one request may use (default 1 s); past it the request is refused (./time-budget). */
  timeBudgetMs?: number;
  /** Also answer the discovery provider's protocol under /api/v1/ (see ./discovery). */
  discovery?: DiscoveryOptions;
}

export interface SearchHandler {
  handle: SearchRequestHandler;
  basePath: string;
}

type Access = 'search' | 'admin' | 'any';

interface Route {
  access: Access;
  run: (context: RouteContext) => unknown;
}

interface RouteContext {
  url: URL;
  segments: string[];
  body: () => unknown;
  budget: TimeBudget;
  yieldTurn: RequestContext['yieldTurn'];
}

const asList = (value: string | readonly string[] | undefined): string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : [...value]);

function object(value: unknown, what: string): JsonRecord {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest(`${what} must be a JSON object`);
  return value as JsonRecord;
}

/** A search body: v5 parameters inline and/or the legacy URL-encoded `params` string. */
function searchParamsFrom(body: unknown): SearchParams {
  const { params, ...inline } = object(body, 'Request body');
  if (params !== undefined && typeof params !== 'string') throw badRequest('params must be a URL-encoded string');
  return { ...(typeof params === 'string' ? parseParamsString(params) : {}), ...inline } as SearchParams;
}

function boolQuery(url: URL, name: string, fallback: boolean): boolean {
  const value = url.searchParams.get(name);
  if (value === null) return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw badRequest(`${name} must be true or false`);
}

/**
 * A multi-query's answer, serialised result by result: the request's time is checked after each
 * one, and between them the caller may let other requests run.
 */
async function serializeResults(results: Iterable<unknown>, budget: TimeBudget, yieldTurn: RequestContext['yieldTurn']): Promise<SerializedJson> {
  const pieces: string[] = [];
  for (const result of results) {
    pieces.push(JSON.stringify(result));
    budget.check();
    if (yieldTurn) {
      budget.pause();
      await yieldTurn();
      budget.resume();
    }
  }
  return new SerializedJson(`{"results":[${pieces.join(',')}]}`);
}

function taskId(text: string): number {
  const id = Number(text);
  if (!Number.isInteger(id)) throw badRequest('taskID must be an integer');
  return id;
}

/**
 * The Algolia search REST protocol over a SearchEngine, framework-free: give it a method, URL,
 * headers and body; it answers status, headers and a JSON body. Mount it at a path prefix and
 * point algoliasearch's hosts at that prefix, or call it in-process through
 * createInProcessRequester.
 */
export function createSearchHandler(engine: SearchEngine, options: SearchHandlerOptions): SearchHandler {
  const adminKeys = new Set(asList(options.apiKeys.admin));
  const searchKeys = new Set(asList(options.apiKeys.search));
  if (adminKeys.size === 0) throw new Error('createSearchHandler needs at least one admin API key');
  for (const key of [...adminKeys, ...searchKeys]) if (key.trim() === '') throw new Error('API keys must not be empty');
  const basePath = `/${(options.basePath ?? '').split('/').filter(Boolean).join('/')}`.replace(/^\/$/, '');
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const timeBudgetMs = options.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS;

  const route = (method: string, segments: string[]): Route | undefined => {
    const [version, collection, index, action, extra, extra2] = segments;
    if (version !== '1') return undefined;
    if (collection === 'task' && segments.length === 3 && method === 'GET') return { access: 'any', run: () => engine.taskStatus(taskId(index!)) };
    if (collection !== 'indexes') return undefined;
    if (segments.length === 2) return method === 'GET' ? { access: 'admin', run: () => engine.listIndices() } : undefined;
    if (index === '*' && segments.length === 4) {
      if (action === 'queries' && method === 'POST')
        return {
          access: 'search',
          run: ({ body, budget, yieldTurn }) => {
            const { requests, strategy } = object(body(), 'Request body');
            if (!Array.isArray(requests)) throw badRequest('requests must be an array');
            if (strategy !== undefined && typeof strategy !== 'string') throw badRequest('strategy must be a string');
            return serializeResults(engine.multipleQueryResults(requests, (strategy ?? 'none') as 'none' | 'stopIfEnoughMatches'), budget, yieldTurn);
          },
        };
      if (action === 'objects' && method === 'POST')
        return {
          access: 'admin',
          run: ({ body }) => {
            const { requests } = object(body(), 'Request body');
            if (!Array.isArray(requests)) throw badRequest('requests must be an array');
            return engine.getObjects(
              requests.map((request, position) => {
                const entry = object(request, `requests[${position}]`);
                if (typeof entry.indexName !== 'string' || typeof entry.objectID !== 'string') throw badRequest(`requests[${position}] needs indexName and objectID`);
                const attributes = entry.attributesToRetrieve;
                if (attributes !== undefined && !(Array.isArray(attributes) && attributes.every((name) => typeof name === 'string'))) throw badRequest(`requests[${position}].attributesToRetrieve must be an array of strings`);
                return { indexName: entry.indexName, objectID: entry.objectID, attributesToRetrieve: attributes as string[] | undefined };
              }),
            );
          },
        };
      if (action === 'batch' && method === 'POST') return { access: 'admin', run: ({ body }) => engine.multipleBatch(body()) };
      return undefined;
    }
    if (index === undefined || index === '*') return undefined;
    if (segments.length === 3) {
      if (method === 'GET') return { access: 'search', run: ({ url }) => engine.search(index, parseParamsString(withoutCredentials(url))) };
      if (method === 'POST') return { access: 'admin', run: ({ body }) => engine.saveObject(index, object(body(), 'Record')) };
      if (method === 'DELETE') return { access: 'admin', run: () => engine.deleteIndex(index) };
      return undefined;
    }
    if (segments.length === 4) {
      switch (action) {
        case 'query':
          return method === 'POST' ? { access: 'search', run: ({ body }) => engine.search(index, searchParamsFrom(body())) } : undefined;
        case 'browse':
          if (method === 'POST') return { access: 'admin', run: ({ body }) => engine.browse(index, searchParamsFrom(body())) };
          if (method === 'GET') return { access: 'admin', run: ({ url }) => engine.browse(index, { ...parseCursor(url) }) };
          return undefined;
        case 'settings':
          if (method === 'GET') return { access: 'admin', run: () => engine.getSettings(index) };
          if (method === 'PUT' || method === 'POST') return { access: 'admin', run: ({ body, url }) => engine.setSettings(index, object(body(), 'Settings'), { forwardToReplicas: boolQuery(url, 'forwardToReplicas', false) }) };
          return undefined;
        case 'batch':
          return method === 'POST' ? { access: 'admin', run: ({ body }) => engine.batchFromBody(index, body()) } : undefined;
        case 'clear':
          return method === 'POST' ? { access: 'admin', run: () => engine.clearObjects(index) } : undefined;
        case 'operation':
          return method === 'POST'
            ? {
                access: 'admin',
                run: ({ body }) => {
                  const { operation, destination, scope } = object(body(), 'Request body');
                  if (operation !== 'copy' && operation !== 'move') throw badRequest('operation must be "copy" or "move"');
                  if (typeof destination !== 'string' || destination === '') throw badRequest('destination is required');
                  if (scope !== undefined && !(Array.isArray(scope) && scope.every((entry) => typeof entry === 'string'))) throw badRequest('scope must be an array of strings');
                  return engine.operationIndex(index, { operation, destination, scope: scope as string[] | undefined });
                },
              }
            : undefined;
        case 'deleteByQuery':
          return method === 'POST' ? { access: 'admin', run: ({ body }) => engine.deleteBy(index, searchParamsFrom(body())) } : undefined;
        default: {
          const objectID = action!;
          if (method === 'GET') {
            return {
              access: 'admin',
              run: ({ url }) => {
                const attributes = url.searchParams.get('attributesToRetrieve');
                return engine.getObject(index, objectID, attributes === null ? undefined : attributes.split(',').map((name) => name.trim()));
              },
            };
          }
          if (method === 'PUT') return { access: 'admin', run: ({ body }) => engine.addOrUpdateObject(index, objectID, object(body(), 'Record')) };
          if (method === 'DELETE') return { access: 'admin', run: () => engine.deleteObject(index, objectID) };
          return undefined;
        }
      }
    }
    if (segments.length === 5 && action === 'rules') {
      const rules = ruleRoute(engine, index, extra!, method);
      if (rules) return rules;
    }
    if (segments.length === 5) {
      if (action === 'task' && method === 'GET') return { access: 'any', run: () => engine.taskStatus(taskId(extra!)) };
      if (extra === 'partial' && method === 'POST')
        return { access: 'admin', run: ({ body, url }) => engine.partialUpdateObject(index, action!, object(body(), 'Attributes'), boolQuery(url, 'createIfNotExists', true)) };
      return undefined;
    }
    if (segments.length === 6 && action === 'facets' && extra2 === 'query' && method === 'POST') {
      return { access: 'search', run: ({ body }) => engine.searchForFacetValues(index, extra!, searchParamsFrom(body())) };
    }
    return undefined;
  };

  const handle: SearchRequestHandler = async (request: SearchRequest, context: RequestContext = {}): Promise<SearchHttpResponse> => {
    const budget = new TimeBudget(timeBudgetMs);
    try {
      const url = parseUrl(request.url);
      let path = url.pathname;
      if (basePath && (path === basePath || path.startsWith(`${basePath}/`))) path = path.slice(basePath.length) || '/';
      if (options.discovery && path.startsWith('/api/v1/')) return handleDiscovery(engine, options.discovery, request);
      const method = request.method.toUpperCase();
      let segments: string[];
      try {
        segments = path.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
      } catch {
        return errorResponse(400, 'Invalid URL encoding');
      }
      const found = route(method, segments);
      if (!found) return errorResponse(404, 'Not found');
      const key = header(request, 'x-algolia-api-key') ?? url.searchParams.get('x-algolia-api-key') ?? undefined;
      const appId = header(request, 'x-algolia-application-id') ?? url.searchParams.get('x-algolia-application-id') ?? undefined;
      const isAdmin = key !== undefined && adminKeys.has(key);
      const isSearch = key !== undefined && searchKeys.has(key);
      if ((!isAdmin && !isSearch) || (options.applicationId !== undefined && appId !== options.applicationId)) {
        return errorResponse(403, 'Invalid Application-ID or API key');
      }
      if (found.access === 'admin' && !isAdmin) return errorResponse(403, 'Method not allowed with this API key');
      let parsed: unknown;
      let read = false;
      const body = () => {
        if (!read) {
          parsed = readJsonBody(request, maxBodyBytes);
          read = true;
        }
        return parsed;
      };
      return json(200, await found.run({ url, segments, body, budget, yieldTurn: context.yieldTurn }));
    } catch (error) {
      return fromError(error, `${request.method} ${request.url}`);
    }
  };

  return { handle: withAlgoliaCors(handle), basePath };
}

/**
 * /1/indexes/{index}/rules/…: search, batch and clear (POST), and one rule by objectID (PUT, GET,
 * DELETE). Reading rules needs the admin key, as Algolia's `settings` ACL is not a search key's.
 */
function ruleRoute(engine: SearchEngine, index: string, name: string, method: string): Route | undefined {
  const forward = (url: URL) => ({ forwardToReplicas: boolQuery(url, 'forwardToReplicas', false) });
  if (method === 'POST') {
    if (name === 'search') return { access: 'admin', run: ({ body }) => engine.searchRules(index, body()) };
    if (name === 'batch') return { access: 'admin', run: ({ body, url }) => engine.saveRules(index, body(), { ...forward(url), clearExistingRules: boolQuery(url, 'clearExistingRules', false) }) };
    if (name === 'clear') return { access: 'admin', run: ({ url }) => engine.clearRules(index, forward(url)) };
    return undefined;
  }
  if (method === 'PUT') return { access: 'admin', run: ({ body, url }) => engine.saveRule(index, name, body(), forward(url)) };
  if (method === 'GET') return { access: 'admin', run: () => engine.getRule(index, name) };
  if (method === 'DELETE') return { access: 'admin', run: ({ url }) => engine.deleteRule(index, name, forward(url)) };
  return undefined;
}

/** The query string minus x-algolia-* credentials and agent, for the legacy GET search. */
function withoutCredentials(url: URL): string {
  const params = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (!name.toLowerCase().startsWith('x-algolia-')) params.append(name, value);
  return params.toString();
}

function parseCursor(url: URL): SearchParams {
  const cursor = url.searchParams.get('cursor');
  return cursor ? { cursor } : {};
}
