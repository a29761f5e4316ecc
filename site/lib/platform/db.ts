import 'server-only';
import { processSingletonAsync } from '@storefront/platform/process-singleton';
import { getProcessDatabase, type Database } from '@storefront/db/client';
import { ensureSeeded } from '@storefront/seed/ensure-seeded';
import { log } from './log';

// The first request of a fresh install creates and seeds the database; later ones reuse it.
async function open(): Promise<Database> {
  const handle = await getProcessDatabase();
  const started = Date.now();
  const seeded = await ensureSeeded(handle.db);
  if (seeded.length > 0) log.info('db.seeded', { what: seeded, ms: Date.now() - started, database: handle.description });
  return handle.db;
}

export function getDb(): Promise<Database> {
  return processSingletonAsync('site.dbReady', open);
}
