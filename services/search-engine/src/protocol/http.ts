import { gunzipSync } from 'node:zlib';
import { describeUnsafeJsonText, findUnacceptableJson } from '@storefront/platform/safe-text';
import { badRequest, SearchEngineError } from '../engine/errors';
import { checkJsonDepth, searchLimits } from '../engine/limits';

/** A framework-free HTTP request: what Node, fetch and the in-process requester all reduce to. */
export interface SearchRequest {
  method: string;
  /** Path with query string, or an absolute URL. */
  url: string;
  headers: Record<string, string | readonly string[] | undefined>;
  body?: string | Uint8Array | null;
}

export interface SearchHttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** How the caller runs a request: a worker shares its turns between the requests it holds. */
export interface RequestContext {
  /** Resolves when a long request may go on; between the queries of a multi-query, others run. */
  yieldTurn?: () => Promise<void>;
}

export type SearchRequestHandler = (request: SearchRequest, context?: RequestContext) => Promise<SearchHttpResponse>;

export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;

/** A JSON body serialised already (a multi-query's results are, one by one, within the request's time). */
export class SerializedJson {
  constructor(readonly text: string) {}
}

export function json(status: number, value: unknown): SearchHttpResponse {
  const body = value instanceof SerializedJson ? value.text : JSON.stringify(value);
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }, body };
}

/** Algolia's error shape. */
export function errorResponse(status: number, message: string): SearchHttpResponse {
  return json(status, { message, status });
}

export function fromError(error: unknown, label: string): SearchHttpResponse {
  if (error instanceof SearchEngineError) return errorResponse(error.status, error.message);
  console.error(`[search-engine] ${label} failed`, error);
  return errorResponse(500, 'Internal error');
}

export function header(request: SearchRequest, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(request.headers)) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    return typeof value === 'string' ? value : value.join(', ');
  }
  return undefined;
}

export function parseUrl(url: string): URL {
  try {
    return new URL(url, 'http://search.local');
  } catch {
    throw badRequest('Invalid URL');
  }
}

/**
 * The request body as JSON (gzip-encoded bodies included), bounded in size; `{}` when empty. A
 * string holding NUL or an unpaired surrogate is refused (400), as every input boundary of the
 * site refuses it (@storefront/platform/safe-text).
 */
export function readJsonBody(request: SearchRequest, maxBytes: number): unknown {
  const body = request.body;
  if (body === undefined || body === null) return {};
  let bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (bytes.length > maxBytes) throw new SearchEngineError(413, `Request body is larger than ${maxBytes} bytes`);
  if ((header(request, 'content-encoding') ?? '').toLowerCase().includes('gzip')) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: maxBytes });
    } catch {
      throw new SearchEngineError(400, 'Invalid gzip body (or larger than the body limit once decompressed)');
    }
  }
  const text = bytes.toString('utf8');
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Invalid JSON');
  }
  // JSON.parse takes any depth; what reads the value afterwards (validation, echoing) recurses.
  checkJsonDepth(value, 'Request body');
  // Then the text rule every input boundary applies (NUL, unpaired surrogates); nesting is held to
  // Algolia's limit above, so each filter parameter's own nesting limit can answer in its words.
  const unsafe = findUnacceptableJson(value, searchLimits.maxJsonDepth);
  if (unsafe) throw badRequest(describeUnsafeJsonText(unsafe));
  return value;
}
