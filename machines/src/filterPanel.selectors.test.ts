import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { filterPanelMachine, type FilterPanelInput } from './filterPanel.machine';
import { filterPanelBeforeStart, filterPanelSelectors as select } from './filterPanel.selectors';

const facets = Array.from({ length: 7 }, (_, index) => ({ key: index === 0 ? 'brand' : `facet${index}`, valueCount: [30, 14, 10, 6, 5, 4, 3][index]! }));

/** Everything the filter bar reads, for comparing two snapshots. */
const shown = (snapshot: Parameters<typeof select.isPanelOpen>[0]) => ({
  isPanelOpen: select.isPanelOpen(snapshot),
  openFacet: select.openFacet(snapshot),
  searchText: select.searchText(snapshot),
  offersFacetSearch: select.offersFacetSearch(snapshot),
  visibleFacetCount: select.visibleFacetCount(snapshot),
  showsMoreFacetsButton: select.showsMoreFacetsButton(snapshot),
  showsFewerFacetsButton: select.showsFewerFacetsButton(snapshot),
  values: facets.map(({ key }) => [select.visibleValueCount(snapshot, key), select.showsMoreValuesButton(snapshot, key), select.showsFewerValuesButton(snapshot, key)]),
});

describe('the filter bar before its machine has loaded', () => {
  it.each<FilterPanelInput>([
    { facets, width: 390, usesDiscovery: false },
    { facets, width: 1300, usesDiscovery: false },
    { facets: facets.slice(0, 3), width: 2560, usesDiscovery: true },
    { facets: [], width: 1440, usesDiscovery: false },
  ])('shows what the machine shows when it starts (width $width)', (input) => {
    const actor = createActor(filterPanelMachine, { input }).start();
    expect(shown(filterPanelBeforeStart(input))).toEqual(shown(actor.getSnapshot()));
    actor.stop();
  });
});
