import 'server-only';
import { createContentApi, type ContentApi } from '@storefront/content-space/delivery/api';
import { startContentScheduler } from './content-management';
import { getDb } from '../platform/db';

const apiKey = Symbol.for('storefront.site.contentApi');
type GlobalWithApi = typeof globalThis & { [apiKey]?: Promise<ContentApi> };

/** The embedded Delivery/Preview API, one per process (it keeps the space snapshot cache). */
export function getContentApi(): Promise<ContentApi> {
  const store = globalThis as GlobalWithApi;
  store[apiKey] ??= getDb().then((db) => {
    // Pages read content through this API, so the first page served starts the scheduler too.
    startContentScheduler(db);
    return createContentApi({ db, basePath: '/_content' });
  });
  return store[apiKey];
}
