import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { blockManifests } from '@storefront/plugins/blocks';
import { renderers } from '@storefront/plugins/renderers';
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
  it('lists every block of blockManifests, in order, with each of its fixtures', async () => {
    const groups = await workbenchGroups(renderers, { site: testSite, catalogue, preview: true });
    expect(groups.map((group) => group.manifest.model.id)).toEqual(blockManifests.map((manifest) => manifest.model.id));
    for (const [index, group] of groups.entries()) {
      expect(group.fixtures.map((item) => item.fixture.name)).toEqual(blockManifests[index]!.fixtures.map((fixture) => fixture.name));
    }
  });

  it('renders valid fixtures as blocks and shows the rejection warning for invalid ones', async () => {
    const groups = await workbenchGroups(renderers, { site: testSite, catalogue, preview: true });
    const html = renderToStaticMarkup(<WorkbenchGrid plugins={workbenchView(groups, renderers, testSite)} />);
    const cards = html.split('data-testid="workbench-fixture"').slice(1);
    expect(cards).toHaveLength(blockManifests.reduce((sum, manifest) => sum + manifest.fixtures.length, 0));
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
    for (const manifest of blockManifests) expect(html).toContain(`data-content-type="${manifest.model.id}"`);
  });
});
