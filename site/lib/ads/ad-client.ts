import 'server-only';
import { processSingleton } from '@storefront/platform/process-singleton';
import { randomUUID } from 'node:crypto';
import { AD_SERVER_PATH, adResponseSchema, createAdServer, type Ad } from '@storefront/catalogue/ads/ad-server';
import { getDb } from '../platform/db';
import { log as defaultLog } from '../platform/log';

/**
 * The site's client of the ad server (L §7: sponsored ads fetched for a category id with page type
 * category). A hosted ad server when ADS_SERVER_URL is set, else the embedded one in-process,
 * spoken to over the same HTTP request either way. Ads decorate a listing: a failure, a bad answer
 * or a timeout gives no ads (L §8), logged, and the listing shows without them.
 */
export type AdTransport = (request: Request) => Promise<Response>;

export interface AdQuery {
  siteId: string;
  pageType: 'category';
  /** The category id. */
  pageId: string;
  maxAds: number;
}

export interface AdClientOptions {
  transport: AdTransport;
  /** Origin of the ad server ('http://ads.internal:8080'). */
  baseUrl: string;
  timeoutMs: number;
  log?: Pick<typeof defaultLog, 'warn'>;
}

/** The placement name listings ask for: the cards above the product grid. */
export const LISTING_PLACEMENT = 'listing-top';
const DEFAULT_TIMEOUT_MS = 800;
const EMBEDDED_BASE_URL = 'http://embedded-ads.internal';

class AdTimeout extends Error {}

/** The request, or a timeout once `ms` pass; the request is aborted then (a hosted server stops too). */
async function withTimeout<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new AdTimeout(`no answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([run(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function fetchAds(query: AdQuery, options: AdClientOptions): Promise<Ad[]> {
  const log = options.log ?? defaultLog;
  const requestId = randomUUID();
  try {
    return await withTimeout(options.timeoutMs, async (signal) => {
      const response = await options.transport(
        new Request(new URL(AD_SERVER_PATH, options.baseUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ ...query, placement: LISTING_PLACEMENT, requestId }),
          signal,
        }),
      );
      if (!response.ok) throw new Error(`ad server answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      const parsed = adResponseSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error(`ad server answer not understood: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      return parsed.data.ads;
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause !== undefined ? ` (${String(error.cause)})` : '';
    log.warn('ads.fetch.failed', { requestId, site: query.siteId, pageId: query.pageId, timeout: error instanceof AdTimeout, error: `${String(error)}${cause}` });
    return [];
  }
}


/** The client configuration of this process, from the environment. */
export function adClientOptions(env = process.env): AdClientOptions {
  const timeoutMs = Number(env.ADS_TIMEOUT_MS) > 0 ? Number(env.ADS_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS;
  const hosted = env.ADS_SERVER_URL?.trim();
  if (hosted) return { transport: (request) => fetch(request), baseUrl: hosted, timeoutMs };
  const transport = processSingleton<AdTransport>('site.embeddedAdServer', () => createAdServer({ db: getDb }));
  return { transport, baseUrl: EMBEDDED_BASE_URL, timeoutMs };
}
