'use client';

import { useMemo } from 'react';
import { FacetSearchContext, type FacetSearch } from '@storefront/plugins/listing/ui/facet-search-context';
import { createBrowserSearchClient } from '@/lib/algolia/browser-client';
import { searchFacetHits, type HostedFacetSearch } from '@/lib/algolia/facet-search';

/** Gives the listing's Brands and Style dropdowns a facet-value search over the site's index. */
export function FacetSearchProvider({ search, children }: { search: HostedFacetSearch; children: React.ReactNode }) {
  const facetSearch = useMemo<FacetSearch>(() => {
    const client = createBrowserSearchClient(search.config);
    return (facet, text) => searchFacetHits(client, search.scope, facet, text);
  }, [search]);
  return <FacetSearchContext value={facetSearch}>{children}</FacetSearchContext>;
}
