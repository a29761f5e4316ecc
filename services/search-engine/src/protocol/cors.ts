import { header, type SearchHttpResponse, type SearchRequest, type SearchRequestHandler } from './http';

/**
 * CORS as Algolia's search API answers it: browsers on any origin may call it (the API key in the
 * request, never a cookie, is what authorises), and a preflight is answered for the methods and
 * the headers Algolia's browser clients send. A preflight asking for another header is not
 * granted it, as Algolia's is not (a page whose scripts add e.g. `traceparent` gets a CORS error).
 */

/** Request headers a preflight is granted (lower case, as browsers send them). */
export const ALGOLIA_CORS_REQUEST_HEADERS: readonly string[] = [
  'accept',
  'content-type',
  'x-algolia-agent',
  'x-algolia-api-key',
  'x-algolia-application-id',
  'x-algolia-usertoken',
];

export const ALGOLIA_CORS_METHODS = 'GET, PUT, DELETE, POST, OPTIONS';

/** How long a browser may reuse a preflight's answer: a day, as Algolia's. */
export const ALGOLIA_CORS_MAX_AGE_SECONDS = 86_400;

const allowedHeaders = new Set(ALGOLIA_CORS_REQUEST_HEADERS);

/** The requested headers Algolia would grant, or all it grants when none were named. */
function grantedHeaders(request: SearchRequest): string[] {
  const requested = (header(request, 'access-control-request-headers') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return requested.length === 0 ? [...ALGOLIA_CORS_REQUEST_HEADERS] : requested.filter((name) => allowedHeaders.has(name));
}

function isPreflight(request: SearchRequest): boolean {
  return request.method.toUpperCase() === 'OPTIONS';
}

export function preflightAnswer(request: SearchRequest): SearchHttpResponse {
  const granted = grantedHeaders(request);
  return {
    status: 200,
    headers: {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': ALGOLIA_CORS_METHODS,
      ...(granted.length > 0 ? { 'access-control-allow-headers': granted.join(', ') } : {}),
      'access-control-max-age': String(ALGOLIA_CORS_MAX_AGE_SECONDS),
      'cache-control': `max-age=${ALGOLIA_CORS_MAX_AGE_SECONDS}`,
    },
    body: '',
  };
}

/** The answer, readable by a page on any origin. */
export function readableAnywhere(answer: SearchHttpResponse): SearchHttpResponse {
  return { ...answer, headers: { ...answer.headers, 'access-control-allow-origin': '*' } };
}

/** The handler answering preflights itself and letting any origin read every other answer, errors included. */
export function withAlgoliaCors(handle: SearchRequestHandler): SearchRequestHandler {
  return async (request, context) => (isPreflight(request) ? preflightAnswer(request) : readableAnywhere(await handle(request, context)));
}
