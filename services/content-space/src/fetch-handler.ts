import type { ContentApiHandler, ContentApiRequest } from './delivery/api';
import { maxManagementBodyBytes } from './management/api';
import { readBoundedBody } from '@storefront/platform/bounded-body';

export interface FetchHandlerOptions {
  /** Largest body read (default: the Management API's largest, an upload); more is refused with 413. */
  maxBodyBytes?: number;
  /**
   * Pass only the path and query, so the API builds its links from the Host header (what the
   * browser asked for) rather than the URL the framework reconstructed. Default false.
   */
  pathOnly?: boolean;
}

/**
 * Answers a web-standard Request with a content API handler, for route handlers such as
 * Next.js' `app/_content/[...path]/route.ts`: `export const GET = (r: Request) => handleFetchRequest(api.handle, r)`.
 */
export async function handleFetchRequest(handle: ContentApiHandler, request: Request, options: FetchHandlerOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const limit = options.maxBodyBytes ?? maxManagementBodyBytes;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  const body = hasBody ? await readBoundedBody(request, limit) : new Uint8Array(0);
  if (body === undefined) {
    const refusal = {
      sys: { type: 'Error', id: 'PayloadTooLarge' },
      message: `The request body is larger than the ${limit} bytes this API accepts.`,
    };
    return new Response(JSON.stringify(refusal), { status: 413, headers: { 'content-type': 'application/vnd.contentful.management.v1+json' } });
  }
  const url = new URL(request.url);
  const apiRequest: ContentApiRequest = {
    method: request.method,
    url: options.pathOnly ? `${url.pathname}${url.search}` : request.url,
    headers,
    ...(hasBody ? { body } : {}),
  };
  const answer = await handle(apiRequest);
  return new Response(answer.body === '' || request.method === 'HEAD' ? null : answer.body, { status: answer.status, headers: answer.headers });
}
