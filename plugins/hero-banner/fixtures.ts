import type { BlockFixture } from '../core/manifest';
import { campaignImage, fixtureEntry } from '../shared/fixture-nodes';

const shopDresses = fixtureEntry('fx-link-dresses', 'heroBannerLink', {
  label: 'Shop dresses',
  href: '/categories/women/dresses',
  backgroundColour: '#ffffff',
  textColour: '#1a1a1a',
  enableHoverOver: true,
  hoverBackgroundColour: '#1a1a1a',
  hoverTextColour: '#ffffff',
});

const shopHeels = fixtureEntry('fx-link-heels', 'heroBannerLink', {
  label: 'Shop heels',
  href: '/categories/women/shoes',
  transparentBackground: true,
  textColour: '#ffffff',
  borderColour: '#ffffff',
});

export const heroBannerFixtures: readonly BlockFixture[] = [
  {
    name: 'Overlay, two links in a row, one hotspot',
    entry: fixtureEntry('fx-hero-occasion', 'heroBanner', {
      internalName: 'Occasion edit hero',
      eyebrow: 'New season',
      heading: 'The Occasion Edit',
      body: 'Satin, sequins and statement tailoring for every invitation on the calendar.',
      image: campaignImage('fx-img-occasion', 'occasion', 1, 2400, 1050, 'Two satin dresses on a blush backdrop'),
      layout: 'overlay-left',
      darkenImage: true,
      links: [shopDresses, shopHeels],
      linksDirection: 'rows',
      stackedLinksPerRow: '2',
      hotspots: [
        fixtureEntry('fx-hotspot-1', 'heroBannerHotspot', {
          altText: 'Shop the satin slip dress',
          imageHotspotLink: '/categories/women/dresses',
          desktopCoords: { percentage_startX: 55, percentage_startY: 10, percentage_endX: 75, percentage_endY: 90 },
        }),
      ],
    }),
  },
  {
    name: 'Split, links stacked in a column, per-column value not a number',
    entry: fixtureEntry('fx-hero-split', 'heroBanner', {
      internalName: 'Beauty split hero',
      heading: 'Skin first',
      body: 'Serums, SPF and everyday essentials from the brands you love.',
      image: campaignImage('fx-img-beauty', 'beauty', 2, 1600, 1200, 'Skincare bottles on a stone plinth'),
      layout: 'split-image-left',
      panelColour: '#f3e7df',
      textColour: '#2a2226',
      links: [shopDresses],
      linksDirection: 'columns',
      stackedLinksPerColumn: 'two',
    }),
  },
  {
    name: 'Invalid: no image',
    invalid: true,
    entry: fixtureEntry('fx-hero-invalid', 'heroBanner', { internalName: 'Broken hero', heading: 'Missing image' }),
  },
];
