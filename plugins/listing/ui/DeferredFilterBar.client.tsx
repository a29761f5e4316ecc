'use client';

import type { ReactNode } from 'react';
import { useIslandCode } from '../../shared/use-island-code';
import type { FilterBar as FilterBarComponent, FilterBarProps } from './FilterBar.client';

/** The live bar once loaded: later listings (a filter applied, the next search) show it at once. */
let loadedFilterBar: typeof FilterBarComponent | undefined;

const loadFilterBar = () =>
  import('./FilterBar.client').then((module) => {
    loadedFilterBar = module.FilterBar;
    return module;
  });

/**
 * The filter bar: the server's drawing of it (inert) while the page loads, then the live bar,
 * whose code arrives after the page has painted or at the shopper's first input. The two are
 * drawn alike, so the swap moves nothing on screen.
 */
export function DeferredFilterBar({ placeholder, ...props }: FilterBarProps & { placeholder: ReactNode }) {
  const FilterBar = useIslandCode(loadFilterBar, 'idle', loadedFilterBar === undefined).code?.FilterBar ?? loadedFilterBar;
  return FilterBar ? <FilterBar {...props} /> : placeholder;
}
