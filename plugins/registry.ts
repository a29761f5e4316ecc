import { badgeModels } from '@storefront/cms-models/badge';
import { createRegistry } from './core/registry';
import { heroBannerPlugin } from './hero-banner/plugin';
import { listingModels } from './listing/content-model';
import { imagePlugin } from './image/plugin';
import { productGridPlugin } from './product-grid/plugin';
import { spacingPlugin } from './spacing/plugin';
import { textPlugin } from './text/plugin';

/** Every block plugin, once. The models list, the studio palette and rendering all come from here. */
export const blockPlugins = [heroBannerPlugin, textPlugin, imagePlugin, spacingPlugin, productGridPlugin] as const;

export const registry = createRegistry(blockPlugins, [...listingModels, ...badgeModels]);
