import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { blockPlugins, registry } from '@storefront/plugins/registry';
import { testProduct } from '@storefront/plugins/testing/products';
import { testSite } from '@storefront/plugins/testing/render';
import { WorkbenchGrid } from '@storefront/preview/studio/WorkbenchGrid.tsx';
import { workbenchView } from '../../components/studio/workbench-view';
import { workbenchGroups } from './workbench';

const catalogue = {
  productsByKeys: async (keys: readonly string[]) => keys.map((key) => testProduct(key)),
  searchProducts: async (_query: string, { limit }: { limit: number }) => Array.from({ length: limit }, (_, index) => testProduct(`TST${String(index).padStart(5, '0')}`)),
};

describe('plugin workbench', () => {
  it('lists every plugin of blockPlugins, in order, with each of its fixtures', async () => {
    const groups = await workbenchGroups(registry, { site: testSite, catalogue, preview: true });
    expect(groups.map((group) => group.plugin.model.id)).toEqual(blockPlugins.map((plugin) => plugin.model.id));
    for (const [index, group] of groups.entries()) {
      expect(group.fixtures.map((item) => item.fixture.name)).toEqual(blockPlugins[index]!.fixtures.map((fixture) => fixture.name));
    }
  });

  it('renders valid fixtures as blocks and shows the rejection warning for invalid ones', async () => {
    const groups = await workbenchGroups(registry, { site: testSite, catalogue, preview: true });
    const html = renderToStaticMarkup(<WorkbenchGrid plugins={workbenchView(groups, registry, testSite)} />);
    const cards = html.split('data-testid="workbench-fixture"').slice(1);
    expect(cards).toHaveLength(blockPlugins.reduce((sum, plugin) => sum + plugin.fixtures.length, 0));
    for (const card of cards) {
      const valid = card.includes('data-fixture-valid="true"');
      if (valid) {
        expect(card).toContain('data-block-type=');
        expect(card).not.toContain('data-testid="block-warning"');
      } else {
        expect(card).toContain('data-testid="block-warning"');
        expect(card).toContain('Not shown on the storefront');
      }
    }
    for (const plugin of blockPlugins) expect(html).toContain(`data-content-type="${plugin.model.id}"`);
  });
});
