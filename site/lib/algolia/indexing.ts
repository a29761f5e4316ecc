import { algoliasearch, type Algoliasearch, type IndexSettings, type Rule } from 'algoliasearch';
import { indexSettings, productsIndexName } from '@storefront/catalogue/search/index-settings';
import type { SearchRule } from '@storefront/catalogue/search/search-rules';
import type { AlgoliaSearchConfig } from './config';

/**
 * Pushes a site's index to Algolia through algoliasearch: the primary's settings (which create
 * the sort replicas), each replica's settings, the query rules (replacing every existing rule,
 * forwarded to the replicas), then every record at once with replaceAllObjects (a temporary
 * index moved over the primary, so searches never see a half index). Not server-only:
 * `pnpm search:index` runs it.
 */
export function adminClient(config: AlgoliaSearchConfig): Algoliasearch {
  if (!config.adminKey) throw new Error('ALGOLIA_ADMIN_KEY must be set to index into Algolia');
  return algoliasearch(config.appId, config.adminKey);
}

export interface PushedIndex {
  indexName: string;
  records: number;
  rules: number;
  replicas: string[];
}

export async function pushSiteIndex(client: Algoliasearch, prefix: string, records: ReadonlyArray<{ objectID: string }>, rules: readonly SearchRule[] = []): Promise<PushedIndex> {
  const indices = indexSettings(prefix);
  for (const { indexName, settings } of indices) {
    const { taskID } = await client.setSettings({ indexName, indexSettings: settings as IndexSettings });
    await client.waitForTask({ indexName, taskID });
  }
  const indexName = productsIndexName(prefix);
  const saved = await client.saveRules({ indexName, rules: rules.map((rule) => structuredClone(rule) as Rule), forwardToReplicas: true, clearExistingRules: true });
  await client.waitForTask({ indexName, taskID: saved.taskID });
  await client.replaceAllObjects({ indexName, objects: records.map((record) => ({ ...record })), batchSize: 500 });
  return { indexName, records: records.length, rules: rules.length, replicas: indices.map((index) => index.indexName).filter((name) => name !== indexName) };
}
