import type { BlockFixture } from '../core/manifest';
import { fixtureEntry } from '../shared/fixture-nodes';

export const spacingFixtures: readonly BlockFixture[] = [
  {
    name: 'Large with divider, small on mobile',
    entry: fixtureEntry('fx-spacing-l', 'spacing', { internalName: 'Divider', size: 'l', mobileSize: 's', divider: true }),
  },
  { name: 'Medium', entry: fixtureEntry('fx-spacing-m', 'spacing', { internalName: 'Gap', size: 'm' }) },
  {
    name: 'Invalid: unknown size',
    invalid: true,
    entry: fixtureEntry('fx-spacing-invalid', 'spacing', { internalName: 'Huge', size: 'xxl' }),
  },
];
