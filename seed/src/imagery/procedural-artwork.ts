import type { ImageArtwork } from '@storefront/catalogue/images/artwork';
import { campaignSvg, isCampaignTheme } from './campaign';
import { productSvg } from './product-art';
import { swatchSvg } from './swatch-art';

/**
 * The synthetic world's imagery as the image endpoint's artwork: fashion flats and product still
 * lifes drawn from each product's type, attributes and key, and campaign banners of the seeded
 * themes. The embedded default wires it into `/_img` (site/lib/embedded/synthetic-world.ts).
 */
export const proceduralArtwork: ImageArtwork = {
  // Bump whenever the drawings change, so ETags (and so browser caches) change with them.
  version: '1',
  productSvg,
  swatchSvg,
  hasCampaignTheme: isCampaignTheme,
  campaignSvg(request) {
    if (!isCampaignTheme(request.theme)) throw new Error(`Unknown campaign theme: ${request.theme}`);
    return campaignSvg({ ...request, theme: request.theme });
  },
};
