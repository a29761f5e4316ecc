import type { ContentApiHandler, ContentApiRequest } from './delivery/api';
import { maxManagementBodyBytes } from './management/api';

export interface FetchHandlerOptions {
  /** Largest body read (default: the Management API's largest, an upload); more is refused with 413. */
  maxBodyBytes?: number;
  /**
   * Pass only the path and query, so the API builds its links from the Host header (what the
   * browser asked for) rather than the URL the framework reconstructed. Default false.
   */
  pathOnly?: boolean;
}

class BodyTooLarge extends Error {}

/** Reads at most `limit` bytes of the body, refusing longer ones without reading them all. */
async function readBody(request: Request, limit: number): Promise<Uint8Array | undefined> {
  if (!request.body) return undefined;
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw new BodyTooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
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
  let body: Uint8Array | undefined;
  try {
    body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request, limit);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
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
    ...(body ? { body } : {}),
  };
  const answer = await handle(apiRequest);
  return new Response(answer.body === '' || request.method === 'HEAD' ? null : answer.body, { status: answer.status, headers: answer.headers });
}
