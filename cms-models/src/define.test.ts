import { describe, expect, it } from 'vitest';
import { ANY_BLOCK, defineContentType, field, toContentfulContentType, toContentfulEditorInterface } from './define';
import { isSafeUrl } from './safe-url';
import type { CmsEntry } from './nodes';
import { collectWarnings } from './validation-warnings';

const child = defineContentType({
  id: 'child',
  name: 'Child',
  description: 'A nested entry',
  displayField: 'label',
  fields: { label: field.symbol({ name: 'Label', required: true }) },
});

const parent = defineContentType({
  id: 'parent',
  name: 'Parent',
  description: 'Every kind of field',
  displayField: 'title',
  fields: {
    title: field.symbol({ name: 'Title', required: true, maxLength: 20 }),
    body: field.text({ name: 'Body' }),
    tone: field.choice({ name: 'Tone', choices: ['light', 'dark'] as const }),
    colour: field.colour({ name: 'Colour' }),
    href: field.url({ name: 'Link' }),
    count: field.integer({ name: 'Count', min: 1, max: 5 }),
    on: field.boolean({ name: 'On' }),
    defaultOn: field.boolean({ name: 'Default on', defaultValue: true }),
    when: field.date({ name: 'When' }),
    tags: field.symbols({ name: 'Tags', maxItems: 2 }),
    image: field.image({ name: 'Image' }),
    one: field.entry({ name: 'One', to: () => [child] }),
    many: field.entries({ name: 'Many', to: () => [child], maxItems: 3 }),
    blocks: field.blocks({ name: 'Blocks' }),
  },
  check: (fields) => (fields.tone === 'dark' && !fields.colour ? [{ field: 'colour', message: 'Dark needs a colour' }] : []),
});

const entry = (id: string, contentType: string, fields: Record<string, unknown>): CmsEntry => ({ kind: 'entry', id, contentType, fields });
const parse = (fields: Record<string, unknown>) => collectWarnings(() => parent.schema.safeParse({ title: 'Hello', ...fields }));

describe('content model fields', () => {
  it('accepts a minimal entry, defaulting booleans and reference lists', () => {
    const { result } = parse({});
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({ title: 'Hello', on: false, defaultOn: true, many: [], blocks: [] });
    expect(result.data.one).toBeUndefined();
  });

  it('treats null like an absent value, as the Delivery API may send either', () => {
    const { result } = parse({ body: null, count: null, one: null });
    expect(result.success).toBe(true);
  });

  it('enforces required text, length, choices, colours, ranges and dates', () => {
    expect(parse({ title: '   ' }).result.success).toBe(false);
    expect(parse({ title: 'x'.repeat(21) }).result.success).toBe(false);
    expect(parse({ tone: 'neon' }).result.success).toBe(false);
    expect(parse({ colour: 'red' }).result.success).toBe(false);
    expect(parse({ colour: '#A1b2C3' }).result.success).toBe(true);
    expect(parse({ count: 6 }).result.success).toBe(false);
    expect(parse({ count: 2.5 }).result.success).toBe(false);
    expect(parse({ when: 'yesterday' }).result.success).toBe(false);
    expect(parse({ when: '2026-11-21T10:00:00Z' }).result.success).toBe(true);
    expect(parse({ tags: ['a', 'b', 'c'] }).result.success).toBe(false);
  });

  it('accepts site paths and web links but never script or data URLs', () => {
    for (const good of ['/pages/sale', 'https://example.com/a?b=1', 'mailto:help@example.com', 'tel:+44 20 7946 0000', '#top']) expect(isSafeUrl(good)).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', 'vbscript:x', ' /spaced']) expect(isSafeUrl(bad)).toBe(false);
    expect(parse({ href: 'javascript:alert(1)' }).result.success).toBe(false);
  });

  it('runs cross-field checks', () => {
    const { result } = parse({ tone: 'dark' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues[0]).toMatchObject({ path: ['colour'], message: 'Dark needs a colour' });
  });

  it('gives images as the app’s own type and drops an optional non-image with a warning', () => {
    const asset = { kind: 'asset', id: 'a1', title: 'Dress', description: 'A red dress', url: '/x.jpg', fileName: 'x.jpg', contentType: 'image/jpeg', width: 10, height: 20 };
    const good = parse({ image: asset });
    expect(good.result.success && good.result.data.image).toEqual({ id: 'a1', url: '/x.jpg', alt: 'A red dress', width: 10, height: 20, contentType: 'image/jpeg' });
    const pdf = parse({ image: { ...asset, contentType: 'application/pdf' } });
    expect(pdf.result.success && pdf.result.data.image).toBeUndefined();
    expect(pdf.warnings).toEqual([expect.objectContaining({ entryId: 'a1', reason: expect.stringMatching(/not an image/) })]);
  });

  it('validates referenced entries against their model, dropping bad list items with warnings', () => {
    const { result, warnings } = parse({
      many: [entry('c1', 'child', { label: 'One' }), entry('c2', 'child', {}), entry('c3', 'stranger', { label: 'x' }), { kind: 'unresolved', id: 'c4', linkType: 'Entry' }, entry('c5', 'child', { label: 'Five' })],
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.many).toEqual([
      { id: 'c1', contentType: 'child', fields: { label: 'One' } },
      { id: 'c5', contentType: 'child', fields: { label: 'Five' } },
    ]);
    expect(warnings.map((w) => w.entryId)).toEqual(['c2', 'c3', 'c4']);
  });

  it('caps reference lists at their maximum', () => {
    const { result } = parse({ many: [1, 2, 3, 4].map((n) => entry(`c${n}`, 'child', { label: String(n) })) });
    expect(result.success && result.data.many.length).toBe(3);
  });

  it('passes block lists through for the resolver, dropping unresolved links', () => {
    const { result, warnings } = parse({ blocks: [entry('b1', 'anything', {}), { kind: 'unresolved', id: 'b2', linkType: 'Entry' }] });
    expect(result.success && result.data.blocks.map((b) => b.id)).toEqual(['b1']);
    expect(warnings.map((w) => w.entryId)).toEqual(['b2']);
  });

  it('rejects malformed rich text', async () => {
    const withRichText = defineContentType({
      id: 'rich',
      name: 'Rich',
      description: '',
      displayField: 'name',
      fields: { name: field.symbol({ name: 'Name', required: true }), body: field.richText({ name: 'Body', required: true }) },
    });
    const ok = { nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'hi', marks: [], data: {} }] }] };
    expect(withRichText.schema.safeParse({ name: 'x', body: ok }).success).toBe(true);
    expect(withRichText.schema.safeParse({ name: 'x', body: '<p>html</p>' }).success).toBe(false);
    expect(withRichText.schema.safeParse({ name: 'x', body: { nodeType: 'document', content: [{ nodeType: 'text', value: 3 }] } }).success).toBe(false);
  });
});

describe('Contentful JSON of a model', () => {
  const json = toContentfulContentType(parent, ['heroBanner', 'text']);
  const byId = Object.fromEntries(json.fields.map((f) => [f.id, f]));

  it('writes ids, names, display field and types', () => {
    expect(json.sys).toEqual({ id: 'parent', type: 'ContentType' });
    expect(json.displayField).toBe('title');
    expect(byId.title).toMatchObject({ type: 'Symbol', required: true, validations: [{ size: { min: null, max: 20 } }] });
    expect(byId.body?.type).toBe('Text');
    expect(byId.count).toMatchObject({ type: 'Integer', validations: [{ range: { min: 1, max: 5 } }] });
    expect(byId.on?.type).toBe('Boolean');
    expect(byId.when?.type).toBe('Date');
  });

  it('writes choices, patterns, link types and linkContentType validations', () => {
    expect(byId.tone?.validations).toEqual([{ in: ['light', 'dark'] }]);
    expect(byId.colour?.validations[0]).toMatchObject({ regexp: { pattern: expect.any(String) } });
    expect(byId.image).toMatchObject({ type: 'Link', linkType: 'Asset', validations: [{ linkMimetypeGroup: ['image'] }] });
    expect(byId.one).toMatchObject({ type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['child'] }] });
    expect(byId.many).toMatchObject({ type: 'Array', items: { type: 'Link', linkType: 'Entry', validations: [{ linkContentType: ['child'] }] } });
    expect(byId.blocks?.items?.validations).toEqual([{ linkContentType: ['heroBanner', 'text'] }]);
    expect(byId.tags?.items).toEqual({ type: 'Symbol', validations: [] });
  });

  it('writes an editor interface with a widget per field', () => {
    const editor = toContentfulEditorInterface(parent);
    expect(editor.sys.contentType.sys.id).toBe('parent');
    expect(editor.controls.find((c) => c.fieldId === 'tone')?.widgetId).toBe('dropdown');
    expect(editor.controls.find((c) => c.fieldId === 'body')?.widgetId).toBe('multipleLine');
  });

  it('refuses a display field that is not text, and a bad id', () => {
    expect(() => defineContentType({ id: 'bad', name: 'x', description: '', displayField: 'n', fields: { n: field.integer({ name: 'N' }) } })).toThrow(/displayField/);
    expect(() => defineContentType({ id: '9lives', name: 'x', description: '', displayField: 'n', fields: { n: field.symbol({ name: 'N' }) } })).toThrow(/Invalid content type id/);
    expect(ANY_BLOCK).toBe('any-block');
  });
});
