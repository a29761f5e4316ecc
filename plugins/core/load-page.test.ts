import { describe, expect, it, vi } from 'vitest';
import { fixtureEntry } from '../shared/fixture-nodes';
import { renderers } from '../renderers';
import { emptyCatalogue, loaderContext } from '../testing/render';
import { testProduct } from '../testing/products';
import { resolvePage } from './load-page';
import type { CatalogueReader } from './renderer';
import type { PageResolution, ResolvedBlock } from './resolve-page';

const page = (sections: unknown[]) => fixtureEntry('page-1', 'page', { title: 'Home', slug: '/', fascia: 'hartley', sections });

const options = (catalogue: CatalogueReader = emptyCatalogue) => ({ renderers, loaderContext: loaderContext(catalogue) });

function blocksOf(result: PageResolution) {
  if (!result.ok) throw new Error(result.reason);
  return result.page.sections.flatMap((s) => s.blocks);
}

describe('resolvePage (validation, then the renderers’ loaders)', () => {
  it('runs block loaders and skips a block whose loader fails', async () => {
    const catalogue: CatalogueReader = {
      productsByKeys: async (keys) => keys.map((key) => testProduct(key)),
      searchProducts: async () => {
        throw new Error('search is down');
      },
    };
    const byKeys = fixtureEntry('grid-keys', 'productGrid', { internalName: 'k', source: 'productKeys', productKeys: ['AAA11111', 'BBB22222'] });
    const byQuery = fixtureEntry('grid-query', 'productGrid', { internalName: 'q', source: 'searchQuery', searchQuery: 'dress' });
    const result = await resolvePage(page([byKeys, byQuery]), options(catalogue));
    const [keysBlock, queryBlock] = blocksOf(result);
    expect(keysBlock).toMatchObject({ kind: 'block', id: 'grid-keys' });
    expect(((keysBlock as ResolvedBlock).data as { products: Array<{ key: string }> }).products.map((p) => p.key)).toEqual(['AAA11111', 'BBB22222']);
    expect(queryBlock).toMatchObject({ kind: 'skipped', id: 'grid-query', reason: 'Loader failed: search is down' });
  });

  it('abandons a loader that hangs past the timeout', async () => {
    const catalogue: CatalogueReader = { productsByKeys: () => new Promise(() => {}), searchProducts: async () => [] };
    const grid = fixtureEntry('grid-slow', 'productGrid', { internalName: 'k', source: 'productKeys', productKeys: ['AAA11111'] });
    const result = await resolvePage(page([grid]), { ...options(catalogue), loaderTimeoutMs: 20 });
    expect(blocksOf(result)[0]).toMatchObject({ kind: 'skipped', reason: expect.stringMatching(/timed out/) });
  });

  it('logs a failed loader’s block and lists it with the page’s warnings', async () => {
    const catalogue: CatalogueReader = { productsByKeys: async () => Promise.reject(new Error('catalogue is down')), searchProducts: async () => [] };
    const onSkip = vi.fn();
    const grid = fixtureEntry('grid-down', 'productGrid', { internalName: 'k', source: 'productKeys', productKeys: ['AAA11111'] });
    const result = await resolvePage(page([grid]), { ...options(catalogue), onSkip });
    if (!result.ok) throw new Error(result.reason);
    expect(result.page.warnings).toEqual([{ entryId: 'grid-down', contentType: 'productGrid', reason: 'Loader failed: catalogue is down' }]);
    expect(onSkip).toHaveBeenCalledWith({ entryId: 'grid-down', contentType: 'productGrid', reason: 'Loader failed: catalogue is down', pageId: 'page-1' });
  });
});
