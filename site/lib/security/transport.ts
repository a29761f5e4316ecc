import { inRanges, parseAddress, trustedProxyConfig, type Env } from '../platform/client-address';
import { requestPeer, trustedProxies } from '../platform/request-address';

/**
 * Whether a request reached the storefront over HTTPS: the socket was TLS, or the peer is a
 * trusted proxy (TRUSTED_PROXIES, default loopback) that says so in X-Forwarded-Proto. Next.js
 * believes any client's X-Forwarded-Proto, so a shopper on plain HTTP could otherwise ask for
 * HSTS or for cookies their browser then drops. Only site/server.mjs (pnpm serve) tells the app
 * who the peer is; without it no request counts as HTTPS.
 */
export interface TransportRequest {
  headers: Headers;
  /** The socket was TLS (never, behind site/server.mjs, which listens on plain HTTP). */
  encrypted?: boolean;
}

export function isHttpsRequest(request: TransportRequest, env: Env = process.env): boolean {
  if (request.encrypted) return true;
  // The first value is what the client-facing proxy saw (each further hop appends its own).
  // Checked first: who the peer is matters only when somebody claims HTTPS.
  if (request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() !== 'https') return false;
  const peer = parseAddress(requestPeer(request.headers));
  const proxies = env === process.env ? trustedProxies() : trustedProxyConfig(env).ranges;
  return peer !== undefined && inRanges(peer, proxies);
}

/** HSTS, sent only on responses to HTTPS requests: two years, this host and its subdomains. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';
