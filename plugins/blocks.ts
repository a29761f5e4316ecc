import { badgeModels } from '@storefront/cms-models/badge';
import { createRegistry } from './core/registry';
import { heroBannerManifest } from './hero-banner/manifest';
import { imageManifest } from './image/manifest';
import { listingPagePlugin } from './listing/manifest';
import { productGridManifest } from './product-grid/manifest';
import { spacingManifest } from './spacing/manifest';
import { textManifest } from './text/manifest';

/**
 * Every block, once, by its React-free manifest: the models list, the studio palette, the seed and
 * the workbench all come from here. Adding a block is its folder, one line here and its renderer
 * in renderers.ts (`pnpm new-block <name>` does all three).
 */
export const blockManifests = [
  heroBannerManifest,
  textManifest,
  imageManifest,
  spacingManifest,
  productGridManifest,
] as const;

/** Page-level plugins (listing; the product page next): the content models they own. */
export const pagePlugins = [
  listingPagePlugin,
] as const;

/** The content registry: every model once, the block types and each block's manifest. No React. */
export const registry = createRegistry(blockManifests, { pagePlugins, sharedModels: badgeModels });
