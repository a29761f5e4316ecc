import { describe, expect, it } from 'vitest';
import { blockPlugins, registry } from '../registry';
import { createRegistry, RegistryError } from './registry';

describe('block registry', () => {
  it('is built from the one plugin array: every plugin is found by its content type', () => {
    for (const plugin of blockPlugins) expect(registry.pluginFor(plugin.model.id)).toBe(plugin);
    expect(registry.blockTypes).toEqual(blockPlugins.map((plugin) => plugin.model.id));
  });

  it('lists every model once, structural, block and nested', () => {
    const ids = registry.models.map((model) => model.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['page', 'section', 'visibilityConfig', 'heroBanner', 'heroBannerLink', 'heroBannerHotspot', 'text', 'image', 'spacing', 'productGrid', 'listingContent', 'badge']));
  });

  it('fails at start-up when two plugins claim one content type', () => {
    const [first] = blockPlugins;
    expect(() => createRegistry([first, { ...first, label: 'Another hero' }])).toThrow(RegistryError);
    expect(() => createRegistry([first, { ...first, label: 'Another hero' }])).toThrow(/heroBanner/);
  });

  it('fails when a plugin reuses a structural content type id', () => {
    const [first] = blockPlugins;
    const impostor = { ...first, model: { ...first.model, id: 'page' } };
    expect(() => createRegistry([impostor])).toThrow(/"page"/);
  });

  it('does not know unregistered types', () => {
    expect(registry.pluginFor('stats')).toBeUndefined();
  });
});
