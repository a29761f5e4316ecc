import { describe, expect, it } from 'vitest';
import { toPlainSdkEntry } from './plain-sdk-entry';

describe('plain SDK entries for Contentful’s live preview', () => {
  it('turns a loop the SDK built back into a link, keeping everything else', () => {
    const page: Record<string, unknown> = { sys: { id: 'page', type: 'Entry', contentType: { sys: { id: 'page' } } }, fields: { title: 'Home' } };
    const section = { sys: { id: 'section', type: 'Entry' }, fields: { parent: page, image: { sys: { id: 'img', type: 'Asset' }, fields: { title: 'Hero' } } } };
    page.fields = { title: 'Home', sections: [section], toJSON: () => 'sdk helper' };
    const plain = toPlainSdkEntry(page) as { fields: { sections: Array<{ fields: { parent: unknown; image: unknown } }> } };
    expect(() => JSON.stringify(plain)).not.toThrow();
    expect(plain.fields.sections[0]!.fields.parent).toEqual({ sys: { type: 'Link', linkType: 'Entry', id: 'page' } });
    expect(plain.fields.sections[0]!.fields.image).toEqual({ sys: { id: 'img', type: 'Asset' }, fields: { title: 'Hero' } });
    expect(plain.fields).not.toHaveProperty('toJSON');
  });

  it('cuts an over-deep chain into links', () => {
    let chain: Record<string, unknown> = { sys: { id: 'leaf', type: 'Entry' }, fields: {} };
    for (let depth = 0; depth < 20; depth += 1) chain = { sys: { id: `e${depth}`, type: 'Entry' }, fields: { next: chain } };
    const text = JSON.stringify(toPlainSdkEntry(chain));
    expect(text).toContain('"type":"Link"');
    expect(text).not.toContain('"leaf"');
  });
});
