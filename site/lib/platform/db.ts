import 'server-only';
import { getProcessDatabase, type Database } from '@storefront/db/client';
import { ensureSeeded } from '@storefront/seed/ensure-seeded';
import { log } from './log';

// The first request of a fresh install creates and seeds the database; later ones reuse it.
const readyKey = Symbol.for('storefront.site.dbReady');
type GlobalWithReady = typeof globalThis & { [readyKey]?: Promise<Database> };

async function open(): Promise<Database> {
  const handle = await getProcessDatabase();
  const started = Date.now();
  const seeded = await ensureSeeded(handle.db);
  if (seeded.length > 0) log.info('db.seeded', { what: seeded, ms: Date.now() - started, database: handle.description });
  return handle.db;
}

export function getDb(): Promise<Database> {
  const store = globalThis as GlobalWithReady;
  store[readyKey] ??= open().catch((error: unknown) => {
    delete store[readyKey];
    throw error;
  });
  return store[readyKey];
}
