import 'server-only';
import { processSingletonAsync } from '@storefront/platform/process-singleton';
import { createContentApi, type ContentApi } from '@storefront/content-space/delivery/api';
import { startContentScheduler } from './content-management';
import { getDb } from '../platform/db';

/** The embedded Delivery/Preview API, one per process (it keeps the space snapshot cache). */
export function getContentApi(): Promise<ContentApi> {
  return processSingletonAsync('site.contentApi', async () => {
    const db = await getDb();
    // Pages read content through this API, so the first page served starts the scheduler too.
    startContentScheduler(db);
    return createContentApi({ db, basePath: '/_content' });
  });
}
