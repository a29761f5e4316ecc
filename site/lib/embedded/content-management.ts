import 'server-only';
import { processSingletonAsync } from '@storefront/platform/process-singleton';
import { createManagementApi, type ManagementApi } from '@storefront/content-space/management/api';
import type { ManagementOrigins } from '@storefront/content-space/management/cors';
import { processContentEvents } from '@storefront/content-space/management/events';
import { startProcessScheduler } from '@storefront/content-space/management/scheduler';
import { parseOriginList } from '@storefront/preview/channel/origins';
import { getDb } from '../platform/db';
import { log } from '../platform/log';
import { shareProcessEvents } from './process-events';

/**
 * The embedded space's Management API (one per process), on the same `/_content` path as the
 * delivery API: `contentful-management` pointed at this host with `basePath: '/_content'` works.
 * Publishing changes are announced on the process's content events (`onPublishingChange`).
 */
export function getManagementApi(): Promise<ManagementApi> {
  return processSingletonAsync('site.managementApi', async () => {
    const db = await getDb();
    startContentScheduler(db);
    // Changes made through this API reach the other server processes (once shared; a no-op after the start-up did it).
    await shareProcessEvents().catch((error: unknown) => log.error('content.events_not_shared', { reason: error instanceof Error ? error.message : String(error) }));
    return createManagementApi({ db, basePath: '/_content', events: processContentEvents(), allowedOrigins: contentManagementOrigins() });
  });
}

/**
 * The browser origins granted the Management API over CORS: CONTENT_MANAGEMENT_ALLOWED_ORIGINS,
 * comma-separated (`*` for any, as Contentful's hosted API); none when unset, since the studio
 * is served from the site's own origin. Entries that are not origins are logged and ignored.
 */
export function contentManagementOrigins(env: Readonly<Record<string, string | undefined>> = process.env): ManagementOrigins {
  const list = env.CONTENT_MANAGEMENT_ALLOWED_ORIGINS ?? '';
  if (list.split(',').some((entry) => entry.trim() === '*')) return '*';
  const { origins, rejected } = parseOriginList(list);
  for (const entry of rejected) {
    log.warn('content.management_origin_ignored', { entry, reason: 'CONTENT_MANAGEMENT_ALLOWED_ORIGINS takes origins such as https://app.example.com, or *' });
  }
  return origins;
}

/** Runs scheduled publish/unpublish actions in this server process (started once), every CONTENT_SCHEDULER_INTERVAL_MS (default 15 s). */
export function startContentScheduler(db: Awaited<ReturnType<typeof getDb>>, env: Readonly<Record<string, string | undefined>> = process.env): void {
  const interval = Number(env.CONTENT_SCHEDULER_INTERVAL_MS);
  startProcessScheduler(db, { events: processContentEvents(), ...(Number.isInteger(interval) && interval >= 100 ? { intervalMs: interval } : {}) });
}
