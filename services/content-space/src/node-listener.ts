import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContentApiHandler } from './delivery/api';

/** Serves the content API handler from a `node:http` server: `createServer(toNodeListener(api.handle))`. */
export function toNodeListener(handle: ContentApiHandler): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(request.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    handle({ method: request.method ?? 'GET', url: request.url ?? '/', headers })
      .then((answer) => {
        response.writeHead(answer.status, answer.headers);
        response.end(answer.body);
      })
      .catch((error: unknown) => {
        console.error('[content-space] listener failed', error);
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end('Internal server error');
      });
  };
}
