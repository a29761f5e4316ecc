import 'server-only';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import type { AnyBlockPlugin, BlockFixture, LoaderContext } from '@storefront/plugins/core/plugin';
import type { BlockRegistry } from '@storefront/plugins/core/registry';
import { resolvePage, type ResolvedPage } from '@storefront/plugins/core/resolve-page';

/** One plugin's fixtures, each resolved as a page holding just that block. */
export interface WorkbenchGroup {
  plugin: AnyBlockPlugin;
  fixtures: Array<{ fixture: BlockFixture; page: ResolvedPage }>;
}

/** A page with the fixture's block placed directly on it, so it goes the storefront's whole way. */
function fixturePage(plugin: AnyBlockPlugin, fixture: BlockFixture, index: number): CmsEntry {
  return {
    kind: 'entry',
    id: `workbench-${plugin.model.id}-${index}`,
    contentType: 'page',
    fields: { title: fixture.name, slug: 'workbench', sections: [fixture.entry] },
  };
}

/**
 * Every plugin of the registry with each of its fixtures, resolved by the same code as a
 * storefront page (zod boundary, toContent, loaders): valid fixtures become blocks, invalid ones
 * the skipped blocks whose preview warning the workbench shows.
 */
export async function workbenchGroups(registry: BlockRegistry, loaderContext: LoaderContext): Promise<WorkbenchGroup[]> {
  return Promise.all(
    registry.plugins.map(async (plugin) => ({
      plugin,
      fixtures: await Promise.all(
        plugin.fixtures.map(async (fixture, index) => {
          const result = await resolvePage(fixturePage(plugin, fixture, index), { registry, loaderContext });
          if (!result.ok) throw new Error(`The workbench page for ${plugin.model.id} "${fixture.name}" did not resolve: ${result.reason}`);
          return { fixture, page: result.page };
        }),
      ),
    })),
  );
}
