'use client';

import { useMemo } from 'react';
import { FacetSearchContext, type FacetSearch } from '@storefront/plugins/listing/ui/facet-search-context';
import type { createBrowserSearchClient } from '@/lib/algolia/browser-client';
import type { HostedFacetSearch } from '@/lib/algolia/facet-search';

/**
 * Gives the listing's Brands and Style dropdowns a facet-value search over the site's index. The
 * search client (algoliasearch) and the query code load with the first search typed, not with the page.
 */
export function FacetSearchProvider({ search, children }: { search: HostedFacetSearch; children: React.ReactNode }) {
  const facetSearch = useMemo<FacetSearch>(() => {
    let client: Promise<ReturnType<typeof createBrowserSearchClient>> | undefined;
    return async (facet, text) => {
      client ??= import('@/lib/algolia/browser-client').then(({ createBrowserSearchClient }) => createBrowserSearchClient(search.config, window.location));
      const [{ searchFacetHits }, searchClient] = await Promise.all([import('@/lib/algolia/facet-search'), client]);
      return searchFacetHits(searchClient, search.scope, facet, text);
    };
  }, [search]);
  return <FacetSearchContext value={facetSearch}>{children}</FacetSearchContext>;
}
