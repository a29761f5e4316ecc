#!/usr/bin/env node
/**
 * The storefront's HTTP server: Next.js behind a plain Node server that records each request's
 * socket address and puts the hashes of each HTML page's inline scripts in its Content-Security-
 * Policy. Next.js does not give the app the socket, and it keeps a client's own
 * X-Forwarded-For header as it is, so without this the app could not tell a trusted proxy's
 * header from one a shopper made up (office-network staff tools, site/lib/staff/staff.ts).
 *
 *   node server.mjs [--port 3000] [--hostname 0.0.0.0] [--dev]
 */
import { createServer } from 'node:http';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashInlineScriptsOf, INLINE_SCRIPTS_TOKEN } from './lib/security/inline-script-hashes.mjs';
import { createPageResponseCache } from './lib/platform/page-response-cache.mjs';

/** Overwritten on every request, so a client cannot send its own. */
const PEER_HEADER = 'x-storefront-peer';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index > -1 ? args[index + 1] : undefined;
};
const dev = args.includes('--dev');
const port = Number(option('--port') ?? process.env.PORT ?? 3000);
const hostname = option('--hostname');
process.env.NODE_ENV ??= dev ? 'development' : 'production';

// The app reads the peer header only when this process says it sets it: under plain `next start`
// or `next dev` nobody vouches for the header, and no request counts as staff.
// (read with readProcessValue('peerHeader'), services/platform/src/process-singleton.ts).
globalThis[Symbol.for('storefront.peerHeader')] = PEER_HEADER;
// Likewise the page policy names inline scripts by hash only when this server fills the hashes
// in (site/lib/security/content-security-policy.ts); elsewhere it falls back to 'unsafe-inline'.
globalThis[Symbol.for('storefront.inlineScriptsToken')] = INLINE_SCRIPTS_TOKEN;

// Where this process reaches itself: publishing and catalogue events that arrive outside a
// request ask their own server to expire cached pages (site/lib/platform/page-cache.ts).
globalThis[Symbol.for('storefront.internalOrigin')] = `http://${!hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname}:${port}`;

const { default: next } = await import('next');
// An idle keep-alive connection is closed after 65 s, not Node's 5 s: a client (a load
// balancer, a browser, a test's request context) reusing a connection just as the server drops
// it gets a reset. Idle timeouts in front of a server are typically 60 s; the server's must be longer.
const httpServer = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 });
const app = next({ dev, dir: dirname(fileURLToPath(import.meta.url)), port, hostname: hostname ?? 'localhost', httpServer });
const handle = app.getRequestHandler();
await app.prepare();

// Copies of pages Next.js serves from its cache, answered without its per-request work (a
// development server renders every request afresh: nothing to copy).
const pages = dev ? undefined : createPageResponseCache();

httpServer.on('request', (request, response) => {
  request.headers[PEER_HEADER] = request.socket.remoteAddress ?? '';
  if (pages?.serve(request, response)) return;
  pages?.watchForExpiry(response);
  hashInlineScriptsOf(response, pages?.recorder(request, response));
  handle(request, response).catch((error) => {
    console.error('request failed', error);
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Internal server error');
  });
});
httpServer.listen(port, hostname, () => {
  console.info(`Next.js ${dev ? 'dev' : 'production'} server on http://${hostname ?? 'localhost'}:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => httpServer.close(() => process.exit(0)));
