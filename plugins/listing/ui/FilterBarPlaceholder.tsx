import { filterPanelBeforeStart, filterPanelSelectors } from '@storefront/machines/filterPanel.selectors';
import type { ListingSearchResponse } from '../model/listing-types';
import { shownFacets } from '../rules/facets';
import { FILTER_BAR_SERVER_WIDTH } from './filter-bar-width';
import { FilterBarFrame } from './FilterBarFrame';
import { NextDaySwitch, SortSelect } from './ListingControls';

export interface FilterBarPlaceholderProps {
  response: Pick<ListingSearchResponse, 'facets' | 'selectedFacets' | 'sortOptions' | 'provider'>;
  filters: Readonly<Record<string, readonly string[]>>;
  sort: string | undefined;
  nextDay: boolean;
}

/**
 * The filter bar as the server draws it: closed, as the bar starts, its buttons inert. The
 * listing shows it until the bar's code has loaded after the page painted (ListingResults), then
 * the live bar, drawn the same, takes its place: the first load carries none of the bar's code.
 */
export function FilterBarPlaceholder({ response, filters, sort, nextDay }: FilterBarPlaceholderProps) {
  const shown = shownFacets(response.facets);
  const snapshot = filterPanelBeforeStart({
    facets: shown.map((facet) => ({ key: facet.key, valueCount: facet.terms.length })),
    width: FILTER_BAR_SERVER_WIDTH,
    usesDiscovery: response.provider === 'discovery',
  });
  const sortControl = <SortSelect value={sort ?? 'relevance'} options={response.sortOptions} />;
  const nextDayControl = <NextDaySwitch checked={nextDay} />;
  return (
    <FilterBarFrame
      facetButtons={shown.slice(0, filterPanelSelectors.visibleFacetCount(snapshot)).map((facet) => ({ key: facet.key, label: facet.label, count: filters[facet.key]?.length ?? 0, isOpen: false }))}
      facetsToggle={filterPanelSelectors.showsMoreFacetsButton(snapshot) ? 'more' : undefined}
      tags={response.selectedFacets}
      sortControl={sortControl}
      nextDayControl={nextDayControl}
      inert
    />
  );
}
