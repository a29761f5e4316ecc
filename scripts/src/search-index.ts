/**
 * Indexes every site's catalogue, with the same settings and sort replicas, into the search the
 * environment configures:
 *   - Algolia (ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY; ALGOLIA_INDEX_PREFIX optional): settings,
 *     query rules (the search redirects) and records pushed through algoliasearch;
 *   - otherwise the embedded engine: built from the database and written as the snapshot the
 *     storefront loads on start (stop the storefront first when on PGlite).
 *   pnpm search:index
 * Indexes what the database holds and seeds nothing: an empty catalogue is refused (run
 * `pnpm seed` first for the demo one), rather than pushing empty indexes over live ones.
 */
import { listingRecords } from '@storefront/catalogue/search/listing-records';
import { searchRules } from '@storefront/catalogue/search/search-rules';
import { storeContents } from '@storefront/db/store-contents';
import { searchConfig, searchIndexPrefix } from '@storefront/site/lib/algolia/config';
import { adminClient, pushSiteIndex } from '@storefront/site/lib/algolia/indexing';
import { EmbeddedSearchIndex } from '@storefront/site/lib/embedded/search-index';
import { databaseFeed, defaultSnapshotFile } from '@storefront/site/lib/embedded/search-index-database';
import { fascias } from '@storefront/sites/fascias';
import { CliFailure, runCli, withDatabase } from './cli';

type Env = Readonly<Record<string, string | undefined>>;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

export async function indexSearch(env: Env = process.env): Promise<void> {
  const config = searchConfig(env);
  await withDatabase(async (handle) => {
    if ((await storeContents(handle.db)).products === 0) {
      throw new CliFailure(`${handle.description} has no products to index: run \`pnpm seed\` first (the demo catalogue), or load your catalogue.`);
    }
    const started = performance.now();
    if (config.mode === 'algolia') {
      const client = adminClient(config);
      console.info(`Indexing into Algolia application ${config.appId}${config.indexPrefix ? ` (index prefix "${config.indexPrefix}")` : ''}`);
      for (const fascia of fascias) {
        const records = await listingRecords(handle.db, fascia.id);
        const pushed = await pushSiteIndex(client, searchIndexPrefix(fascia.id, env), records, searchRules(fascia.id));
        console.info(`  ${fascia.id.padEnd(9)} ${pushed.indexName}: ${pushed.records} records, ${pushed.rules} rules; replicas ${pushed.replicas.join(', ')}`);
      }
      console.info(`Done in ${seconds(started)}`);
      return;
    }
    const file = defaultSnapshotFile(env);
    if (!file) throw new CliFailure('Snapshots are off (SEARCH_SNAPSHOT_FILE=off, or an in-memory database): nothing to write');
    console.info(`Building the embedded search index from ${handle.description}`);
    const index = await EmbeddedSearchIndex.open({ feed: databaseFeed(handle.db) });
    for (const entry of index.summary()) console.info(`  ${entry.fascia.padEnd(9)} ${entry.indexName}: ${entry.records} records, ${entry.rules} rules; replicas ${entry.replicas.join(', ')}`);
    const written = await index.writeSnapshot(file);
    console.info(`Snapshot ${written!.file} (${(written!.bytes / 1024 / 1024).toFixed(1)} MB) in ${seconds(started)}`);
  });
}

runCli(import.meta.url, 'search:index', () => indexSearch());
