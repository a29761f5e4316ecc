import type { SnapshotFrom } from 'xstate';
import type { FilterPanelContext, FilterPanelInput, filterPanelMachine } from './filterPanel.machine';
import { filterPanel as spec } from './listing-constants';

/** Desktop facets shown before 'show more' (L §9): 4 below 1280 px, up to 9 from 1980 px. */
export function desktopFacetCount(width: number): number {
  return spec.desktopFacetBreakpoints.find((breakpoint) => width >= breakpoint.fromPx)?.count ?? spec.desktopFacetsBelowFirstBreakpoint;
}

/** Facet search is offered for Brands and Style only, and never with discovery search (L §5). */
export function isSearchableFacet(key: string, usesDiscovery: boolean): boolean {
  return !usesDiscovery && (spec.searchableFacetKeys as readonly string[]).includes(key);
}

export const hasHiddenFacets = (context: FilterPanelContext) => context.facets.length > desktopFacetCount(context.width);
export const valueCountOf = (context: FilterPanelContext, key: string) => context.facets.find((facet) => facet.key === key)?.valueCount ?? 0;

type FilterPanelSnapshot = Pick<SnapshotFrom<typeof filterPanelMachine>, 'context' | 'matches'>;

/**
 * The machine's snapshot as it starts from `input` (every region in its initial state), for a
 * filter bar that renders before the machine has loaded; the machine's tests check it agrees.
 */
export function filterPanelBeforeStart(input: FilterPanelInput): FilterPanelSnapshot {
  const initial: Record<string, string> = { panel: 'closed', dropdown: 'closed', facetBar: 'collapsed' };
  return {
    context: { ...input, openFacet: undefined, searchText: '', expandedFacets: [] },
    matches: (value) => Object.entries(value as Record<string, string>).every(([region, state]) => initial[region] === state),
  };
}

const showsAllFacets = (snapshot: FilterPanelSnapshot) => snapshot.matches({ facetBar: 'expanded' });

/** What the filter bar and panel show (free of xstate). */
export const filterPanelSelectors = {
  isPanelOpen: (snapshot: FilterPanelSnapshot) => snapshot.matches({ panel: 'open' }),
  openFacet: (snapshot: FilterPanelSnapshot) => snapshot.context.openFacet,
  searchText: (snapshot: FilterPanelSnapshot) => snapshot.context.searchText,
  /** The open dropdown offers a search box. */
  offersFacetSearch: (snapshot: FilterPanelSnapshot) =>
    snapshot.context.openFacet !== undefined && isSearchableFacet(snapshot.context.openFacet, snapshot.context.usesDiscovery),
  /** Desktop facets shown in the bar. */
  visibleFacetCount: (snapshot: FilterPanelSnapshot) =>
    showsAllFacets(snapshot) ? snapshot.context.facets.length : Math.min(snapshot.context.facets.length, desktopFacetCount(snapshot.context.width)),
  showsMoreFacetsButton: (snapshot: FilterPanelSnapshot) => !showsAllFacets(snapshot) && hasHiddenFacets(snapshot.context),
  showsFewerFacetsButton: (snapshot: FilterPanelSnapshot) => showsAllFacets(snapshot) && hasHiddenFacets(snapshot.context),
  /** Values of a mobile facet shown: 10 until show more. */
  visibleValueCount: (snapshot: FilterPanelSnapshot, key: string) => {
    const count = valueCountOf(snapshot.context, key);
    return snapshot.context.expandedFacets.includes(key) ? count : Math.min(count, spec.mobileValuesShown);
  },
  showsMoreValuesButton: (snapshot: FilterPanelSnapshot, key: string) =>
    !snapshot.context.expandedFacets.includes(key) && valueCountOf(snapshot.context, key) > spec.mobileValuesShown,
  showsFewerValuesButton: (snapshot: FilterPanelSnapshot, key: string) =>
    snapshot.context.expandedFacets.includes(key) && valueCountOf(snapshot.context, key) > spec.mobileValuesShown,
};
