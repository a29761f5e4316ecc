import type { FasciaConfig } from '@storefront/sites/fascias';
import type { StudioSiteOption } from '@storefront/preview/studio/types';

/**
 * Each brand site as the studio lists it, with the origin its storefront answers on from where the
 * studio runs: *.localhost on the same port locally, the site's own host (https) elsewhere.
 */
export function studioSites(sites: readonly FasciaConfig[], requestHost: string | null | undefined): StudioSiteOption[] {
  const host = (requestHost ?? 'localhost').toLowerCase();
  const port = /:(\d+)$/.exec(host)?.[1];
  const hostname = host.replace(/:\d+$/, '');
  const local = hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
  return sites.map((site) => {
    const localHost = site.hosts.find((candidate) => candidate.endsWith('.localhost'));
    const origin = local && localHost ? `http://${localHost}${port ? `:${port}` : ''}` : `https://${site.hosts[0] ?? hostname}`;
    return { id: site.id, name: site.name, origin };
  });
}
