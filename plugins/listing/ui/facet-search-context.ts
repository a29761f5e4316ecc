'use client';

import { createContext } from 'react';

export interface FacetHit {
  value: string;
  count: number;
}

/**
 * Facet-value search against the search index (L §7). The site provides it (it owns the search
 * client); without a provider the search box filters nothing and says search is unavailable.
 */
export type FacetSearch = (facetKey: string, text: string) => Promise<FacetHit[]>;

export const FacetSearchContext = createContext<FacetSearch | undefined>(undefined);
