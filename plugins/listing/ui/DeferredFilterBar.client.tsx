'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { afterFirstPaint } from '../../shared/after-first-paint';
import type { FilterBar as FilterBarComponent, FilterBarProps } from './FilterBar.client';

/** The live bar once loaded: later listings (a filter applied, the next search) show it at once. */
let loadedFilterBar: typeof FilterBarComponent | undefined;

/**
 * The filter bar: the server's drawing of it (inert) while the page loads, then the live bar,
 * whose code arrives after the page has painted or at the shopper's first input. The two are
 * drawn alike, so the swap moves nothing on screen.
 */
export function DeferredFilterBar({ placeholder, ...props }: FilterBarProps & { placeholder: ReactNode }) {
  const [FilterBar, setFilterBar] = useState(() => loadedFilterBar);
  useEffect(() => {
    if (FilterBar) return;
    let current = true;
    void afterFirstPaint()
      .then(() => import('./FilterBar.client'))
      .then((module) => {
        loadedFilterBar = module.FilterBar;
        if (current) setFilterBar(() => module.FilterBar);
      });
    return () => {
      current = false;
    };
  }, [FilterBar]);
  return FilterBar ? <FilterBar {...props} /> : placeholder;
}
