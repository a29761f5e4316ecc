import type { RichTextDocument, RichTextNode } from '@storefront/cms-models/rich-text';

/** Small builders for rich-text documents (fixtures and seeded content). */
export const rt = {
  doc: (...content: RichTextNode[]): RichTextDocument => ({ nodeType: 'document', data: {}, content }),
  text: (value: string, ...marks: Array<'bold' | 'italic' | 'underline'>): RichTextNode => ({
    nodeType: 'text',
    value,
    marks: marks.map((type) => ({ type })),
    data: {},
  }),
  p: (...content: Array<RichTextNode | string>): RichTextNode => ({
    nodeType: 'paragraph',
    data: {},
    content: content.map((item) => (typeof item === 'string' ? rt.text(item) : item)),
  }),
  h: (level: 1 | 2 | 3 | 4, value: string): RichTextNode => ({
    nodeType: `heading-${level}`,
    data: {},
    content: [rt.text(value)],
  }),
  link: (uri: string, value: string): RichTextNode => ({
    nodeType: 'hyperlink',
    data: { uri },
    content: [rt.text(value)],
  }),
  quote: (value: string): RichTextNode => ({
    nodeType: 'blockquote',
    data: {},
    content: [rt.p(value)],
  }),
  linkList: (links: Array<{ href: string; label: string }>): RichTextNode => ({
    nodeType: 'unordered-list',
    data: {},
    content: links.map((link) => ({ nodeType: 'list-item', data: {}, content: [rt.p(rt.link(link.href, link.label))] })),
  }),
  ul: (...items: string[]): RichTextNode => ({
    nodeType: 'unordered-list',
    data: {},
    content: items.map((item) => ({ nodeType: 'list-item', data: {}, content: [rt.p(item)] })),
  }),
};
