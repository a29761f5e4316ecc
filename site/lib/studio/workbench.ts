import 'server-only';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { resolvePage } from '@storefront/plugins/core/load-page';
import type { AnyBlockManifest, BlockFixture } from '@storefront/plugins/core/manifest';
import type { BlockRenderers, LoaderContext } from '@storefront/plugins/core/renderer';
import type { ResolvedPage } from '@storefront/plugins/core/resolve-page';

/** One block's fixtures, each resolved as a page holding just that block. */
export interface WorkbenchGroup {
  manifest: AnyBlockManifest;
  fixtures: Array<{ fixture: BlockFixture; page: ResolvedPage }>;
}

/** A page with the fixture's block placed directly on it, so it goes the storefront's whole way. */
function fixturePage(manifest: AnyBlockManifest, fixture: BlockFixture, index: number): CmsEntry {
  return {
    kind: 'entry',
    id: `workbench-${manifest.model.id}-${index}`,
    contentType: 'page',
    fields: { title: fixture.name, slug: 'workbench', sections: [fixture.entry] },
  };
}

/**
 * Every block manifest of the registry with each of its fixtures, resolved by the same code as a
 * storefront page (zod boundary, toContent, loaders): valid fixtures become blocks, invalid ones
 * the skipped blocks whose preview warning the workbench shows.
 */
export async function workbenchGroups(renderers: BlockRenderers, loaderContext: LoaderContext): Promise<WorkbenchGroup[]> {
  return Promise.all(
    renderers.registry.manifests.map(async (manifest) => ({
      manifest,
      fixtures: await Promise.all(
        manifest.fixtures.map(async (fixture, index) => {
          const result = await resolvePage(fixturePage(manifest, fixture, index), { renderers, loaderContext });
          if (!result.ok) throw new Error(`The workbench page for ${manifest.model.id} "${fixture.name}" did not resolve: ${result.reason}`);
          return { fixture, page: result.page };
        }),
      ),
    })),
  );
}
