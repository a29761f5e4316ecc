import 'server-only';
import type { ListingSearch } from '@storefront/plugins/listing/model/search-port';
import type { HostedFacetSearch } from '../algolia/facet-search';
import { hostedListingSearch } from '../algolia/listing-search';
import { usesDiscovery } from '../discovery/config';
import { discoveryListingSearch } from '../discovery/listing-search';

/** The search port of a site; only hosted search hands browsers a facet-value search. */
export type SiteListingSearch = ListingSearch<HostedFacetSearch>;

/** What a browser is handed for facet-value search on a site, when its search offers one. */
export type SiteFacetSearch = ReturnType<NonNullable<SiteListingSearch['browserFacetSearch']>>;

/**
 * A site's search, chosen once: the discovery provider where the site is configured for it
 * (L §1), else hosted search. Product lookups are not listings: on discovery sites the site's
 * own index still answers them.
 */
export function listingSearchFor(siteId: string, options: { reviewsEnabled: boolean }): SiteListingSearch {
  const hosted = hostedListingSearch({ siteId, reviewsEnabled: options.reviewsEnabled });
  return usesDiscovery(siteId) ? discoveryListingSearch({ siteId, reviewsEnabled: options.reviewsEnabled, lookups: hosted }) : hosted;
}
