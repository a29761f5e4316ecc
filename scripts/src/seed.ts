/**
 * Creates (or migrates) the database and seeds the catalogue and the content space.
 *   pnpm seed            — seed what is missing
 * Uses DATABASE_URL when set, else PGlite in STOREFRONT_DATA_DIR (default .data/pglite).
 * PGlite is single-process: run this while the storefront is stopped.
 */
import { openDatabase, processDatabaseOptions } from '@storefront/db/client';
import { ensureSeeded } from '@storefront/seed/ensure-seeded';

export async function seed(): Promise<void> {
  const handle = await openDatabase(processDatabaseOptions());
  try {
    const started = Date.now();
    const done = await ensureSeeded(handle.db);
    console.info(done.length ? `Seeded ${done.join(', ')} in ${Date.now() - started} ms (${handle.description})` : `Already seeded (${handle.description})`);
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seed().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
