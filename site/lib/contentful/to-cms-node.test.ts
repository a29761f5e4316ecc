import { describe, expect, it } from 'vitest';
import { toCmsNode } from './to-cms-node';

const sys = (id: string, type: string, contentType?: string) => ({
  id,
  type,
  ...(contentType ? { contentType: { sys: { id: contentType, type: 'Link', linkType: 'ContentType' } } } : {}),
  updatedAt: '2026-11-01T00:00:00Z',
});

describe('toCmsNode (SDK entries to the app’s CMS nodes)', () => {
  it('turns resolved entries and assets into nested nodes', () => {
    const image = {
      sys: sys('img', 'Asset'),
      fields: { title: 'Dress', description: 'A red dress', file: { url: '//images.ctfassets.net/x/dress.jpg', fileName: 'dress.jpg', contentType: 'image/jpeg', details: { size: 10, image: { width: 800, height: 1200 } } } },
    };
    const link = { sys: sys('l1', 'Entry', 'heroBannerLink'), fields: { label: 'Shop' } };
    const hero = { sys: sys('h1', 'Entry', 'heroBanner'), fields: { heading: 'Hi', image, links: [link] } };
    expect(toCmsNode(hero)).toEqual({
      kind: 'entry',
      id: 'h1',
      contentType: 'heroBanner',
      updatedAt: '2026-11-01T00:00:00Z',
      fields: {
        heading: 'Hi',
        image: { kind: 'asset', id: 'img', title: 'Dress', description: 'A red dress', url: 'https://images.ctfassets.net/x/dress.jpg', fileName: 'dress.jpg', contentType: 'image/jpeg', width: 800, height: 1200, size: 10 },
        links: [{ kind: 'entry', id: 'l1', contentType: 'heroBannerLink', fields: { label: 'Shop' }, updatedAt: '2026-11-01T00:00:00Z' }],
      },
    });
  });

  it('gives Contentful’s protocol-relative CDN file URLs their https scheme, and leaves any other //host for the URL rule to refuse', () => {
    const asset = (url: string) => toCmsNode({ sys: sys('a', 'Asset'), fields: { file: { url, contentType: 'image/png' } } });
    expect(asset('//images.eu.ctfassets.net/s/a.png')).toMatchObject({ url: 'https://images.eu.ctfassets.net/s/a.png' });
    expect(asset('//assets.ctfassets.net/s/a.pdf')).toMatchObject({ url: 'https://assets.ctfassets.net/s/a.pdf' });
    expect(asset('//evil.example/ctfassets.net/a.png')).toMatchObject({ url: '//evil.example/ctfassets.net/a.png' });
    expect(asset('//ctfassets.net.evil.example/a.png')).toMatchObject({ url: '//ctfassets.net.evil.example/a.png' });
  });

  it('keeps links the SDK could not resolve as unresolved nodes', () => {
    const page = { sys: sys('p', 'Entry', 'page'), fields: { sections: [{ sys: { type: 'Link', linkType: 'Entry', id: 'gone' } }], hero: { sys: { type: 'Link', linkType: 'Asset', id: 'pic' } } } };
    const node = toCmsNode(page);
    expect(node.kind === 'entry' && node.fields.sections).toEqual([{ kind: 'unresolved', id: 'gone', linkType: 'Entry' }]);
    expect(node.kind === 'entry' && node.fields.hero).toEqual({ kind: 'unresolved', id: 'pic', linkType: 'Asset' });
  });

  it('breaks reference cycles instead of recursing forever', () => {
    const a: { sys: object; fields: Record<string, unknown> } = { sys: sys('a', 'Entry', 'section'), fields: {} };
    const b = { sys: sys('b', 'Entry', 'section'), fields: { back: a } };
    a.fields.next = b;
    const node = toCmsNode(a);
    const next = node.kind === 'entry' ? (node.fields.next as { fields: { back: unknown } }) : undefined;
    expect(next?.fields.back).toEqual({ kind: 'unresolved', id: 'a', linkType: 'Entry' });
  });

  it('converts entries embedded in rich text and leaves the rest of the document as it is', () => {
    const target = { sys: sys('t', 'Entry', 'page'), fields: { slug: 'sale' } };
    const doc = { nodeType: 'document', data: {}, content: [{ nodeType: 'embedded-entry-block', data: { target }, content: [] }, { nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'x', marks: [], data: {} }] }] };
    const node = toCmsNode({ sys: sys('txt', 'Entry', 'text'), fields: { body: doc } });
    const body = node.kind === 'entry' ? (node.fields.body as { content: Array<{ data: { target?: unknown } }> }) : undefined;
    expect(body?.content[0]?.data.target).toMatchObject({ kind: 'entry', id: 't', contentType: 'page', fields: { slug: 'sale' } });
    expect(body?.content[1]).toEqual(doc.content[1]);
  });

  it('keeps JSON object fields as plain data', () => {
    const node = toCmsNode({ sys: sys('s', 'Entry', 'heroBannerHotspot'), fields: { desktopCoords: { percentage_startX: 1 } } });
    expect(node.kind === 'entry' && node.fields.desktopCoords).toEqual({ percentage_startX: 1 });
  });
});
