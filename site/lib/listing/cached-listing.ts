import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { tagRenderedPage } from '../platform/page-cache';
import { siteOrigin } from '../platform/site-segment';
import { contentMode } from '../preview/preview-secret';
import { everyShopper, loadListing } from './load-listing';
import { listingMetadata } from './metadata';

/** The plain URL of a category's first page, from its route's (decoded) path segments. */
export function plainCategoryUrl(path: readonly string[]): string {
  return `/categories/${path.map(encodeURIComponent).join('/')}`;
}

/**
 * The first, unfiltered page of a category, rendered once per site, category and audience and
 * served from the cache (the proxy sends only plain category URLs here, site-route.ts). It reads
 * nothing of the request: searched for no shopper in particular (no personalisation token, user
 * agent or cookie), linked to the site's canonical origin. The page records what it showed as
 * cache tags (its category, the site's catalogue search, every product, the listing content and
 * badges), so a catalogue change or a publish renders it again. One per render, shared by
 * generateMetadata and the page.
 */
export const loadCachedCategoryListing = cache(async (site: FasciaConfig, url: string) => {
  const mode = await contentMode();
  const origin = siteOrigin(site);
  const lookup = await loadListing({ site, url, mode, shopper: everyShopper(origin, url) });
  if (mode === 'published' && lookup.status !== 'redirect') await tagRenderedPage(lookup.tags);
  return { mode, origin, lookup };
});

/** generateMetadata of the cached category route. */
export async function cachedCategoryMetadata(site: FasciaConfig, url: string): Promise<Metadata> {
  const { mode, origin, lookup } = await loadCachedCategoryListing(site, url);
  if (lookup.status !== 'found') return {};
  return listingMetadata(lookup.listing, site, origin, mode === 'preview');
}
