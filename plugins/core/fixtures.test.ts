import { describe, expect, it } from 'vitest';
import { blockPlugins } from '../registry';
import { parseFixture, renderFixture } from '../testing/render';
import { testProduct } from '../testing/products';

const catalogue = {
  productsByKeys: async (keys: readonly string[]) => keys.map((key) => testProduct(key)),
  searchProducts: async (_query: string, { limit }: { limit: number }) =>
    Array.from({ length: limit }, (_, index) => testProduct(`TST${String(index).padStart(5, '0')}`)),
};

describe.each(blockPlugins.map((plugin) => [plugin.model.id, plugin] as const))('%s plugin fixtures', (_id, plugin) => {
  const valid = plugin.fixtures.filter((fixture) => !fixture.invalid);
  const invalid = plugin.fixtures.filter((fixture) => fixture.invalid);

  it('has at least one valid and one invalid fixture', () => {
    expect(valid.length).toBeGreaterThan(0);
    expect(invalid.length).toBeGreaterThan(0);
  });

  it.each(valid.map((fixture) => [fixture.name, fixture] as const))('renders "%s"', async (_name, fixture) => {
    expect(fixture.entry.contentType).toBe(plugin.model.id);
    const { html } = await renderFixture(plugin, fixture.entry, { catalogue });
    expect(html.length).toBeGreaterThan(40);
    expect(html).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it.each(invalid.map((fixture) => [fixture.name, fixture] as const))('rejects "%s"', (_name, fixture) => {
    expect(parseFixture(plugin, fixture.entry).result.success).toBe(false);
  });
});
