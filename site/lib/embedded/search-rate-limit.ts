import 'server-only';
import { processSingleton } from '@storefront/platform/process-singleton';
import { RateLimiter, type RateLimit } from '@storefront/search-engine/protocol/rate-limit';
import { log } from '../platform/log';
import { requestClientAddress } from '../platform/request-address';

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

/** The limiter of the current configuration (rebuilt when SEARCH_RATE_LIMIT changes). */
function limiter(): RateLimiter | undefined {
  const source = process.env.SEARCH_RATE_LIMIT ?? '';
  const held = processSingleton('site.searchRateLimits', () => ({ source: undefined as string | undefined, limiter: undefined as RateLimiter | undefined }));
  if (held.source !== source) {
    const limit = searchRateLimit();
    Object.assign(held, { source, limiter: limit && new RateLimiter(limit) });
  }
  return held.limiter;
}

/**
 * Takes one request from its client's allowance: 0 when it may go on, else the milliseconds
 * until it may. Every public request of an address shares one allowance, whatever key it names
 * (a made-up key earns no fresh one); `exempt` ones (the admin key's tooling) are not counted.
 */
export function takeSearchAllowance(request: Request, exempt = false): number {
  if (exempt) return 0;
  const allowance = limiter();
  if (!allowance) return 0;
  // The peer as site/server.mjs records it, or what a trusted proxy forwarded; unknown under plain
  // `next start`, where nobody can be told apart and nobody is limited.
  const client = requestClientAddress(request.headers)?.toString();
  return client === undefined ? 0 : allowance.take(client);
}
