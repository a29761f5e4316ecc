import { processSingleton } from '@storefront/platform/process-singleton';
import { randomBytes } from 'node:crypto';

/**
 * How the site's embedded engines are addressed and keyed. The search engine speaks Algolia's
 * REST API at /_search as application EMBEDDED, with a public search-only key and an admin key
 * for writes; the discovery endpoint speaks the provider's protocol at /_discovery for the
 * account 'embedded' (its domain key is the site id). The adapters reach the engines with these;
 * the engines check them.
 */
type Env = Readonly<Record<string, string | undefined>>;

export const EMBEDDED_APP_ID = 'EMBEDDED';
/** The embedded engine's search-only key. Public, like any Algolia search key: it can only search. */
export const EMBEDDED_SEARCH_KEY = 'embedded-search-only';
/** Where the site serves the embedded engine's Algolia REST API. */
export const EMBEDDED_BASE_PATH = '/_search';

export interface EmbeddedSearchKeys {
  appId: string;
  searchKey: string;
  /** SEARCH_ADMIN_KEY, else random per process: writes over HTTP need it, the site itself does not. */
  adminKey: string;
}

// Per process, not per module copy: Next.js may load this module once per bundle.
const processAdminKey = () => processSingleton('site.embeddedSearchAdminKey', () => randomBytes(24).toString('base64url'));

export function embeddedSearchKeys(env: Env = process.env): EmbeddedSearchKeys {
  return { appId: EMBEDDED_APP_ID, searchKey: EMBEDDED_SEARCH_KEY, adminKey: env.SEARCH_ADMIN_KEY?.trim() || processAdminKey() };
}

/** Where the site serves the embedded engine's discovery protocol. */
export const EMBEDDED_DISCOVERY_BASE_PATH = '/_discovery';
export const EMBEDDED_DISCOVERY_ENDPOINT = `${EMBEDDED_DISCOVERY_BASE_PATH}/api/v1/core/`;
/** The embedded endpoint's account; its domain key is the site id. Public, like the provider's. */
export const EMBEDDED_DISCOVERY_ACCOUNT = 'embedded';
