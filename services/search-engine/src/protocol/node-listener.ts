import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_MAX_BODY_BYTES, errorResponse, type SearchRequestHandler } from './http';

/** Serves a handler from `node:http`: `createServer(toNodeListener(handler.handle))`. */
export function toNodeListener(handle: SearchRequestHandler, maxBodyBytes = DEFAULT_MAX_BODY_BYTES): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        if (!refused) {
          refused = true;
          const answer = errorResponse(413, `Request body is larger than ${maxBodyBytes} bytes`);
          response.writeHead(answer.status, answer.headers);
          response.end(answer.body);
          request.resume();
        }
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (refused) return;
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(request.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      const body = chunks.length > 0 ? new Uint8Array(Buffer.concat(chunks)) : undefined;
      handle({ method: request.method ?? 'GET', url: request.url ?? '/', headers, body })
        .then((answer) => {
          response.writeHead(answer.status, answer.headers);
          response.end(answer.body);
        })
        .catch((error: unknown) => {
          console.error('[search-engine] listener failed', error);
          if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ message: 'Internal error', status: 500 }));
        });
    });
  };
}
