import { errorResponse, type SearchHttpResponse } from './http';

/** A client's allowance: a burst of `requests`, refilled at `requests` per `perMs`. */
export interface RateLimit {
  requests: number;
  perMs: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Per-client request allowances, like the per-IP limit an Algolia API key carries
 * (maxQueriesPerIPPerHour): a token bucket per client (say, key and address), so a steady
 * shopper never notices it and a flood gets 429s. Memory stays bounded: past `maxClients`
 * the buckets that have refilled are forgotten, then the oldest.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
    private readonly maxClients = 10_000,
  ) {
    if (!(limit.requests >= 1 && limit.perMs > 0)) throw new Error('A rate limit allows at least one request, per a positive period');
  }

  private refilled(bucket: Bucket, at: number): number {
    return Math.min(this.limit.requests, bucket.tokens + ((at - bucket.at) * this.limit.requests) / this.limit.perMs);
  }

  /** Takes one request from the client's allowance: 0 when it may go on, else the milliseconds until it may. */
  take(client: string): number {
    const at = this.now();
    const bucket = this.buckets.get(client);
    const tokens = bucket ? this.refilled(bucket, at) : this.limit.requests;
    if (tokens < 1) {
      bucket!.tokens = tokens;
      bucket!.at = at;
      // (Less a hair of floating-point error, so a wait of exactly 1 ms does not read as 2.)
      return Math.max(1, Math.ceil(((1 - tokens) * this.limit.perMs) / this.limit.requests - 1e-6));
    }
    // Re-inserted, so the map's order is least recently seen first.
    this.buckets.delete(client);
    this.buckets.set(client, { tokens: tokens - 1, at });
    if (this.buckets.size > this.maxClients) this.forget(at);
    return 0;
  }

  private forget(at: number): void {
    for (const [client, bucket] of this.buckets) if (this.refilled(bucket, at) >= this.limit.requests) this.buckets.delete(client);
    for (const client of this.buckets.keys()) {
      if (this.buckets.size <= this.maxClients) break;
      this.buckets.delete(client);
    }
  }

  get clients(): number {
    return this.buckets.size;
  }
}

/** Algolia's answer to a client over its allowance: 429 in its error shape, and when to come back. */
export function tooManyRequests(retryAfterMs: number): SearchHttpResponse {
  const answer = errorResponse(429, 'Too many requests');
  answer.headers['retry-after'] = String(Math.max(1, Math.ceil(retryAfterMs / 1000)));
  return answer;
}
