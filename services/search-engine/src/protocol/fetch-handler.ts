import { DEFAULT_MAX_BODY_BYTES, errorResponse, type SearchHttpResponse, type SearchRequestHandler } from './http';

const toResponse = (answer: SearchHttpResponse) => new Response(answer.body, { status: answer.status, headers: answer.headers });

/**
 * The body, read up to maxBytes; undefined when it is larger. A declared Content-Length is not
 * enough: a chunked body has none, so the stream itself is counted and cancelled at the limit.
 */
async function readBounded(request: Request, maxBytes: number): Promise<Uint8Array | undefined> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
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
 * Adapts a handler to the fetch API (a Next.js route handler takes and returns these):
 *   export const POST = toFetchHandler(handler.handle);
 */
export function toFetchHandler(handle: SearchRequestHandler, maxBodyBytes = DEFAULT_MAX_BODY_BYTES): (request: Request) => Promise<Response> {
  const tooLarge = () => toResponse(errorResponse(413, `Request body is larger than ${maxBodyBytes} bytes`));
  return async (request) => {
    const declared = Number(request.headers.get('content-length') ?? '0');
    if (declared > maxBodyBytes) return tooLarge();
    let body: Uint8Array | undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      body = await readBounded(request, maxBodyBytes);
      if (body === undefined) return tooLarge();
    }
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return toResponse(await handle({ method: request.method, url: request.url, headers, body }));
  };
}
