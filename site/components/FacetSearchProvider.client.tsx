'use client';

import { useMemo } from 'react';
import { FacetSearchContext, type FacetSearch } from '@storefront/plugins/listing/ui/facet-search-context';
import { createBrowserSearchClient } from '@/lib/algolia/browser-client';
import type { BrowserSearchConfig } from '@/lib/algolia/config';
import { searchFacetHits, type FacetSearchScope } from '@/lib/algolia/facet-search';

/** Gives the listing's Brands and Style dropdowns a facet-value search over the site's index. */
export function FacetSearchProvider({ config, scope, children }: { config: BrowserSearchConfig; scope: FacetSearchScope; children: React.ReactNode }) {
  const search = useMemo<FacetSearch>(() => {
    const client = createBrowserSearchClient(config);
    return (facet, text) => searchFacetHits(client, scope, facet, text);
  }, [config, scope]);
  return <FacetSearchContext value={search}>{children}</FacetSearchContext>;
}
