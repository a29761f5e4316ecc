import 'server-only';
import { createManagementApi, type ManagementApi } from '@storefront/content-space/management/api';
import { processContentEvents } from '@storefront/content-space/management/events';
import { startProcessScheduler } from '@storefront/content-space/management/scheduler';
import { getDb } from '../platform/db';

const apiKey = Symbol.for('storefront.site.managementApi');
type GlobalWithApi = typeof globalThis & { [apiKey]?: Promise<ManagementApi> };

/**
 * The embedded space's Management API (one per process), on the same `/_content` path as the
 * delivery API: `contentful-management` pointed at this host with `basePath: '/_content'` works.
 * Publishing changes are announced on the process's content events (`onPublishingChange`).
 */
export function getManagementApi(): Promise<ManagementApi> {
  const store = globalThis as GlobalWithApi;
  store[apiKey] ??= getDb().then((db) => {
    startContentScheduler(db);
    return createManagementApi({ db, basePath: '/_content', events: processContentEvents() });
  });
  return store[apiKey];
}

/** Runs scheduled publish/unpublish actions in this server process (started once). */
export function startContentScheduler(db: Awaited<ReturnType<typeof getDb>>): void {
  startProcessScheduler(db, { events: processContentEvents() });
}
