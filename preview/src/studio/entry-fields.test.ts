import { describe, expect, it } from 'vitest';
import { describeFields, richTextToPlain } from './entry-fields';
import type { StudioEntry, StudioEntryTree } from './types';

const base = { version: 3, status: 'published' as const, createdAt: '', updatedAt: '', publishedAt: null, publishedVersion: 2 };

describe('read-only entry fields', () => {
  it('shows each kind of value as text, links or data, in the model’s order', () => {
    const hero: StudioEntry = {
      ...base,
      id: 'hero',
      contentType: 'heroBanner',
      fields: {
        heading: 'Party season',
        darkenImage: true,
        stackedLinksPerRow: 2,
        image: { sys: { type: 'Link', linkType: 'Asset', id: 'img' } },
        links: [{ sys: { type: 'Link', linkType: 'Entry', id: 'l1' } }, { sys: { type: 'Link', linkType: 'Entry', id: 'gone' } }],
        coords: { x: 1 },
        tags: ['a', 'b'],
      },
    };
    const tree: StudioEntryTree = {
      rootId: 'hero',
      locale: 'en-GB',
      entries: { hero, l1: { ...base, id: 'l1', contentType: 'heroBannerLink', fields: { label: 'Shop women' } } },
      assets: { img: { id: 'img', version: 1, status: 'published', title: 'Party dresses', description: '', url: '/_img/x', fileName: 'x.jpg', contentType: 'image/jpeg' } },
    };
    const rows = describeFields(
      hero,
      [
        { id: 'heading', name: 'Heading' },
        { id: 'eyebrow', name: 'Eyebrow' },
        { id: 'darkenImage', name: 'Darken image' },
        { id: 'stackedLinksPerRow', name: 'Links per row' },
        { id: 'image', name: 'Image' },
        { id: 'links', name: 'Links' },
        { id: 'coords', name: 'Coordinates' },
        { id: 'tags', name: 'Tags' },
      ],
      tree,
    );
    expect(rows.map((row) => [row.name, row.display])).toEqual([
      ['Heading', { kind: 'text', text: 'Party season' }],
      ['Eyebrow', { kind: 'empty' }],
      ['Darken image', { kind: 'text', text: 'Yes' }],
      ['Links per row', { kind: 'text', text: '2' }],
      ['Image', { kind: 'links', links: [{ id: 'img', label: 'Party dresses', href: '/_img/x', missing: false }] }],
      [
        'Links',
        {
          kind: 'links',
          links: [
            { id: 'l1', label: 'Shop women', href: '/studio/entries/l1', missing: false },
            { id: 'gone', label: 'gone', href: undefined, missing: true },
          ],
        },
      ],
      ['Coordinates', { kind: 'data', text: '{\n  "x": 1\n}' }],
      ['Tags', { kind: 'text', text: 'a, b' }],
    ]);
    // Without a model, the entry's own fields are shown under their ids.
    expect(describeFields(hero, undefined, tree).map((row) => row.name)).toEqual(Object.keys(hero.fields));
  });

  it('turns rich text into its words, never its markup', () => {
    const doc = {
      nodeType: 'document',
      content: [
        { nodeType: 'heading-1', content: [{ nodeType: 'text', value: 'Delivery' }] },
        { nodeType: 'paragraph', content: [{ nodeType: 'text', value: 'Free over ' }, { nodeType: 'text', value: '<b>£50</b>' }] },
      ],
    };
    expect(richTextToPlain(doc)).toBe('Delivery\nFree over <b>£50</b>');
    expect(describeFields({ ...base, id: 't', contentType: 'text', fields: { body: doc } }, [{ id: 'body', name: 'Body' }], undefined)[0]?.display).toEqual({
      kind: 'text',
      text: 'Delivery\nFree over <b>£50</b>',
    });
  });
});
