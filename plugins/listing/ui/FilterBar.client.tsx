'use client';

import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { FilterPanelEvent } from '@storefront/machines/filterPanel.machine';
import { filterPanelBeforeStart, filterPanelSelectors } from '@storefront/machines/filterPanel.selectors';
import { useLazyActor } from '../../shared/use-lazy-actor';
import type { SearchFacet, SelectedFacet } from '../model/listing-types';
import { shownFacets } from '../rules/facets';
import type { FacetOptions as FacetOptionsComponent } from './FacetOptions.client';
import { FILTER_BAR_SERVER_WIDTH } from './filter-bar-width';
import { FilterBarFrame } from './FilterBarFrame';
import styles from './FilterBar.module.css';

export interface FilterBarProps {
  facets: readonly SearchFacet[];
  filters: Readonly<Record<string, readonly string[]>>;
  tags: readonly SelectedFacet[];
  total: string;
  onToggle: (key: string, term: string) => void;
  onRange: (key: string, value: string | undefined) => void;
  onClearAll: () => void;
  /** The sort control, shown in the bar on desktop and in the panel on mobile. */
  sortControl: React.ReactNode;
  nextDayControl: React.ReactNode;
  /** The discovery provider answers this listing: no facet-value search then (L §5). */
  usesDiscovery?: boolean;
}

function unlockBodyScroll() {
  document.documentElement.style.overflow = '';
}


function subscribeToResize(onResize: () => void) {
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}

function useViewportWidth(): number {
  return useSyncExternalStore(subscribeToResize, () => window.innerWidth, () => FILTER_BAR_SERVER_WIDTH);
}

/**
 * Desktop facet dropdowns, the mobile filter panel with its accordion, and the selected-filter tags
 * (L §2, §4), live. Rendered in the browser only, in place of the server's FilterBarPlaceholder.
 */
export function FilterBar({ facets, filters, tags, total, onToggle, onRange, onClearAll, sortControl, nextDayControl, usesDiscovery = false }: FilterBarProps) {
  const shown = useMemo(() => shownFacets(facets), [facets]);
  const width = useViewportWidth();
  const facetCounts = useMemo(() => shown.map((facet) => ({ key: facet.key, valueCount: facet.terms.length })), [shown]);
  // The filter panel machine and the facets' options load when the shopper first opens a filter,
  // the panel or more facets; until then the bar is its starting snapshot for this width and these
  // facets, in which no options show.
  const [options, setOptions] = useState<{ FacetOptions: typeof FacetOptionsComponent }>();
  const panel = useLazyActor<Parameters<typeof filterPanelSelectors.isPanelOpen>[0], FilterPanelEvent>(
    useCallback(
      () =>
        Promise.all([import('./filter-panel-actor'), import('./FacetOptions.client')]).then(([{ startFilterPanel }, { FacetOptions }]) => {
          setOptions({ FacetOptions });
          return startFilterPanel({ facets: facetCounts, width, usesDiscovery });
        }),
      [facetCounts, width, usesDiscovery],
    ),
  );
  const FacetOptions = options?.FacetOptions;
  const { running, send } = panel;
  const snapshot = panel.snapshot ?? filterPanelBeforeStart({ facets: facetCounts, width, usesDiscovery });
  useEffect(() => {
    running?.send({ type: 'filters.resized', width });
  }, [running, width]);
  useEffect(() => {
    running?.send({ type: 'filters.facetsChanged', facets: facetCounts });
  }, [running, facetCounts]);
  // The panel may unmount while open (navigation): give the page its scroll back.
  useEffect(() => unlockBodyScroll, []);
  const openKey = filterPanelSelectors.openFacet(snapshot);
  useEffect(() => {
    if (!openKey) return;
    const close = (event: KeyboardEvent) => event.key === 'Escape' && send({ type: 'filters.closeFacet' });
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [openKey, send]);
  const panelOpen = filterPanelSelectors.isPanelOpen(snapshot);
  const visibleCount = filterPanelSelectors.visibleFacetCount(snapshot);
  const openFacet = shown.find((facet) => facet.key === openKey);

  const dropdown =
    openFacet && FacetOptions ? (
      <div id="facet-dropdown" className={styles.dropdown} role="region" aria-label={`${openFacet.label} filter`}>
        <FacetOptions
          key={openFacet.key}
          facet={openFacet}
          selected={filters[openFacet.key] ?? []}
          searchable={filterPanelSelectors.offersFacetSearch(snapshot)}
          onToggle={(term) => onToggle(openFacet.key, term)}
          onRange={(value) => onRange(openFacet.key, value)}
        />
        <button type="button" className={styles.done} onClick={() => send({ type: 'filters.closeFacet' })}>
          Done
        </button>
      </div>
    ) : null;

  const panelDialog =
    panelOpen && FacetOptions ? (
      <div className={styles.panel} role="dialog" aria-modal="true" aria-label="Filter and sort">
        <div className={styles.panelHeader}>
          <h2>Filter &amp; sort</h2>
          <button type="button" className={styles.close} aria-label="Close filters" onClick={() => send({ type: 'filters.closePanel' })}>
            ×
          </button>
        </div>
        <div className={styles.panelBody}>
          <div className={styles.panelSort}>{sortControl}</div>
          {shown.map((facet) => (
            <details key={facet.key} className={styles.accordion} open={(filters[facet.key]?.length ?? 0) > 0}>
              <summary>
                {facet.label}
                {(filters[facet.key]?.length ?? 0) > 0 ? <span className={styles.badge}>{filters[facet.key]!.length}</span> : null}
              </summary>
              <FacetOptions
                facet={facet}
                selected={filters[facet.key] ?? []}
                visibleCount={filterPanelSelectors.visibleValueCount(snapshot, facet.key)}
                searchable={false}
                onToggle={(term) => onToggle(facet.key, term)}
                onRange={(value) => onRange(facet.key, value)}
              />
              {filterPanelSelectors.showsMoreValuesButton(snapshot, facet.key) ? (
                <button type="button" className={styles.linkButton} onClick={() => send({ type: 'filters.showMoreValues', key: facet.key })}>
                  Show more
                </button>
              ) : null}
              {filterPanelSelectors.showsFewerValuesButton(snapshot, facet.key) ? (
                <button type="button" className={styles.linkButton} onClick={() => send({ type: 'filters.showFewerValues', key: facet.key })}>
                  Show less
                </button>
              ) : null}
            </details>
          ))}
        </div>
        <div className={styles.panelFooter}>
          {tags.length > 0 ? (
            <button type="button" className={styles.secondary} onClick={onClearAll}>
              Clear all
            </button>
          ) : null}
          <button type="button" className={styles.primary} onClick={() => send({ type: 'filters.closePanel' })}>
            Show {total} products
          </button>
        </div>
      </div>
    ) : null;

  return (
    <FilterBarFrame
      facetButtons={shown.slice(0, visibleCount).map((facet) => ({ key: facet.key, label: facet.label, count: filters[facet.key]?.length ?? 0, isOpen: openKey === facet.key }))}
      facetsToggle={filterPanelSelectors.showsMoreFacetsButton(snapshot) ? 'more' : filterPanelSelectors.showsFewerFacetsButton(snapshot) ? 'fewer' : undefined}
      tags={tags}
      sortControl={sortControl}
      nextDayControl={nextDayControl}
      inert={false}
      actions={{
        toggleFacet: (key) => send({ type: 'filters.toggleFacet', key }),
        showMoreFacets: () => send({ type: 'filters.showMoreFacets' }),
        showFewerFacets: () => send({ type: 'filters.showFewerFacets' }),
        openPanel: () => send({ type: 'filters.openPanel' }),
        removeTag: (tag) => (tag.facetType === 'range' ? onRange(tag.key, undefined) : onToggle(tag.key, tag.term)),
        clearAll: onClearAll,
      }}
      dropdown={dropdown}
      panel={panelDialog}
    />
  );
}
