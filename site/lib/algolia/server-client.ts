import 'server-only';
import { processSingleton } from '@storefront/platform/process-singleton';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { EMBEDDED_BASE_PATH } from '../embedded/engine-keys';
import { embeddedSearchRequester } from '../embedded/search-engine';
import { requireSearchKey, searchConfig, type SearchConfig } from './config';

/**
 * The site's own algoliasearch client, with the search key: Algolia's hosts when configured,
 * else the embedded engine through an in-process requester (no socket, no HTTP parsing).
 */
function createClient(config: SearchConfig): Algoliasearch {
  if (config.mode === 'algolia') return algoliasearch(config.appId, requireSearchKey(config));
  return algoliasearch(config.appId, config.searchKey, {
    requester: embeddedSearchRequester(),
    hosts: [{ url: `embedded.local${EMBEDDED_BASE_PATH}`, accept: 'readWrite', protocol: 'http' }],
  });
}


export function searchClient(config: SearchConfig = searchConfig()): Algoliasearch {
  const clients = processSingleton('site.searchClients', () => new Map<string, Algoliasearch>());
  const cacheKey = `${config.mode}:${config.appId}:${config.searchKey ?? ''}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = createClient(config);
    clients.set(cacheKey, client);
  }
  return client;
}
