import type { AnyContentModel } from '@storefront/cms-models/define';
import { structuralModels } from '@storefront/cms-models/structure';
import type { AnyBlockManifest } from './manifest';
import type { PagePlugin } from './page-plugin';

/** The React-free content registry: every model and the block types, from the manifests alone. */
export interface ContentRegistry<Manifests extends readonly AnyBlockManifest[] = readonly AnyBlockManifest[]> {
  /** The block manifests, in their array's order (the palette's and the workbench's order). */
  manifests: Manifests;
  pagePlugins: readonly PagePlugin[];
  /** Content type ids of every block (what sections and pages may hold). */
  blockTypes: readonly string[];
  /** Every content model: structural, blocks and their nested models, page plugins', shared ones, each once. */
  models: readonly AnyContentModel[];
  manifestFor(contentType: string): AnyBlockManifest | undefined;
}

export class RegistryError extends Error {
  override name = 'RegistryError';
}

export interface RegistryParts {
  /** Page-level plugins (listing, product page): their models are content, not blocks placed on pages. */
  pagePlugins?: readonly PagePlugin[];
  /** Models no single plugin owns (badges shown by several). */
  sharedModels?: readonly AnyContentModel[];
}

/**
 * Builds the registry from the one manifest array, the page plugins and the shared models. Two of
 * them claiming one content type is a programming error, so it fails at start-up rather than
 * rendering the wrong block.
 */
export function createRegistry<const Manifests extends readonly AnyBlockManifest[]>(manifests: Manifests, parts: RegistryParts = {}): ContentRegistry<Manifests> {
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
  const byContentType = new Map<string, AnyBlockManifest>();
  for (const manifest of manifests) {
    if (byContentType.has(manifest.model.id)) {
      throw new RegistryError(`Two plugins are registered for content type "${manifest.model.id}"`);
    }
    claim(manifest.model, `plugin ${manifest.model.id}`);
    byContentType.set(manifest.model.id, manifest);
    for (const nested of manifest.nestedModels ?? []) claim(nested, `plugin ${manifest.model.id}`);
  }
  const pagePlugins = parts.pagePlugins ?? [];
  const pagePluginIds = new Set<string>();
  for (const plugin of pagePlugins) {
    if (pagePluginIds.has(plugin.id)) throw new RegistryError(`Two page plugins are registered as "${plugin.id}"`);
    pagePluginIds.add(plugin.id);
    for (const model of plugin.models) claim(model, `page plugin ${plugin.id}`);
  }
  for (const model of parts.sharedModels ?? []) claim(model, 'the shared models');
  return {
    manifests,
    pagePlugins,
    blockTypes: manifests.map((manifest) => manifest.model.id),
    models,
    manifestFor: (contentType) => byContentType.get(contentType),
  };
}
