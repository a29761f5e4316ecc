import 'server-only';
import { processSingleton } from '@storefront/platform/process-singleton';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { createInProcessRequester } from '@storefront/search-engine/protocol/requester';
import { getEmbeddedSearch } from '../embedded/search-engine';
import { EMBEDDED_BASE_PATH, requireSearchKey, searchConfig, type SearchConfig } from './config';

/**
 * The site's own algoliasearch client, with the search key: Algolia's hosts when configured,
 * else the embedded engine through an in-process requester (no socket, no HTTP parsing).
 */
function createClient(config: SearchConfig): Algoliasearch {
  if (config.mode === 'algolia') return algoliasearch(config.appId, requireSearchKey(config));
  // Each request goes to the current engine: it is opened on first use, and every search gives
  // the catalogue check its chance to run.
  const requester = createInProcessRequester(async (request) => (await getEmbeddedSearch()).handler.handle(request));
  return algoliasearch(config.appId, config.searchKey, {
    requester,
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
