import { sortIndexName, type SortKey } from '@storefront/catalogue/search/index-settings';
import { fasciaById } from '@storefront/sites/fascias';
import { EMBEDDED_APP_ID, EMBEDDED_BASE_PATH, EMBEDDED_SEARCH_KEY } from '../embedded/engine-keys';
import { usesEmbeddedSearch } from '../embedded/defaults';

/**
 * Where search runs, from the environment: Algolia when ALGOLIA_APP_ID is set, else the embedded
 * engine (in-process for the server, at /_search for browsers). Both are reached through
 * algoliasearch with the same index names and settings.
 */
type Env = Readonly<Record<string, string | undefined>>;

export interface AlgoliaSearchConfig {
  mode: 'algolia';
  appId: string;
  /** Needed to search (the site and browsers). */
  searchKey: string | undefined;
  /** Needed to index (pnpm search:index); never sent to browsers. */
  adminKey: string | undefined;
  /** Prepended to every index name, so deployments can share one Algolia application. */
  indexPrefix: string;
}

export interface EmbeddedSearchConfig {
  mode: 'embedded';
  appId: typeof EMBEDDED_APP_ID;
  searchKey: string;
  indexPrefix: '';
}

export type SearchConfig = AlgoliaSearchConfig | EmbeddedSearchConfig;

const setting = (env: Env, name: string) => env[name]?.trim() || undefined;

export function searchConfig(env: Env = process.env): SearchConfig {
  if (!usesEmbeddedSearch(env)) {
    return {
      mode: 'algolia',
      appId: setting(env, 'ALGOLIA_APP_ID')!,
      searchKey: setting(env, 'ALGOLIA_SEARCH_KEY'),
      adminKey: setting(env, 'ALGOLIA_ADMIN_KEY'),
      indexPrefix: setting(env, 'ALGOLIA_INDEX_PREFIX') ?? '',
    };
  }
  return { mode: 'embedded', appId: EMBEDDED_APP_ID, searchKey: EMBEDDED_SEARCH_KEY, indexPrefix: '' };
}

/** The key that searches, or a clear error when Algolia is half configured. */
export function requireSearchKey(config: SearchConfig): string {
  if (!config.searchKey) throw new Error('ALGOLIA_SEARCH_KEY must be set with ALGOLIA_APP_ID');
  return config.searchKey;
}

/** The prefix of a site's indices: its searchIndexPrefix, after ALGOLIA_INDEX_PREFIX on Algolia. */
export function searchIndexPrefix(fasciaId: string, env: Env = process.env): string {
  const fascia = fasciaById(fasciaId);
  if (!fascia) throw new Error(`Unknown site "${fasciaId}"`);
  return `${searchConfig(env).indexPrefix}${fascia.searchIndexPrefix}`;
}

/** The index a site's listing queries for a sort: the primary for relevance, else its sort replica. */
export function indexNameFor(fasciaId: string, sortKey: SortKey, env: Env = process.env): string {
  return sortIndexName(searchIndexPrefix(fasciaId, env), sortKey);
}

/** An algoliasearch host, as its `hosts` option takes it (serialisable, for client components). */
export interface SearchHost {
  /** Host name with port and, for the embedded engine, the path it is mounted at. */
  url: string;
  accept: 'read' | 'write' | 'readWrite';
  protocol: 'http' | 'https';
}

/** What a browser needs to build its search client (react-instantsearch). */
export interface BrowserSearchConfig {
  appId: string;
  apiKey: string;
  /** Only for the embedded engine: the site's own origin + /_search. Algolia's defaults otherwise. */
  hosts?: SearchHost[];
}

/**
 * The browser's search client settings. algoliasearch builds each URL as
 * `${protocol}://${url}/${path}`, so a path after the host (`shop.example:3000/_search`) is kept;
 * the port belongs inside `url` for the same reason (a separate `port` would follow the path).
 */
export function browserSearchConfig(origin: string, env: Env = process.env): BrowserSearchConfig {
  const config = searchConfig(env);
  if (config.mode === 'algolia') return { appId: config.appId, apiKey: requireSearchKey(config) };
  const { protocol, host } = new URL(origin);
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`Not a web origin: ${origin}`);
  return { appId: config.appId, apiKey: config.searchKey, hosts: [{ url: `${host}${EMBEDDED_BASE_PATH}`, accept: 'read', protocol: protocol === 'https:' ? 'https' : 'http' }] };
}
