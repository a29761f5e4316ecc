/**
 * The embedded search index's side that needs the database: the catalogue feed it is built and
 * kept in step from, and where its snapshot lives (beside the database). It runs where the
 * database is open; a search worker asks it across threads (./search-worker-client.ts).
 */
import { join } from 'node:path';
import { catalogueFingerprints, catalogueVersion } from '@storefront/catalogue/search/catalogue-fingerprints';
import { listingRecords } from '@storefront/catalogue/search/listing-records';
import { defaultDataDir, usesEmbeddedDatabase, workspaceRoot, type Database } from '@storefront/db/client';
import type { JsonRecord } from '@storefront/search-engine/engine/attributes';
import type { CatalogueFeed } from './search-index';

export function databaseFeed(db: Database): CatalogueFeed {
  return {
    version: () => catalogueVersion(db),
    fingerprints: () => catalogueFingerprints(db),
    records: async (fascia, productIds) => (await listingRecords(db, fascia, productIds ? { productIds } : {})) as unknown as JsonRecord[],
  };
}

/**
 * The snapshot file: SEARCH_SNAPSHOT_FILE, else beside the PGlite data directory
 * (.data/pglite.search-index.json.gz), else .data/search-index.json.gz on PostgreSQL.
 * `SEARCH_SNAPSHOT_FILE=off` turns snapshots off.
 */
export function defaultSnapshotFile(env: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  const configured = env.SEARCH_SNAPSHOT_FILE?.trim();
  if (configured === 'off') return undefined;
  if (configured) return configured;
  if (!usesEmbeddedDatabase(env)) return join(/*turbopackIgnore: true*/ workspaceRoot(), '.data', 'search-index.json.gz');
  const dataDir = env.STOREFRONT_DATA_DIR ?? defaultDataDir();
  return dataDir.startsWith('memory://') ? undefined : `${dataDir.replace(/[/\\]+$/, '')}.search-index.json.gz`;
}
