import { defineBlockManifest } from '../core/manifest';
import { toHeroBannerContent } from './content';
import { heroBannerFixtures } from './fixtures';
import { heroBannerHotspotModel, heroBannerLinkModel, heroBannerModel } from './model';

export const heroBannerManifest = defineBlockManifest({
  model: heroBannerModel,
  nestedModels: [heroBannerLinkModel, heroBannerHotspotModel],
  label: 'Hero banner',
  description: 'Full-width image with heading, copy, stacked buttons and clickable hotspots.',
  thumbnail:
    '<svg viewBox="0 0 64 40" xmlns="http://www.w3.org/2000/svg"><rect width="64" height="40" rx="3" fill="#d9cfc4"/><rect x="6" y="20" width="26" height="5" rx="1" fill="#fff"/><rect x="6" y="29" width="12" height="5" rx="1" fill="#222"/><rect x="20" y="29" width="12" height="5" rx="1" fill="#fff"/></svg>',
  toContent: toHeroBannerContent,
  fixtures: heroBannerFixtures,
});
