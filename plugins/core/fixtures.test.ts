import { describe, expect, it } from 'vitest';
import { blockManifests, pagePlugins } from '../blocks';
import { renderers } from '../renderers';
import { parseFixture, renderFixture } from '../testing/render';
import { testProduct } from '../testing/products';

const catalogue = {
  productsByKeys: async (keys: readonly string[]) => keys.map((key) => testProduct(key)),
  searchProducts: async (_query: string, { limit }: { limit: number }) =>
    Array.from({ length: limit }, (_, index) => testProduct(`TST${String(index).padStart(5, '0')}`)),
};

describe.each(blockManifests.map((manifest) => [manifest.model.id, manifest] as const))('%s plugin fixtures', (_id, plugin) => {
  const valid = plugin.fixtures.filter((fixture) => !fixture.invalid);
  const invalid = plugin.fixtures.filter((fixture) => fixture.invalid);

  it('has at least one valid and one invalid fixture', () => {
    expect(valid.length).toBeGreaterThan(0);
    expect(invalid.length).toBeGreaterThan(0);
  });

  it.each(valid.map((fixture) => [fixture.name, fixture] as const))('renders "%s"', async (_name, fixture) => {
    expect(fixture.entry.contentType).toBe(plugin.model.id);
    const { html } = await renderFixture(renderers.rendererFor(plugin.model.id)!, fixture.entry, { catalogue });
    expect(html.length).toBeGreaterThan(40);
    expect(html).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it.each(invalid.map((fixture) => [fixture.name, fixture] as const))('rejects "%s"', (_name, fixture) => {
    expect(parseFixture(plugin, fixture.entry).result.success).toBe(false);
  });
});

describe.each(pagePlugins.map((plugin) => [plugin.id, plugin] as const))('%s page plugin fixtures', (_id, plugin) => {
  const modelOf = (contentType: string) => plugin.models.find((model) => model.id === contentType);
  const fixtures = plugin.fixtures ?? [];

  it.each(fixtures.map((fixture) => [fixture.name, fixture] as const))('"%s" is an entry of one of its models, valid or rejected as declared', (_name, fixture) => {
    const model = modelOf(fixture.entry.contentType);
    expect(model).toBeDefined();
    expect(model!.schema.safeParse(fixture.entry.fields).success).toBe(!fixture.invalid);
  });
});
