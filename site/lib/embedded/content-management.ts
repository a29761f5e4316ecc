import 'server-only';
import { processSingletonAsync } from '@storefront/platform/process-singleton';
import { createManagementApi, type ManagementApi } from '@storefront/content-space/management/api';
import { processContentEvents } from '@storefront/content-space/management/events';
import { startProcessScheduler } from '@storefront/content-space/management/scheduler';
import { getDb } from '../platform/db';

/**
 * The embedded space's Management API (one per process), on the same `/_content` path as the
 * delivery API: `contentful-management` pointed at this host with `basePath: '/_content'` works.
 * Publishing changes are announced on the process's content events (`onPublishingChange`).
 */
export function getManagementApi(): Promise<ManagementApi> {
  return processSingletonAsync('site.managementApi', async () => {
    const db = await getDb();
    startContentScheduler(db);
    return createManagementApi({ db, basePath: '/_content', events: processContentEvents() });
  });
}

/** Runs scheduled publish/unpublish actions in this server process (started once). */
export function startContentScheduler(db: Awaited<ReturnType<typeof getDb>>): void {
  startProcessScheduler(db, { events: processContentEvents() });
}
