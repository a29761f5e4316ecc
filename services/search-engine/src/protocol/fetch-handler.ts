import { readableAnywhere } from './cors';
import { DEFAULT_MAX_BODY_BYTES, errorResponse, type SearchHttpResponse, type SearchRequest, type SearchRequestHandler } from './http';
import { readBoundedBody } from '@storefront/platform/bounded-body';

const toResponse = (answer: SearchHttpResponse) => new Response(answer.body, { status: answer.status, headers: answer.headers });

/** A fetch API request as the handler takes it, its body read within the limit; undefined when the body is larger. */
export async function toSearchRequest(request: Request, maxBodyBytes = DEFAULT_MAX_BODY_BYTES): Promise<SearchRequest | undefined> {
  let body: Uint8Array | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    body = await readBoundedBody(request, maxBodyBytes);
    if (body === undefined) return undefined;
  }
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { method: request.method, url: request.url, headers, body };
}

/**
 * Adapts a handler to the fetch API (a Next.js route handler takes and returns these):
 *   export const POST = toFetchHandler(handler.handle);
 */
export function toFetchHandler(handle: SearchRequestHandler, maxBodyBytes = DEFAULT_MAX_BODY_BYTES): (request: Request) => Promise<Response> {
  const tooLarge = () => toResponse(readableAnywhere(errorResponse(413, `Request body is larger than ${maxBodyBytes} bytes`)));
  return async (request) => {
    const incoming = await toSearchRequest(request, maxBodyBytes);
    return incoming ? toResponse(await handle(incoming)) : tooLarge();
  };
}

/** A 400 in Algolia's error shape, for a request refused before it reaches the handler (a malformed URL). */
export const badRequestResponse = (message: string): Response => toResponse(readableAnywhere(errorResponse(400, message)));
