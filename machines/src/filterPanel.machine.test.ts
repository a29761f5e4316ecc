import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { desktopFacetCount, filterPanelMachine, filterPanelSelectors as select, isSearchableFacet, type FilterPanelInput } from './filterPanel.machine';

const facets = [
  { key: 'brand', valueCount: 30 },
  { key: 'sizes', valueCount: 14 },
  { key: 'colourFacets', valueCount: 10 },
  { key: 'styleTaxonomy', valueCount: 6 },
  { key: 'priceRange', valueCount: 5 },
  { key: 'occasion', valueCount: 4 },
  { key: 'neckline', valueCount: 3 },
];

function run(input: Partial<FilterPanelInput> = {}) {
  const scroll: string[] = [];
  const actor = createActor(
    filterPanelMachine.provide({ actions: { lockBodyScroll: () => scroll.push('locked'), unlockBodyScroll: () => scroll.push('unlocked') } }),
    { input: { facets, width: 1300, usesDiscovery: false, ...input }, clock: new SimulatedClock() },
  );
  actor.start();
  return { actor, scroll, snapshot: () => actor.getSnapshot() };
}

describe('filter panel rules', () => {
  it('fits 4 desktop facets below 1280 px, then one more at 1280, 1460, 1640, 1820 and 1980 px', () => {
    const widths = [320, 1279, 1280, 1459, 1460, 1639, 1640, 1819, 1820, 1979, 1980, 2560];
    expect(widths.map(desktopFacetCount)).toEqual([4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9]);
  });

  it('offers facet search for Brands and Style only, never with discovery search', () => {
    expect(['brand', 'styleTaxonomy', 'sizes'].map((key) => isSearchableFacet(key, false))).toEqual([true, true, false]);
    expect(isSearchableFacet('brand', true)).toBe(false);
  });
});

describe('filter panel machine', () => {
  it('locks the body scroll while the mobile panel is open, and unlocks it on close', () => {
    const { actor, scroll, snapshot } = run();
    expect(select.isPanelOpen(snapshot())).toBe(false);
    actor.send({ type: 'filters.openPanel' });
    expect(select.isPanelOpen(snapshot())).toBe(true);
    expect(snapshot().can({ type: 'filters.openPanel' })).toBe(false);
    expect(scroll).toEqual(['locked']);
    actor.send({ type: 'filters.closePanel' });
    expect(select.isPanelOpen(snapshot())).toBe(false);
    expect(scroll).toEqual(['locked', 'unlocked']);
    expect(snapshot().can({ type: 'filters.closePanel' })).toBe(false);
  });

  it('opens one facet dropdown at a time, each with empty search text', () => {
    const { actor, snapshot } = run();
    actor.send({ type: 'filters.toggleFacet', key: 'brand' });
    actor.send({ type: 'filters.searchFacet', text: 'coa' });
    expect([select.openFacet(snapshot()), select.searchText(snapshot())]).toEqual(['brand', 'coa']);
    actor.send({ type: 'filters.toggleFacet', key: 'styleTaxonomy' });
    expect([select.openFacet(snapshot()), select.searchText(snapshot())]).toEqual(['styleTaxonomy', '']);
    actor.send({ type: 'filters.searchFacet', text: 'maxi' });
    actor.send({ type: 'filters.toggleFacet', key: 'styleTaxonomy' });
    expect(select.openFacet(snapshot())).toBeUndefined();
    actor.send({ type: 'filters.toggleFacet', key: 'styleTaxonomy' });
    expect([select.openFacet(snapshot()), select.searchText(snapshot())]).toEqual(['styleTaxonomy', '']);
    actor.send({ type: 'filters.closeFacet' });
    expect(select.openFacet(snapshot())).toBeUndefined();
    expect(snapshot().can({ type: 'filters.closeFacet' })).toBe(false);
  });

  it('takes search text only in a searchable facet, and never with discovery search', () => {
    const { actor, snapshot } = run();
    actor.send({ type: 'filters.toggleFacet', key: 'sizes' });
    expect(select.offersFacetSearch(snapshot())).toBe(false);
    expect(snapshot().can({ type: 'filters.searchFacet', text: '12' })).toBe(false);
    actor.send({ type: 'filters.toggleFacet', key: 'brand' });
    expect(select.offersFacetSearch(snapshot())).toBe(true);
    const discovery = run({ usesDiscovery: true });
    discovery.actor.send({ type: 'filters.toggleFacet', key: 'brand' });
    expect(select.offersFacetSearch(discovery.snapshot())).toBe(false);
    expect(discovery.snapshot().can({ type: 'filters.searchFacet', text: 'coa' })).toBe(false);
    expect(select.offersFacetSearch(run().snapshot())).toBe(false);
  });

  it('shows the facets that fit the width, and the rest after show more until show fewer', () => {
    const { actor, snapshot } = run({ width: 1300 });
    expect([select.visibleFacetCount(snapshot()), select.showsMoreFacetsButton(snapshot()), select.showsFewerFacetsButton(snapshot())]).toEqual([5, true, false]);
    actor.send({ type: 'filters.showMoreFacets' });
    expect([select.visibleFacetCount(snapshot()), select.showsMoreFacetsButton(snapshot()), select.showsFewerFacetsButton(snapshot())]).toEqual([7, false, true]);
    actor.send({ type: 'filters.showFewerFacets' });
    expect(select.visibleFacetCount(snapshot())).toBe(5);
    actor.send({ type: 'filters.resized', width: 1700 });
    expect([select.visibleFacetCount(snapshot()), select.showsMoreFacetsButton(snapshot())]).toEqual([7, false]);
    expect(snapshot().can({ type: 'filters.showMoreFacets' })).toBe(false);
    actor.send({ type: 'filters.resized', width: 1000 });
    actor.send({ type: 'filters.facetsChanged', facets: facets.slice(0, 3) });
    expect([select.visibleFacetCount(snapshot()), select.showsMoreFacetsButton(snapshot())]).toEqual([3, false]);
  });

  it('shows 10 values of a mobile facet until show more, and 10 again after show fewer', () => {
    const { actor, snapshot } = run();
    actor.send({ type: 'filters.openPanel' });
    expect([select.visibleValueCount(snapshot(), 'sizes'), select.showsMoreValuesButton(snapshot(), 'sizes')]).toEqual([10, true]);
    actor.send({ type: 'filters.showMoreValues', key: 'sizes' });
    expect([select.visibleValueCount(snapshot(), 'sizes'), select.showsMoreValuesButton(snapshot(), 'sizes'), select.showsFewerValuesButton(snapshot(), 'sizes')]).toEqual([14, false, true]);
    expect(select.visibleValueCount(snapshot(), 'brand')).toBe(10);
    expect(snapshot().can({ type: 'filters.showMoreValues', key: 'sizes' })).toBe(false);
    actor.send({ type: 'filters.showFewerValues', key: 'sizes' });
    expect(select.visibleValueCount(snapshot(), 'sizes')).toBe(10);
    expect(snapshot().can({ type: 'filters.showFewerValues', key: 'sizes' })).toBe(false);
    expect([select.visibleValueCount(snapshot(), 'colourFacets'), select.showsMoreValuesButton(snapshot(), 'colourFacets')]).toEqual([10, false]);
    expect(snapshot().can({ type: 'filters.showMoreValues', key: 'colourFacets' })).toBe(false);
    expect(select.visibleValueCount(snapshot(), 'unknown')).toBe(0);
  });
});

describe('filter panel machine paths', () => {
  type Snapshot = SnapshotFrom<typeof filterPanelMachine>;
  const panel = {
    closed: (snapshot: Snapshot) => {
      expect(select.isPanelOpen(snapshot)).toBe(false);
      expect(snapshot.can({ type: 'filters.showMoreValues', key: 'sizes' })).toBe(false);
    },
    open: (snapshot: Snapshot) => {
      expect(select.isPanelOpen(snapshot)).toBe(true);
      const expanded = snapshot.context.expandedFacets.includes('sizes');
      expect(select.visibleValueCount(snapshot, 'sizes')).toBe(expanded ? 14 : 10);
      expect(select.showsMoreValuesButton(snapshot, 'sizes')).toBe(!expanded);
    },
  };
  const dropdown = {
    closed: (snapshot: Snapshot) => expect(select.openFacet(snapshot)).toBeUndefined(),
    open: (snapshot: Snapshot) => {
      expect(select.openFacet(snapshot)).toBeDefined();
      expect(select.searchText(snapshot)).toBe(snapshot.context.openFacet === 'brand' ? snapshot.context.searchText : '');
    },
  };
  const facetBar = {
    collapsed: (snapshot: Snapshot) => {
      expect(select.visibleFacetCount(snapshot)).toBe(Math.min(snapshot.context.facets.length, desktopFacetCount(snapshot.context.width)));
      expect(select.showsFewerFacetsButton(snapshot)).toBe(false);
    },
    expanded: (snapshot: Snapshot) => {
      expect(select.visibleFacetCount(snapshot)).toBe(snapshot.context.facets.length);
      expect(select.showsMoreFacetsButton(snapshot)).toBe(false);
    },
  };
  const expectations = Object.fromEntries(
    (['closed', 'open'] as const).flatMap((p) =>
      (['closed', 'open'] as const).flatMap((d) =>
        (['collapsed', 'expanded'] as const).map((f) => [
          `panel.${p}|dropdown.${d}|facetBar.${f}`,
          (snapshot: Snapshot) => {
            panel[p](snapshot);
            dropdown[d](snapshot);
            facetBar[f](snapshot);
          },
        ]),
      ),
    ),
  );
  itTakesEveryTransition({
    machine: filterPanelMachine,
    input: { facets, width: 1300, usesDiscovery: false },
    limit: 3000,
    events: [
      { type: 'filters.openPanel' },
      { type: 'filters.closePanel' },
      { type: 'filters.toggleFacet', key: 'brand' },
      { type: 'filters.toggleFacet', key: 'sizes' },
      { type: 'filters.closeFacet' },
      { type: 'filters.searchFacet', text: 'coast' },
      { type: 'filters.showMoreFacets' },
      { type: 'filters.showFewerFacets' },
      { type: 'filters.showMoreValues', key: 'sizes' },
      { type: 'filters.showFewerValues', key: 'sizes' },
      { type: 'filters.resized', width: 2000 },
    ] as never,
    expectations,
  });
});
