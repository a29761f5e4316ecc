import type { AnyContentModel } from '@storefront/cms-models/define';
import { structuralModels } from '@storefront/cms-models/structure';
import type { AnyBlockPlugin } from './plugin';

export interface BlockRegistry {
  plugins: readonly AnyBlockPlugin[];
  /** Content type ids of every block (what sections and pages may hold). */
  blockTypes: readonly string[];
  /** Every content model: structural, blocks and their nested models, each once. */
  models: readonly AnyContentModel[];
  pluginFor(contentType: string): AnyBlockPlugin | undefined;
}

export class RegistryError extends Error {
  override name = 'RegistryError';
}

/**
 * Builds the registry from the one plugin array (and the listing/product-page models). Two plugins (or models) claiming one content
 * type is a programming error, so it fails at start-up rather than rendering the wrong block.
 */
export function createRegistry(plugins: readonly AnyBlockPlugin[], otherModels: readonly AnyContentModel[] = []): BlockRegistry {
  const owners = new Map<string, string>();
  const models: AnyContentModel[] = [];
  const claim = (model: AnyContentModel, owner: string) => {
    const previous = owners.get(model.id);
    if (previous !== undefined) {
      if (models.includes(model)) return; // the same nested model shared by two plugins
      throw new RegistryError(`Content type "${model.id}" is claimed by both ${previous} and ${owner}`);
    }
    owners.set(model.id, owner);
    models.push(model);
  };
  for (const model of structuralModels) claim(model, 'the structural models');
  const byContentType = new Map<string, AnyBlockPlugin>();
  for (const plugin of plugins) {
    if (byContentType.has(plugin.model.id)) {
      throw new RegistryError(`Two plugins are registered for content type "${plugin.model.id}"`);
    }
    claim(plugin.model, `plugin ${plugin.model.id}`);
    byContentType.set(plugin.model.id, plugin);
    for (const nested of plugin.nestedModels ?? []) claim(nested, `plugin ${plugin.model.id}`);
  }
  // Models of the listing and product-page plugins: content, but not blocks placed on pages.
  for (const model of otherModels) claim(model, 'the listing and product-page plugins');
  return {
    plugins,
    blockTypes: plugins.map((plugin) => plugin.model.id),
    models,
    pluginFor: (contentType) => byContentType.get(contentType),
  };
}
