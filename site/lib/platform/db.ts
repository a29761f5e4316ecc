import 'server-only';
import { processSingletonAsync } from '@storefront/platform/process-singleton';
import { getProcessDatabase, type Database } from '@storefront/db/client';
import { EMPTY_STORE_HINT, isEmptyStore, storeContents } from '@storefront/db/store-contents';
import { log } from './log';

/**
 * Opens the process's database (creating and migrating it when new) and never writes data into
 * it: an empty database stays empty until the operator seeds it or imports content. Says so once.
 */
async function open(): Promise<Database> {
  const handle = await getProcessDatabase();
  const contents = await storeContents(handle.db);
  if (isEmptyStore(contents)) log.warn('db.empty', { database: handle.description, ...contents, hint: EMPTY_STORE_HINT });
  return handle.db;
}

export function getDb(): Promise<Database> {
  return processSingletonAsync('site.dbReady', open);
}

/** Whether the store has nothing to sell and nothing to show yet (asked afresh: a seed may have run since). */
export async function isStoreEmpty(): Promise<boolean> {
  return isEmptyStore(await storeContents(await getDb()));
}
