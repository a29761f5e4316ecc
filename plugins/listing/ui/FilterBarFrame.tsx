import type { ReactNode } from 'react';
import type { SelectedFacet } from '../model/listing-types';
import styles from './FilterBar.module.css';

export interface FacetButton {
  key: string;
  label: string;
  /** Values chosen in this facet (a badge when any). */
  count: number;
  isOpen: boolean;
}

export interface FilterBarActions {
  toggleFacet(key: string): void;
  showMoreFacets(): void;
  showFewerFacets(): void;
  openPanel(): void;
  removeTag(tag: SelectedFacet): void;
  clearAll(): void;
}

export interface FilterBarFrameProps {
  facetButtons: readonly FacetButton[];
  /** The row's 'Show more filters' / 'Show fewer filters' button, when there is one. */
  facetsToggle: 'more' | 'fewer' | undefined;
  tags: readonly SelectedFacet[];
  sortControl: ReactNode;
  nextDayControl: ReactNode;
  /** The bar's code is not running yet: its buttons say so (disabled) instead of swallowing a press. */
  inert: boolean;
  /** What the buttons do; none in the server's drawing of the bar. */
  actions?: FilterBarActions | undefined;
  /** The open facet's dropdown (desktop) and the filter panel (mobile), when open. */
  dropdown?: ReactNode;
  panel?: ReactNode;
}

/**
 * The filter bar as it looks (L §2, §4): the desktop row of facet buttons with the sort and
 * next-day controls, the mobile row, and the selected-filter tags. Free of hooks and state, so
 * the server draws it too (FilterBarPlaceholder) before the bar's code arrives (FilterBar.client).
 */
export function FilterBarFrame({ facetButtons, facetsToggle, tags, sortControl, nextDayControl, inert, actions, dropdown, panel }: FilterBarFrameProps) {
  const tagList =
    tags.length > 0 ? (
      <div className={styles.tags} aria-label="Selected filters" role="group">
        {tags.map((tag) => (
          <button
            key={`${tag.key}:${tag.term}`}
            type="button"
            disabled={inert}
            className={styles.tag}
            onClick={actions && (() => actions.removeTag(tag))}
            aria-label={`Remove filter ${tag.label}: ${tag.termLabel}`}
          >
            {tag.termLabel}
            <span aria-hidden="true"> ×</span>
          </button>
        ))}
        <button type="button" className={styles.linkButton} disabled={inert} onClick={actions?.clearAll}>
          Clear all
        </button>
      </div>
    ) : null;

  return (
    <div className={styles.bar} data-testid="filter-bar">
      <div className={styles.desktop}>
        <div className={styles.facetRow} role="group" aria-label="Filters">
          {facetButtons.map((facet) => (
            <button
              key={facet.key}
              type="button"
              disabled={inert}
              className={styles.facetButton}
              aria-expanded={facet.isOpen}
              aria-controls={facet.isOpen ? 'facet-dropdown' : undefined}
              onClick={actions && (() => actions.toggleFacet(facet.key))}
            >
              {facet.label}
              {facet.count > 0 ? <span className={styles.badge}>{facet.count}</span> : null}
              <span className={styles.chevron} aria-hidden="true" />
            </button>
          ))}
          {facetsToggle === 'more' ? (
            <button type="button" className={styles.linkButton} disabled={inert} onClick={actions?.showMoreFacets}>
              Show more filters
            </button>
          ) : null}
          {facetsToggle === 'fewer' ? (
            <button type="button" className={styles.linkButton} disabled={inert} onClick={actions?.showFewerFacets}>
              Show fewer filters
            </button>
          ) : null}
          <div className={styles.barEnd}>
            {nextDayControl}
            {sortControl}
          </div>
        </div>
        {dropdown}
        {tagList}
      </div>

      <div className={styles.mobile}>
        <div className={styles.mobileRow}>
          <button type="button" className={styles.filterButton} aria-haspopup="dialog" disabled={inert} onClick={actions?.openPanel}>
            Filter &amp; sort{tags.length > 0 ? ` (${tags.length})` : ''}
          </button>
          {nextDayControl}
        </div>
        {tagList}
        {panel}
      </div>
    </div>
  );
}
