import { fasciaById } from '@storefront/sites/fascias';
import { EMBEDDED_DISCOVERY_ACCOUNT, EMBEDDED_DISCOVERY_ENDPOINT } from '../embedded/engine-keys';
import type { DiscoveryConfig } from './protocol';

/**
 * Which sites list products through the discovery provider (L §1: "used only where the site is
 * configured for it"), from the environment. Every other site uses hosted search.
 *
 *   DISCOVERY_SITES=nastygal,coast   sites on discovery (none by default)
 *   DISCOVERY_ENDPOINT               the provider's search endpoint; unset: the embedded engine's
 *                                    own discovery endpoint (served at /_discovery, and called
 *                                    in-process by the site)
 *   DISCOVERY_ACCOUNT_ID             needed with DISCOVERY_ENDPOINT
 *   DISCOVERY_DOMAIN_KEY_<SITE>      the site's catalogue (e.g. DISCOVERY_DOMAIN_KEY_NASTYGAL),
 *   or DISCOVERY_DOMAIN_KEY          else one for every site; needed with DISCOVERY_ENDPOINT
 *   DISCOVERY_CATALOG_VIEWS          sent as catalog_views when set
 */
type Env = Readonly<Record<string, string | undefined>>;

const setting = (env: Env, name: string) => env[name]?.trim() || undefined;

/** The sites DISCOVERY_SITES names; an unknown name is a configuration error, said at once. */
export function discoverySites(env: Env = process.env): string[] {
  const names = (setting(env, 'DISCOVERY_SITES') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of names) if (!fasciaById(name)) throw new Error(`DISCOVERY_SITES names an unknown site "${name}"`);
  return [...new Set(names)];
}

export function usesDiscovery(siteId: string, env: Env = process.env): boolean {
  return discoverySites(env).includes(siteId);
}

export interface DiscoverySettings {
  /** What requireDiscoveryConfig checks: account and domain key may be missing (misconfigured). */
  config: Partial<DiscoveryConfig>;
  /** The endpoint is the embedded engine's, answered in-process. */
  embedded: boolean;
  catalogViews: string | undefined;
}

/** A site's discovery settings as configured (checked by requireDiscoveryConfig where used). */
export function discoverySettings(siteId: string, env: Env = process.env): DiscoverySettings {
  const endpoint = setting(env, 'DISCOVERY_ENDPOINT');
  const catalogViews = setting(env, 'DISCOVERY_CATALOG_VIEWS');
  if (!endpoint) return { config: { accountId: EMBEDDED_DISCOVERY_ACCOUNT, domainKey: siteId, endpoint: EMBEDDED_DISCOVERY_ENDPOINT }, embedded: true, catalogViews };
  return {
    config: {
      accountId: setting(env, 'DISCOVERY_ACCOUNT_ID'),
      domainKey: setting(env, `DISCOVERY_DOMAIN_KEY_${siteId.toUpperCase()}`) ?? setting(env, 'DISCOVERY_DOMAIN_KEY'),
      endpoint,
    },
    embedded: false,
    catalogViews,
  };
}
