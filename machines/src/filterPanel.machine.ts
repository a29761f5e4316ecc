import { assign, setup, type SnapshotFrom } from 'xstate';
import { filterPanel as spec } from './spec';

/**
 * The listing's filter bar (L §2, §4, §5, §9): the mobile filter panel (body scroll locked while
 * open), one desktop facet dropdown open at a time (opening clears its search text), show more /
 * fewer facets beyond the width-based count, and show more / fewer values of a mobile facet.
 */
export interface FilterFacet {
  key: string;
  /** How many values (terms) the facet offers. */
  valueCount: number;
}

export interface FilterPanelInput {
  /** The facets shown, in order. */
  facets: FilterFacet[];
  /** Viewport width in px. */
  width: number;
  /** The discovery search provider is in use: no facet search then (L §5). */
  usesDiscovery: boolean;
}

export interface FilterPanelContext extends FilterPanelInput {
  /** The desktop dropdown open, if any. */
  openFacet: string | undefined;
  /** The open dropdown's search text. */
  searchText: string;
  /** Mobile facets showing all their values. */
  expandedFacets: string[];
}

export type FilterPanelEvent =
  | { type: 'filters.openPanel' }
  | { type: 'filters.closePanel' }
  | { type: 'filters.toggleFacet'; key: string }
  | { type: 'filters.closeFacet' }
  | { type: 'filters.searchFacet'; text: string }
  | { type: 'filters.showMoreFacets' }
  | { type: 'filters.showFewerFacets' }
  | { type: 'filters.showMoreValues'; key: string }
  | { type: 'filters.showFewerValues'; key: string }
  | { type: 'filters.facetsChanged'; facets: FilterFacet[] }
  | { type: 'filters.resized'; width: number };

/** Desktop facets shown before 'show more' (L §9): 4 below 1280 px, up to 9 from 1980 px. */
export function desktopFacetCount(width: number): number {
  return spec.desktopFacetBreakpoints.find((breakpoint) => width >= breakpoint.fromPx)?.count ?? spec.desktopFacetsBelowFirstBreakpoint;
}

/** Facet search is offered for Brands and Style only, and never with discovery search (L §5). */
export function isSearchableFacet(key: string, usesDiscovery: boolean): boolean {
  return !usesDiscovery && (spec.searchableFacetKeys as readonly string[]).includes(key);
}

const hasHiddenFacets = (context: FilterPanelContext) => context.facets.length > desktopFacetCount(context.width);
const valueCountOf = (context: FilterPanelContext, key: string) => context.facets.find((facet) => facet.key === key)?.valueCount ?? 0;

export const filterPanelMachine = setup({
  types: {} as { context: FilterPanelContext; events: FilterPanelEvent; input: FilterPanelInput },
  actions: {
    /** Stops the page behind the mobile panel scrolling (provided by the app). */
    lockBodyScroll: () => {},
    unlockBodyScroll: () => {},
    openFacet: assign((_, params: { key: string }) => ({ openFacet: params.key, searchText: '' })),
    closeFacet: assign({ openFacet: undefined, searchText: '' }),
  },
  guards: {
    isOpenFacet: ({ context }, params: { key: string }) => context.openFacet === params.key,
    canSearchFacet: ({ context }) => isSearchableFacet(context.openFacet!, context.usesDiscovery),
    hasHiddenFacets: ({ context }) => hasHiddenFacets(context),
    hasHiddenValues: ({ context }, params: { key: string }) =>
      !context.expandedFacets.includes(params.key) && valueCountOf(context, params.key) > spec.mobileValuesShown,
    isShowingAllValues: ({ context }, params: { key: string }) => context.expandedFacets.includes(params.key),
  },
}).createMachine({
  id: 'filterPanel',
  description:
    'The listing filter bar. The mobile filter panel opens and closes, locking the body scroll while open. One desktop facet dropdown is open at a time; opening one clears its search text, and search is offered only for the Brands and Style facets without discovery search. Show more / show fewer expands the facet bar beyond the count that fits the width (4 below 1280 px up to 9 from 1980 px); a mobile facet shows 10 values until show more.',
  type: 'parallel',
  context: ({ input }) => ({ ...input, openFacet: undefined, searchText: '', expandedFacets: [] }),
  on: {
    'filters.facetsChanged': { actions: assign({ facets: ({ event }) => event.facets }) },
    'filters.resized': { actions: assign({ width: ({ event }) => event.width }) },
  },
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'filters.openPanel': { target: 'open' } } },
        open: {
          entry: 'lockBodyScroll',
          exit: 'unlockBodyScroll',
          on: {
            'filters.closePanel': { target: 'closed' },
            'filters.showMoreValues': {
              guard: { type: 'hasHiddenValues', params: ({ event }) => ({ key: event.key }) },
              actions: assign({ expandedFacets: ({ context, event }) => [...context.expandedFacets, event.key] }),
            },
            'filters.showFewerValues': {
              guard: { type: 'isShowingAllValues', params: ({ event }) => ({ key: event.key }) },
              actions: assign({ expandedFacets: ({ context, event }) => context.expandedFacets.filter((key) => key !== event.key) }),
            },
          },
        },
      },
    },
    dropdown: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'filters.toggleFacet': { target: 'open', actions: { type: 'openFacet', params: ({ event }) => ({ key: event.key }) } },
          },
        },
        open: {
          on: {
            'filters.toggleFacet': [
              { guard: { type: 'isOpenFacet', params: ({ event }) => ({ key: event.key }) }, target: 'closed', actions: 'closeFacet' },
              // Another facet: it replaces the open one, with empty search text.
              { actions: { type: 'openFacet', params: ({ event }) => ({ key: event.key }) } },
            ],
            'filters.closeFacet': { target: 'closed', actions: 'closeFacet' },
            'filters.searchFacet': { guard: 'canSearchFacet', actions: assign({ searchText: ({ event }) => event.text }) },
          },
        },
      },
    },
    facetBar: {
      initial: 'collapsed',
      states: {
        collapsed: { on: { 'filters.showMoreFacets': { guard: 'hasHiddenFacets', target: 'expanded' } } },
        expanded: { on: { 'filters.showFewerFacets': { target: 'collapsed' } } },
      },
    },
  },
});

type FilterPanelSnapshot = SnapshotFrom<typeof filterPanelMachine>;

const showsAllFacets = (snapshot: FilterPanelSnapshot) => snapshot.matches({ facetBar: 'expanded' });

/** What the filter bar and panel show. */
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
