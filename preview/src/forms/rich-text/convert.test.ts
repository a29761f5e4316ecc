import { validateRichTextDocument, type Document } from '@contentful/rich-text-types';
import { getSchema } from '@tiptap/core';
import { Node } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { richTextDocumentSchema, type RichTextDocument, type RichTextNode } from '@storefront/cms-models/rich-text';
import { fromEditorDocument, isEmptyDocument, toEditorDocument } from './convert';
import { richTextExtensions } from './extensions';

const schema = getSchema(richTextExtensions());

/** Through the editor's schema and back, as the editor does it. */
function roundTrip(document: RichTextDocument): RichTextDocument {
  const node = Node.fromJSON(schema, toEditorDocument(document));
  node.check();
  return fromEditorDocument(node.toJSON());
}

const t = (value: string, ...marks: string[]): RichTextNode => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} });
const n = (nodeType: string, content: RichTextNode[], data: Record<string, unknown> = {}): RichTextNode => ({ nodeType, data, content });
const p = (...content: RichTextNode[]) => n('paragraph', content);
const doc = (...content: RichTextNode[]): RichTextDocument => ({ nodeType: 'document', data: {}, content });
const rawLink = (linkType: 'Entry' | 'Asset', id: string) => ({ sys: { type: 'Link', linkType, id } });

/** A document as Contentful's own editor writes it: every kind of node the editor edits. */
const everything = doc(
  n('heading-1', [t('Linen season')]),
  n('heading-2', [t('Made to '), t('last', 'italic')]),
  n('heading-6', [t('Small print')]),
  p(t('Bold', 'bold'), t(' and '), t('underlined', 'underline'), t(', '), t('code', 'code'), t(', '), t('gone', 'strikethrough'), t(' x'), t('2', 'superscript'), t(' H'), t('2', 'subscript'), t('O')),
  p(t('Read the '), n('hyperlink', [t('care guide', 'bold')], { uri: '/pages/care' }), t(' or '), n('hyperlink', [t('write to us')], { uri: 'mailto:help@example.com' }), t('.')),
  p(t('Line one\nLine two')),
  n('unordered-list', [n('list-item', [p(t('Soft'))]), n('list-item', [p(t('Breathable')), n('ordered-list', [n('list-item', [p(t('Nested'))])])])]),
  n('ordered-list', [n('list-item', [p(t('First'))])]),
  n('blockquote', [p(t('The best shirt I own.')), p(t('— a customer'))]),
  n('hr', []),
  n('embedded-asset-block', [], { target: rawLink('Asset', 'img1') }),
  n('embedded-entry-block', [], { target: rawLink('Entry', 'promo') }),
  p(t('See '), n('entry-hyperlink', [t('the sale')], { target: rawLink('Entry', 'sale') }), t(', '), n('asset-hyperlink', [t('the size chart')], { target: rawLink('Asset', 'chart') }), t(' and '), n('embedded-entry-inline', [], { target: rawLink('Entry', 'chip') }), t('')),
  n('table', [n('table-row', [n('table-cell', [p(t('S'))]), n('table-cell', [p(t('8'))])])]),
  p(t('')),
);

describe('rich text conversion', () => {
  it('is a valid Contentful document to begin with', () => {
    expect(validateRichTextDocument(everything as unknown as Document)).toEqual([]);
  });

  it('round-trips a Contentful document with every node and mark through the editor unchanged', () => {
    const result = roundTrip(everything);
    expect(result).toEqual(everything);
    expect(richTextDocumentSchema.safeParse(result).success).toBe(true);
    expect(validateRichTextDocument(result as unknown as Document)).toEqual([]);
  });

  it('keeps link targets as they are given (the app’s nested nodes included)', () => {
    const asset = { kind: 'asset', id: 'img', title: 'Linen', url: '/a.jpg', contentType: 'image/jpeg', description: '', fileName: 'a.jpg' };
    const withNodes = doc(n('embedded-asset-block', [], { target: asset }), p(t(''), n('embedded-entry-inline', [], { target: { kind: 'unresolved', id: 'x', linkType: 'Entry' } }), t('')));
    expect(roundTrip(withNodes)).toEqual(withNodes);
  });

  it('gives the editor what it needs from loose documents and writes them back the way Contentful does', () => {
    const loose = doc(
      p(n('hyperlink', [t('Shop')], { uri: '/sale' })),
      n('list-item-less', [t('unknown inline content')]),
      n('unordered-list', [n('list-item', [n('heading-3', [t('Heading first')])])]),
      p(n('mystery-inline', [t('kept text')])),
      n('paragraph', []),
      n('heading-3', []),
    );
    const result = roundTrip(loose);
    expect(result.content[0]).toEqual(p(t(''), n('hyperlink', [t('Shop')], { uri: '/sale' }), t('')));
    expect(result.content[1]).toEqual(loose.content[1]);
    expect(result.content[2]).toEqual(n('unordered-list', [n('list-item', [p(t('')), n('heading-3', [t('Heading first')])])]));
    expect(result.content[3]).toEqual(p(t('kept text')));
    expect(result.content[4]).toEqual(p(t('')));
    expect(result.content[5]).toEqual(n('heading-3', [t('')]));
  });

  it('starts an empty or missing document with one empty paragraph', () => {
    expect(toEditorDocument(undefined)).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(fromEditorDocument(toEditorDocument(doc()))).toEqual(doc(p(t(''))));
    expect(fromEditorDocument({ type: 'doc' })).toEqual(doc());
  });

  it('tells an empty document from one with text or something embedded', () => {
    expect(isEmptyDocument(doc(p(t('  ')), n('unordered-list', [n('list-item', [p(t(''))])])))).toBe(true);
    expect(isEmptyDocument(doc(p(n('hyperlink', [t('')], { uri: '/x' }))))).toBe(true);
    expect(isEmptyDocument(doc(p(t('Hi'))))).toBe(false);
    expect(isEmptyDocument(doc(n('hr', [])))).toBe(false);
    expect(isEmptyDocument(doc(n('embedded-asset-block', [], { target: rawLink('Asset', 'a') })))).toBe(false);
  });
});
