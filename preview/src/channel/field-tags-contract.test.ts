// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { blockManifests } from '@storefront/plugins/blocks';
import { renderers } from '@storefront/plugins/renderers';
import { testProduct } from '@storefront/plugins/testing/products';
import { renderFixture } from '@storefront/plugins/testing/render';
import { patchTextFields, textFieldsOf } from './field-dom';

const catalogue = {
  productsByKeys: async (keys: readonly string[]) => keys.map((key) => testProduct(key)),
  searchProducts: async (_query: string, { limit }: { limit: number }) => Array.from({ length: limit }, (_, index) => testProduct(`TST${String(index).padStart(5, '0')}`)),
};

const fixtures = blockManifests.flatMap((manifest) => manifest.fixtures.filter((fixture) => !fixture.invalid).map((fixture) => [`${manifest.model.id}: ${fixture.name}`, manifest, fixture] as const));
const rendererOf = (contentType: string) => renderers.rendererFor(contentType)!;

/**
 * The contract the live preview relies on: a block tags an element with a text field only where
 * the element shows that field's text as it is, so patching it while the editor types shows what
 * the server render will show.
 */
describe.each(fixtures)('field tags of %s', (_name, plugin, fixture) => {
  it('are on its editable elements in preview, each showing its field as it is', async () => {
    const { html } = await renderFixture(rendererOf(plugin.model.id), fixture.entry, { catalogue, context: { preview: true } });
    const root = document.createElement('div');
    root.innerHTML = html;
    const tagged = [...root.querySelectorAll('[data-contentful-entry-id]')];
    const texts = textFieldsOf(fixture.entry);
    const hasText = [...texts.keys()].some((key) => !key.endsWith('\u0000internalName'));
    if (plugin.model.id !== 'spacing') expect(tagged.length).toBeGreaterThan(0);
    for (const element of tagged) {
      expect(element.getAttribute('data-contentful-field-id')).toMatch(/^[a-zA-Z]+$/);
      expect(element.getAttribute('data-contentful-locale')).toBe('en-GB');
      const value = texts.get(`${element.getAttribute('data-contentful-entry-id')}\u0000${element.getAttribute('data-contentful-field-id')}`);
      if (value !== undefined && element.children.length === 0) expect(element.textContent).toBe(value);
    }
    // Nothing to patch on a fresh render: the DOM already shows the tree.
    if (hasText) expect(patchTextFields(root, fixture.entry)).toBe(0);
  });

  it('are absent from the storefront’s HTML', async () => {
    const { html } = await renderFixture(rendererOf(plugin.model.id), fixture.entry, { catalogue });
    expect(html).not.toContain('data-contentful-');
  });
});

describe('tagged hero', () => {
  it('names the hero, its heading and its link labels, so a click opens the right field', async () => {
    const hero = blockManifests.find((manifest) => manifest.model.id === 'heroBanner')!;
    const { html } = await renderFixture(rendererOf(hero.model.id), hero.fixtures[0]!.entry, { context: { preview: true } });
    const root = document.createElement('div');
    root.innerHTML = html;
    const fields = [...root.querySelectorAll('[data-contentful-entry-id]')].map((element) => `${element.getAttribute('data-contentful-entry-id')}.${element.getAttribute('data-contentful-field-id')}`);
    expect(fields).toEqual(expect.arrayContaining(['fx-hero-occasion.heading', 'fx-hero-occasion.eyebrow', 'fx-hero-occasion.body', 'fx-hero-occasion.image', 'fx-link-dresses.label', 'fx-link-heels.label']));
  });
});
