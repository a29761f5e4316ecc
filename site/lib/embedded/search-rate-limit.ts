import 'server-only';
import { processSingleton, readProcessValue } from '@storefront/platform/process-singleton';
import { RateLimiter, type RateLimit } from '@storefront/search-engine/protocol/rate-limit';
import { log } from '../platform/log';
import { clientAddress, parseRangeList, type AddressRange } from '../platform/network';

type Env = Readonly<Record<string, string | undefined>>;

/** A shopper's browser sends a search per keystroke or refinement: far below this, steadily. */
const DEFAULT_RATE_LIMIT: RateLimit = { requests: 300, perMs: 60_000 };

/**
 * SEARCH_RATE_LIMIT: the public search key's allowance per client address, "<requests>/<seconds>"
 * (default "300/60": a burst of 300, then 5 a second), or "off". Like an Algolia key's
 * maxQueriesPerIPPerHour; the site's own in-process client is never limited.
 */
export function searchRateLimit(env: Env = process.env): RateLimit | undefined {
  const text = env.SEARCH_RATE_LIMIT?.trim();
  if (!text) return DEFAULT_RATE_LIMIT;
  if (text === 'off') return undefined;
  const match = /^(\d+)\s*\/\s*(\d+(?:\.\d+)?)$/.exec(text);
  const requests = Number(match?.[1]);
  const seconds = Number(match?.[2]);
  if (!match || requests < 1 || !(seconds > 0)) {
    log.warn('search.rate-limit.invalid', { SEARCH_RATE_LIMIT: text, using: '300/60' });
    return DEFAULT_RATE_LIMIT;
  }
  return { requests, perMs: seconds * 1000 };
}

interface Limits {
  source: string;
  limiter: RateLimiter | undefined;
  trustedProxies: AddressRange[];
}

/** The limiter and trusted proxies of the current configuration (rebuilt when it changes). */
function limits(): Limits {
  const source = `${process.env.SEARCH_RATE_LIMIT ?? ''}|${process.env.TRUSTED_PROXIES ?? '\u0000'}`;
  const held = processSingleton('site.searchRateLimits', () => ({ current: undefined as Limits | undefined }));
  if (held.current?.source !== source) {
    const limit = searchRateLimit();
    held.current = { source, limiter: limit && new RateLimiter(limit), trustedProxies: parseRangeList(process.env.TRUSTED_PROXIES ?? 'loopback', { names: true }).ranges };
  }
  return held.current;
}

/**
 * The client behind a request: the socket's peer as site/server.mjs records it, or the address a
 * trusted proxy forwarded (site/lib/platform/network.ts). Undefined when no server records peers
 * (plain `next start`): then nobody can be told apart, and nobody is limited.
 */
function requestClient(request: Request, trustedProxies: readonly AddressRange[]): string | undefined {
  const peerHeader = readProcessValue('peerHeader');
  if (typeof peerHeader !== 'string') return undefined;
  const peer = request.headers.get(peerHeader) ?? undefined;
  return clientAddress(peer, request.headers.get('x-forwarded-for'), trustedProxies)?.toString();
}

/**
 * Takes one request from its client's allowance: 0 when it may go on, else the milliseconds
 * until it may. Every public request of an address shares one allowance, whatever key it names
 * (a made-up key earns no fresh one); `exempt` ones (the admin key's tooling) are not counted.
 */
export function takeSearchAllowance(request: Request, exempt = false): number {
  if (exempt) return 0;
  const { limiter, trustedProxies } = limits();
  if (!limiter) return 0;
  const client = requestClient(request, trustedProxies);
  return client === undefined ? 0 : limiter.take(client);
}
