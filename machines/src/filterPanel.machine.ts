import { assign, setup } from 'xstate';
import { hasHiddenFacets, isSearchableFacet, valueCountOf } from './filterPanel.selectors';
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

// Pure rules and selectors live apart, free of xstate (the filter bar renders from them before the machine loads).
export { desktopFacetCount, filterPanelSelectors, filterPanelBeforeStart, isSearchableFacet } from './filterPanel.selectors';

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

