/**
 * Copies of the pages Next.js serves from its own cache, answered by site/server.mjs before
 * Next.js's per-request work (proxy, routing, route handler: about 1.5 ms a page on this
 * machine, where a static file takes 0.4 ms). It plays the part a CDN plays in front of
 * Next.js, with the same rules: it keeps only what Next.js answered from its cache
 * (`x-nextjs-cache: HIT`, `s-maxage`, no Set-Cookie) and it is emptied whenever Next.js expires
 * a tag (`PAGES_EXPIRED_HEADER` on the expiring response), so it never shows what Next.js
 * would not. Whatever it is unsure of goes to Next.js: requests with a header Next.js routes by
 * (RSC navigations, server actions, draft mode), or a cookie of the app's other than the
 * guest, CSRF and session tokens.
 *
 * Plain JavaScript: server.mjs runs under Node.js before Next.js compiles anything.
 */
import { audienceOf, SESSION_COOKIE } from './audience.mjs';
import { isNotModified } from './conditional-request.mjs';

/** Set by a response that expired cache tags (site/lib/platform/page-cache.ts); never sent on. */
export const PAGES_EXPIRED_HEADER = 'x-storefront-pages-expired';
/** Says a page came from this cache (tests and operators read it). */
export const PAGE_CACHE_HEADER = 'x-storefront-page-cache';

/**
 * Request headers that change what Next.js answers beyond host, path, audience and encoding.
 * A TLS proxy's X-Forwarded-For/-Proto/-Port/-Host are not among them: the site is chosen by
 * the forwarded host (site/proxy.ts), which is part of the key with the protocol and the sender
 * (pageRequestKey); the client's address decides nothing on a cached page (staff tools are
 * asked for by the browser).
 */
const ROUTED_BY = /^(?:rsc|next-.*|x-nextjs-.*|x-middleware-.*|purpose|forwarded|x-forwarded-(?!(?:for|proto|port|host)$).*|range|if-range|authorization)$/;
/** Cookies the app reads (the storefront's sf_… and Next.js's __… draft-mode ones). */
const APP_COOKIE = /^(?:sf_|__)/;
/** The tokens a cached page may be served with, by name: random base64url values. */
const TOKEN_COOKIES = new Set(['sf_guest', 'sf_csrf', SESSION_COOKIE]);
const TOKEN_VALUE = /^[A-Za-z0-9_-]{1,200}$/;
/** Response headers that describe one connection, not the page. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

/**
 * The cache key of a request that may be answered from a copy, or undefined.
 * @param {import('node:http').IncomingMessage} request
 */
export function pageRequestKey(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  for (const name of Object.keys(request.headers)) if (ROUTED_BY.test(name)) return undefined;
  const tokens = new Map();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const equals = trimmed.indexOf('=');
    const name = equals < 0 ? trimmed : trimmed.slice(0, equals);
    if (!APP_COOKIE.test(name)) continue;
    const value = equals < 0 ? '' : trimmed.slice(equals + 1);
    if (!TOKEN_COOKIES.has(name) || tokens.has(name) || !TOKEN_VALUE.test(value)) return undefined;
    tokens.set(name, value);
  }
  const host = request.headers['x-forwarded-host'] ?? request.headers.host ?? '';
  const protocol = request.headers['x-forwarded-proto'] ?? '';
  // Whether forwarded headers are believed depends on who sent them (TRUSTED_PROXIES: HSTS and
  // Secure cookies follow X-Forwarded-Proto from a trusted proxy only), so copies of forwarded
  // requests are kept per sender: a client's own header never fills the proxy's copies.
  const forwarded = protocol || request.headers['x-forwarded-host'] || request.headers['x-forwarded-for'] || request.headers['x-forwarded-port'];
  const sender = forwarded ? (request.socket?.remoteAddress ?? '?') : '';
  return `${host}\n${protocol}\n${sender}\n${request.headers['accept-encoding'] ?? ''}\n${audienceOf(tokens.get(SESSION_COOKIE))}\n${request.url}`;
}

/** Seconds a shared cache may keep a response, from its Cache-Control; 0 when it may not. */
function sharedMaxAge(cacheControl) {
  const text = String(cacheControl ?? '').toLowerCase();
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/.test(text)) return 0;
  const match = /(?:^|,)\s*s-maxage=(\d+)/.exec(text);
  return match ? Number(match[1]) : 0;
}

/**
 * @typedef {{ headers: Array<[string, string | string[] | number]>, bytes: Buffer, etag: string, expires: number, size: number }} Copy
 */

/**
 * @param {{ maxBytes?: number, now?: () => number }} [options]
 */
export function createPageResponseCache({ maxBytes = 128 * 1024 * 1024, now = Date.now } = {}) {
  /** @type {Map<string, Copy>} oldest first */
  const copies = new Map();
  let bytes = 0;
  // Bumped by every purge: a response that began before one is not kept (it may be older).
  let generation = 0;

  function drop(key) {
    const copy = copies.get(key);
    if (!copy) return;
    copies.delete(key);
    bytes -= copy.size;
  }

  function keep(key, copy) {
    if (copy.size > maxBytes / 4) return;
    drop(key);
    while (bytes + copy.size > maxBytes) drop(copies.keys().next().value);
    copies.set(key, copy);
    bytes += copy.size;
  }

  return {
    /**
     * Answers the request from a copy; false when there is none (the caller hands it to Next.js).
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     */
    serve(request, response) {
      const key = pageRequestKey(request);
      if (key === undefined) return false;
      const copy = copies.get(key);
      if (!copy) return false;
      if (copy.expires <= now()) {
        drop(key);
        return false;
      }
      for (const [name, value] of copy.headers) response.setHeader(name, value);
      response.setHeader(PAGE_CACHE_HEADER, 'HIT');
      if (isNotModified(request, copy.etag)) {
        response.removeHeader('content-length');
        response.writeHead(304);
        response.end();
        return true;
      }
      response.writeHead(200);
      response.end(request.method === 'HEAD' ? undefined : copy.bytes);
      return true;
    },

    /**
     * What keeps a copy of this request's page when Next.js answers it from its cache (for
     * hashInlineScriptsOf's onWholePage); undefined for a request no copy may answer.
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     */
    recorder(request, response) {
      const key = request.method === 'GET' ? pageRequestKey(request) : undefined;
      if (key === undefined) return undefined;
      const startedIn = generation;
      return (status, body) => {
        if (status !== 200 || startedIn !== generation) return;
        if (response.getHeader('x-nextjs-cache') !== 'HIT' || response.hasHeader('set-cookie')) return;
        const maxAge = sharedMaxAge(response.getHeader('cache-control'));
        const etag = response.getHeader('etag');
        if (maxAge <= 0 || typeof etag !== 'string') return;
        const headers = Object.entries(response.getHeaders()).filter(([name]) => !HOP_HEADERS.has(name));
        keep(key, { headers, bytes: body, etag, expires: now() + maxAge * 1000, size: body.byteLength + 4096 });
      };
    },

    /** Forgets every copy: Next.js has expired tags, and which pages read them only it knows. */
    purge() {
      generation += 1;
      copies.clear();
      bytes = 0;
    },

    /**
     * Empties the cache when this response says tags were expired (the header is not sent on).
     * @param {import('node:http').ServerResponse} response
     */
    watchForExpiry(response) {
      const writeHead = response.writeHead;
      const purge = this.purge;
      response.writeHead = function writeHeadAfterExpiry(...args) {
        // Next.js has applied the expiry by now: it does so before it sends the response.
        if (response.hasHeader(PAGES_EXPIRED_HEADER)) {
          response.removeHeader(PAGES_EXPIRED_HEADER);
          purge();
        }
        return writeHead.apply(response, args);
      };
    },

    get size() {
      return { pages: copies.size, bytes };
    },
  };
}
