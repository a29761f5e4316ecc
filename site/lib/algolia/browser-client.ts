import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { BrowserSearchConfig } from './config';

/**
 * The browser's search client for react-instantsearch, from `browserSearchConfig` (passed down
 * by a server component): Algolia's hosts, or the site's own /_search for the embedded engine.
 */
export function createBrowserSearchClient(config: BrowserSearchConfig): LiteClient {
  return liteClient(config.appId, config.apiKey, config.hosts ? { hosts: config.hosts } : undefined);
}
