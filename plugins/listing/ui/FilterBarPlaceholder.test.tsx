import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SearchFacet, SelectedFacet, SortOption } from '../model/listing-types';
import { FilterBar } from './FilterBar.client';
import { FilterBarPlaceholder } from './FilterBarPlaceholder';
import { NextDaySwitch, SortSelect } from './ListingControls';

const facet = (key: string, label: string, values: number): SearchFacet => ({
  key,
  label,
  facetType: 'terms',
  terms: Array.from({ length: values }, (_, index) => ({ term: `${label} ${index}`, label: `${label} ${index}`, count: 10 - index })),
});

// More facets than the desktop row shows at the server's width, so 'Show more filters' is drawn too.
const facets = ['sizes', 'colourFacets', 'brand', 'styleTaxonomy', 'fabrication', 'occasion', 'neckline', 'sleeveLength', 'priceBands', 'discountBands', 'design', 'detail'].map((key, index) =>
  facet(key, `Facet ${index}`, 3),
);
const tags: SelectedFacet[] = [{ key: 'colourFacets', label: 'Colour', term: 'Blue', termLabel: 'Blue', facetType: 'terms' }];
const sortOptions: SortOption[] = [
  { key: 'relevance', label: 'Recommended', default: true },
  { key: 'price-asc', label: 'Price low to high', default: false },
];
const filters = { colourFacets: ['Blue'] };

const live = () =>
  renderToStaticMarkup(
    createElement(FilterBar, {
      facets,
      filters,
      tags,
      total: '120',
      onToggle: () => {},
      onRange: () => {},
      onClearAll: () => {},
      sortControl: createElement(SortSelect, { value: 'price-asc', options: sortOptions, onChange: () => {} }),
      nextDayControl: createElement(NextDaySwitch, { checked: true, onChange: () => {} }),
    }),
  );
const drawn = () =>
  renderToStaticMarkup(
    createElement(FilterBarPlaceholder, {
      response: { facets, selectedFacets: tags, sortOptions, provider: 'hosted' },
      filters,
      sort: 'price-asc',
      nextDay: true,
    }),
  );

describe('the filter bar the server draws before its code loads', () => {
  it('is the live bar, element for element, only inert: swapping one for the other moves nothing', () => {
    const placeholder = drawn();
    expect(placeholder).toContain('Show more filters');
    expect(placeholder).toContain('Remove filter Colour: Blue');
    expect(placeholder.replaceAll(' disabled=""', '')).toBe(live());
  });

  it('disables every control it draws, so an early press waits instead of being lost', () => {
    const placeholder = drawn();
    const buttons = placeholder.match(/<button\b[^>]*>/g) ?? [];
    expect(buttons.length).toBeGreaterThan(5);
    for (const button of buttons) expect(button).toContain('disabled=""');
    expect(placeholder).toMatch(/<select[^>]*disabled=""/);
    expect(placeholder).toMatch(/<input[^>]*role="switch"[^>]*disabled=""|<input[^>]*disabled=""[^>]*role="switch"/);
  });

  it('shows the chosen sort and the next-day switch as they stand', () => {
    const placeholder = drawn();
    expect(placeholder).toMatch(/<option value="price-asc" selected="">/);
    expect(placeholder).toMatch(/<input[^>]*checked=""/);
  });
});
