import { processSingleton, readProcessValue } from '@storefront/platform/process-singleton';
import { clientAddress, trustedProxyConfig, type Address, type AddressRange } from './client-address';
import { log } from './log';

/**
 * A request's client address as this server can vouch for it. Next.js does not give the app the
 * socket, so site/server.mjs (what `pnpm serve` runs) writes each request's socket address into a
 * header of its own, overwriting whatever a client sent; under plain `next start` or `next dev`
 * nobody writes it, and no request has a known address.
 */

/** The header site/server.mjs writes the socket's address into; undefined when this process is not that server. */
function peerHeader(): string | undefined {
  const header = readProcessValue('peerHeader');
  return typeof header === 'string' ? header : undefined;
}

/** The socket's peer, when the storefront server recorded it. */
export function requestPeer(headers: Pick<Headers, 'get'>): string | undefined {
  const header = peerHeader();
  return header ? (headers.get(header) ?? undefined) : undefined;
}

/** Whether this process sees the peers of requests at all (it runs inside site/server.mjs). */
export const seesPeers = () => peerHeader() !== undefined;

/** TRUSTED_PROXIES, read once per value of the variable; an entry it cannot read is logged once. */
export function trustedProxies(): AddressRange[] {
  const read = processSingleton('site.trustedProxies', () => ({ source: undefined as string | undefined, ranges: [] as AddressRange[] }));
  const source = process.env.TRUSTED_PROXIES ?? '\u0000default';
  if (read.source !== source) {
    const parsed = trustedProxyConfig();
    for (const entry of parsed.invalid) log.warn('client_address.trusted_proxies.invalid', { entry });
    Object.assign(read, { source, ranges: parsed.ranges });
  }
  return read.ranges;
}

/**
 * The client's address: the peer, or what trusted proxies forwarded in X-Forwarded-For (read from
 * the right); a client's own X-Forwarded-For is believed only when it came through a trusted proxy.
 * Undefined when the peer is unknown (not under site/server.mjs) or the nearest untrusted hop is
 * unreadable.
 */
export function requestClientAddress(headers: Pick<Headers, 'get'>): Address | undefined {
  return clientAddress(requestPeer(headers), headers.get('x-forwarded-for'), trustedProxies());
}
