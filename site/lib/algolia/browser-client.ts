import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { BrowserSearchConfig, SearchHost } from './config';

/** Where the page is open: its host (with port) and protocol, as `window.location` has them. */
export type PageLocation = Pick<Location, 'host' | 'protocol'>;

/**
 * The embedded engine's hosts moved onto the page's own origin. A page served from the cache is
 * the same for every host name of its site, so the host it names may not be the one the browser
 * is on (another origin: refused by CORS); the engine answers on every one of them.
 */
export function hostsOnPageOrigin(hosts: readonly SearchHost[], page: PageLocation): SearchHost[] {
  return hosts.map((host) => ({ ...host, url: host.url.replace(/^[^/]*/, page.host), protocol: page.protocol === 'https:' ? 'https' : 'http' }));
}

/**
 * The browser's search client for react-instantsearch, from `browserSearchConfig` (passed down
 * by a server component): Algolia's hosts, or the site's own /_search for the embedded engine,
 * on the page's origin when given.
 */
export function createBrowserSearchClient(config: BrowserSearchConfig, page?: PageLocation): LiteClient {
  const hosts = config.hosts && page ? hostsOnPageOrigin(config.hosts, page) : config.hosts;
  return liteClient(config.appId, config.apiKey, hosts ? { hosts } : undefined);
}
