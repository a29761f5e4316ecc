import type { BlockFixture } from '../core/manifest';
import { campaignImage, fixtureEntry } from '../shared/fixture-nodes';

export const imageFixtures: readonly BlockFixture[] = [
  {
    name: 'Wide linked image with caption',
    entry: fixtureEntry('fx-image-home', 'image', {
      internalName: 'Home edit banner',
      image: campaignImage('fx-img-home', 'home', 3, 2400, 1000, 'Linen bedding in warm neutrals'),
      aspectRatio: 'ratio21:9',
      caption: 'The linen shop: bedding, throws and cushions',
      href: '/categories/home',
    }),
  },
  {
    name: 'Invalid: link is a javascript: URL',
    invalid: true,
    entry: fixtureEntry('fx-image-invalid', 'image', {
      internalName: 'Bad link',
      image: campaignImage('fx-img-bad', 'home', 4, 1200, 800, 'Vase'),
      href: 'javascript:alert(1)',
    }),
  },
];
