import type { BlockFixture } from '../core/manifest';
import { fixtureEntry } from '../shared/fixture-nodes';

export const productGridFixtures: readonly BlockFixture[] = [
  {
    name: 'By search query',
    entry: fixtureEntry('fx-grid-query', 'productGrid', {
      internalName: 'New in dresses',
      heading: 'New in: dresses',
      subheading: 'Fresh silhouettes for the season ahead',
      source: 'searchQuery',
      searchQuery: 'dress',
      limit: 8,
      ctaLabel: 'Shop all dresses',
      ctaHref: '/categories/women/dresses',
    }),
  },
  {
    name: 'Invalid: chosen by keys but none given',
    invalid: true,
    entry: fixtureEntry('fx-grid-invalid', 'productGrid', {
      internalName: 'Empty picks',
      source: 'productKeys',
      productKeys: [],
    }),
  },
];
