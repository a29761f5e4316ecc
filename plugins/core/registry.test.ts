import { describe, expect, it } from 'vitest';
import { defineContentType, field, type AnyContentModel } from '@storefront/cms-models/define';
import { blockManifests, pagePlugins, registry } from '../blocks';
import { definePagePlugin } from './page-plugin';
import { createRegistry, RegistryError } from './registry';

describe('block registry', () => {
  it('is built from the one manifest array: every manifest is found by its content type', () => {
    for (const manifest of blockManifests) expect(registry.manifestFor(manifest.model.id)).toBe(manifest);
    expect(registry.blockTypes).toEqual(blockManifests.map((manifest) => manifest.model.id));
    expect(registry.manifests).toBe(blockManifests);
  });

  it('lists every model once, structural, block and nested', () => {
    const ids = registry.models.map((model) => model.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['page', 'section', 'visibilityConfig', 'heroBanner', 'heroBannerLink', 'heroBannerHotspot', 'text', 'image', 'spacing', 'productGrid', 'listingContent', 'badge']));
  });

  it('fails at start-up when two plugins claim one content type', () => {
    const [first] = blockManifests;
    expect(() => createRegistry([first, { ...first, label: 'Another hero' }])).toThrow(RegistryError);
    expect(() => createRegistry([first, { ...first, label: 'Another hero' }])).toThrow(/heroBanner/);
  });

  it('fails when a plugin reuses a structural content type id', () => {
    const [first] = blockManifests;
    const impostor = { ...first, model: { ...first.model, id: 'page' } };
    expect(() => createRegistry([impostor])).toThrow(/"page"/);
  });

  it('does not know unregistered types', () => {
    expect(registry.manifestFor('stats')).toBeUndefined();
  });
});

/** Another model object with the same content type id. */
const copyOf = <M extends AnyContentModel>(model: M): M => ({ ...model });

describe('page plugins in the registry', () => {
  const lookbookModel = defineContentType({
    id: 'lookbook',
    name: 'Lookbook',
    description: 'A test page type.',
    displayField: 'title',
    fields: { title: field.symbol({ name: 'Title', required: true }) },
  });
  const lookbook = definePagePlugin({ id: 'lookbook', label: 'Lookbook', description: 'Test.', models: [lookbookModel] });

  it('takes the page plugins from their one array: their models are content, not block types', () => {
    expect(registry.pagePlugins).toBe(pagePlugins);
    const ids = registry.models.map((model) => model.id);
    for (const plugin of pagePlugins) {
      for (const model of plugin.models) {
        expect(ids).toContain(model.id);
        expect(registry.blockTypes).not.toContain(model.id);
      }
    }
    expect(createRegistry(blockManifests, { pagePlugins: [lookbook] }).models.map((model) => model.id)).toContain('lookbook');
  });

  it('fails at start-up when a page plugin claims a block’s or another page plugin’s content type', () => {
    const [first] = blockManifests;
    const thief = definePagePlugin({ id: 'thief', label: 'Thief', description: 'Test.', models: [copyOf(first.model)] });
    expect(() => createRegistry([first], { pagePlugins: [thief] })).toThrow(/"heroBanner" is claimed by both plugin heroBanner and page plugin thief/);
    const twin = definePagePlugin({ id: 'twin', label: 'Twin', description: 'Test.', models: [copyOf(lookbookModel)] });
    expect(() => createRegistry([], { pagePlugins: [lookbook, twin] })).toThrow(RegistryError);
    expect(() => createRegistry([], { pagePlugins: [lookbook, { ...lookbook, models: [] }] })).toThrow(/Two page plugins are registered as "lookbook"/);
  });

  it('fails when a shared model reuses a page plugin’s content type', () => {
    expect(() => createRegistry([], { pagePlugins: [lookbook], sharedModels: [copyOf(lookbookModel)] })).toThrow(/"lookbook" is claimed by both page plugin lookbook and the shared models/);
  });
});
