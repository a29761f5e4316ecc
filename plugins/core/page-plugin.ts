import type { AnyContentModel } from '@storefront/cms-models/define';
import type { BlockFixture } from './manifest';

/**
 * The React-free manifest of a page-level plugin (the category listing, the product page): a page
 * type the site renders with its own route rather than a block placed in sections. The registry
 * takes the content models it owns from here, so the models export, the seed and the studio know
 * them; its rendering stays with its route.
 */
export interface PagePlugin {
  /** A short key ('listing'), unique among page plugins. */
  id: string;
  label: string;
  description: string;
  /** The content types this plugin owns; each is claimed once across the registry. */
  models: readonly AnyContentModel[];
  /** Entries of its models, valid and invalid, for tests. */
  fixtures?: readonly BlockFixture[];
}

/** Typed identity, like defineBlockManifest. */
export function definePagePlugin<const Plugin extends PagePlugin>(plugin: Plugin): Plugin {
  return plugin;
}
