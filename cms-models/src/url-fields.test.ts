import { describe, expect, it } from 'vitest';
import { defineContentType, field } from './define';
import type { CmsAsset } from './nodes';
import type { RichTextDocument } from './rich-text';
import { SAFE_FILES, SAFE_LINKS, UNSAFE_URLS } from './testing/xss-payloads';
import { collectWarnings } from './validation-warnings';

const model = defineContentType({
  id: 'urlFields',
  name: 'URL fields',
  description: 'Every kind of field that holds a URL.',
  displayField: 'name',
  fields: {
    name: field.symbol({ name: 'Name' }),
    href: field.url({ name: 'Link' }),
    image: field.image({ name: 'Image' }),
    hero: field.image({ name: 'Hero', required: true }),
    body: field.richText({ name: 'Body' }),
  },
});

const asset = (url: string): CmsAsset => ({ kind: 'asset', id: 'a1', title: 'A', description: '', url, fileName: 'a.jpg', contentType: 'image/jpeg' });
const HERO = asset('/_img/campaigns/tailoring/41');
const parse = (fields: Record<string, unknown>) => collectWarnings(() => model.schema.safeParse({ hero: HERO, ...fields }));

function linkDocument(uri: string): RichTextDocument {
  return { nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'hyperlink', data: { uri }, content: [{ nodeType: 'text', value: 'words', marks: [], data: {} }] }] }] };
}

describe('URL fields at the zod boundary', () => {
  it.each(UNSAFE_URLS.filter(([value]) => value.length <= 256))('a link field refuses %j (%s)', (value) => {
    expect(parse({ href: value }).result.success).toBe(false);
  });

  it('a link field takes the links the rule allows', () => {
    for (const href of SAFE_LINKS) expect(parse({ href }).result.success, href).toBe(true);
  });

  it.each(UNSAFE_URLS)('an asset whose file is %j (%s) is refused when required and dropped with a warning when optional', (value) => {
    expect(parse({ hero: asset(value) }).result.success).toBe(false);
    const optional = parse({ image: asset(value) });
    expect(optional.result.success && optional.result.data.image).toBeUndefined();
    expect(optional.warnings).toHaveLength(1);
  });

  it('an asset file the rule allows is kept', () => {
    for (const url of SAFE_FILES) expect(parse({ image: asset(url) }).result).toMatchObject({ success: true, data: { image: { url } } });
  });

  it.each(UNSAFE_URLS)('a rich-text link to %j (%s) keeps its words and loses its target, with a warning', (value) => {
    const { result, warnings } = parse({ body: linkDocument(value) });
    expect(result.success).toBe(true);
    expect(result.data?.body?.content[0]).toEqual({ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'words', marks: [], data: {} }] });
    expect(warnings).toEqual([expect.objectContaining({ contentType: 'RichText', reason: expect.stringMatching(/^Link .* removed: /) })]);
  });

  it('rich text keeps safe links, and drops unsafe embedded files and their links', () => {
    const safe = parse({ body: linkDocument('/pages/sale') });
    expect(safe.result.data?.body).toEqual(linkDocument('/pages/sale'));
    expect(safe.warnings).toEqual([]);
    const file = asset('javascript:alert(1)');
    const body: RichTextDocument = {
      nodeType: 'document',
      data: {},
      content: [
        { nodeType: 'embedded-asset-block', data: { target: file }, content: [] },
        { nodeType: 'paragraph', data: {}, content: [{ nodeType: 'asset-hyperlink', data: { target: file }, content: [{ nodeType: 'text', value: 'the file', marks: [], data: {} }] }] },
      ],
    };
    const { result, warnings } = parse({ body });
    expect(result.data?.body?.content).toEqual([{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'the file', marks: [], data: {} }] }]);
    expect(warnings).toHaveLength(2);
  });
});
