import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { revalidateTag, unstable_cache } from 'next/cache';
import { processSingleton, readProcessValue } from '@storefront/platform/process-singleton';
import { EVERY_PAGE_TAG } from './cache-tags';
import { PAGES_EXPIRED_HEADER } from './page-response-cache.mjs';
import { log } from './log';

/** Next.js takes at most 128 tags per call. */
const TAGS_PER_CALL = 100;

/**
 * Records on the page being rendered the tags of what it read (cache-tags.ts), so revalidating
 * any of them drops the page from Next.js's cache. Next.js collects a page's tags from its
 * tagged fetches and `unstable_cache` calls; the page data here comes from in-process clients,
 * so an empty tagged call carries the tags (without Cache Components there is no `cacheTag`:
 * those need every page prerendered at build time, when the database is not open).
 */
export async function tagRenderedPage(tags: Iterable<string>): Promise<void> {
  const list = [...new Set([EVERY_PAGE_TAG, ...tags])].sort();
  for (let start = 0; start < list.length; start += TAGS_PER_CALL) {
    const chunk = list.slice(start, start + TAGS_PER_CALL);
    await unstable_cache(async () => true, ['page-tags', ...chunk], { tags: chunk, revalidate: false })();
  }
}

/** The header carrying this process's revalidation secret to its own endpoint. */
export const REVALIDATE_SECRET_HEADER = 'x-storefront-revalidate';

/** A random secret known to this process only: nobody else can drop its cache. */
function processSecret(): string {
  return processSingleton('site.revalidateSecret', () => randomBytes(32).toString('base64url'));
}

export function isRevalidateSecret(candidate: string | null): boolean {
  if (!candidate) return false;
  const given = Buffer.from(candidate);
  const expected = Buffer.from(processSecret());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Where this process answers itself (site/server.mjs says; else the port Next.js was started on). */
function ownOrigin(): string {
  const told = readProcessValue('internalOrigin');
  return typeof told === 'string' ? told : `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

/**
 * Expires the tags now: the next request for a page that read one renders it again. Inside a
 * route handler only; its response must carry the headers returned, which tell site/server.mjs
 * to drop its copies of cached pages (page-response-cache.mjs) once Next.js has applied this.
 */
export function expireTagsInThisRequest(tags: readonly string[]): Record<string, string> {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
  return { [PAGES_EXPIRED_HEADER]: '1' };
}

/**
 * Expires cached pages by tag from anywhere in the process: a publish in an API call, the
 * publishing scheduler's timer, a catalogue notification. Next.js revalidates only inside a
 * request it is handling, so this asks the process's own endpoint (/_api/cache/revalidate), which
 * answers once the tags are expired. Failures are logged, never thrown: the content is saved.
 */
export async function revalidateCachedPages(tags: readonly string[], reason: string): Promise<boolean> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return true;
  try {
    const response = await fetch(`${ownOrigin()}/_api/cache/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: processSecret() },
      body: JSON.stringify({ tags: unique }),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    log.info('cache.revalidated', { reason, tags: unique.length });
    return true;
  } catch (error) {
    log.error('cache.revalidate.failed', { reason, tags: unique.length, error: String(error) });
    return false;
  }
}
