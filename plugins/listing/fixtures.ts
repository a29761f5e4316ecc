import type { BlockFixture } from '../core/manifest';
import { campaignImage, fixtureEntry } from '../shared/fixture-nodes';

export const listingFixtures: readonly BlockFixture[] = [
  {
    name: 'Dresses: heading, a roundel and SEO text',
    entry: fixtureEntry('fx-listing-dresses', 'listingContent', {
      categorySlug: 'women/dresses',
      heading: 'Dresses',
      roundels: [fixtureEntry('fx-roundel-maxi', 'listingRoundel', { title: 'Maxi', link: '/categories/women/dresses/maxi-dresses', image: campaignImage('fx-roundel-img', 'occasion', 2, 400, 400, 'Maxi dresses') })],
      bottomSeoMarkdown: '## Dresses for every occasion',
    }),
  },
  {
    name: 'Invalid: category slug with capitals and spaces',
    invalid: true,
    entry: fixtureEntry('fx-listing-invalid', 'listingContent', { categorySlug: 'Women Dresses' }),
  },
];
