import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import type { JSONContent } from '@tiptap/core';
import type { RichTextDocument, RichTextNode } from '@storefront/cms-models/rich-text';

/**
 * Contentful rich text ⇄ the editor's (ProseMirror) JSON. Every Contentful node the editor can
 * edit has a counterpart; blocks it cannot edit (tables, resources) travel through as opaque
 * blocks and come back unchanged. Link targets (`data.target`) are kept as they are given.
 */

type Mark = { type: string; attrs?: Record<string, unknown> };

const MARK_TO_EDITOR: Record<string, string> = {
  [MARKS.BOLD]: 'bold',
  [MARKS.ITALIC]: 'italic',
  [MARKS.UNDERLINE]: 'underline',
  [MARKS.CODE]: 'code',
  [MARKS.STRIKETHROUGH]: 'strike',
  [MARKS.SUPERSCRIPT]: 'superscript',
  [MARKS.SUBSCRIPT]: 'subscript',
};
const MARK_FROM_EDITOR = Object.fromEntries(Object.entries(MARK_TO_EDITOR).map(([contentful, editor]) => [editor, contentful]));

/** Marks that stand for Contentful's inline link nodes. */
const LINK_MARKS: Record<string, string> = {
  [INLINES.HYPERLINK]: 'link',
  [INLINES.ENTRY_HYPERLINK]: 'entryLink',
  [INLINES.ASSET_HYPERLINK]: 'assetLink',
};

const HEADINGS: readonly string[] = [BLOCKS.HEADING_1, BLOCKS.HEADING_2, BLOCKS.HEADING_3, BLOCKS.HEADING_4, BLOCKS.HEADING_5, BLOCKS.HEADING_6];

// --- Contentful → editor ----------------------------------------------------------------------

function textNodes(node: RichTextNode, linkMark: Mark | undefined): JSONContent[] {
  const marks: Mark[] = (node.marks ?? []).flatMap((mark) => (MARK_TO_EDITOR[mark.type] ? [{ type: MARK_TO_EDITOR[mark.type]! }] : []));
  if (linkMark) marks.push(linkMark);
  const out: JSONContent[] = [];
  // Contentful writes line breaks into the text; the editor has hard-break nodes.
  (node.value ?? '').split('\n').forEach((part, index) => {
    if (index > 0) out.push({ type: 'hardBreak', ...(marks.length ? { marks } : {}) });
    if (part) out.push({ type: 'text', text: part, ...(marks.length ? { marks } : {}) });
  });
  return out;
}

function linkMarkOf(node: RichTextNode): Mark {
  if (node.nodeType === INLINES.HYPERLINK) return { type: 'link', attrs: { href: String(node.data.uri ?? '') } };
  return { type: LINK_MARKS[node.nodeType]!, attrs: { target: node.data.target ?? null } };
}

function inlineToEditor(node: RichTextNode, linkMark?: Mark): JSONContent[] {
  if (node.nodeType === 'text') return textNodes(node, linkMark);
  if (node.nodeType in LINK_MARKS) return (node.content ?? []).flatMap((child) => inlineToEditor(child, linkMarkOf(node)));
  if (node.nodeType === INLINES.EMBEDDED_ENTRY) return [{ type: 'inlineEntry', attrs: { target: node.data.target ?? null } }];
  // An inline node the editor does not know keeps its text.
  return (node.content ?? []).flatMap((child) => inlineToEditor(child, linkMark));
}

function blockToEditor(node: RichTextNode): JSONContent {
  const inline = () => {
    const content = (node.content ?? []).flatMap((child) => inlineToEditor(child));
    return content.length ? { content } : {};
  };
  const blocks = () => (node.content ?? []).map(blockToEditor);
  switch (node.nodeType) {
    case BLOCKS.PARAGRAPH:
      return { type: 'paragraph', ...inline() };
    case BLOCKS.UL_LIST:
      return { type: 'bulletList', content: blocks() };
    case BLOCKS.OL_LIST:
      return { type: 'orderedList', content: blocks() };
    case BLOCKS.LIST_ITEM: {
      const content = blocks();
      // The editor's list items start with a paragraph.
      return { type: 'listItem', content: content[0]?.type === 'paragraph' ? content : [{ type: 'paragraph' }, ...content] };
    }
    case BLOCKS.QUOTE:
      return { type: 'blockquote', content: blocks() };
    case BLOCKS.HR:
      return { type: 'horizontalRule' };
    case BLOCKS.EMBEDDED_ASSET:
      return { type: 'embeddedAsset', attrs: { target: node.data.target ?? null } };
    case BLOCKS.EMBEDDED_ENTRY:
      return { type: 'embeddedEntry', attrs: { target: node.data.target ?? null } };
    default:
      if (HEADINGS.includes(node.nodeType)) return { type: 'heading', attrs: { level: HEADINGS.indexOf(node.nodeType) + 1 }, ...inline() };
      return { type: 'opaqueBlock', attrs: { node } };
  }
}

export function toEditorDocument(document: RichTextDocument | undefined): JSONContent {
  const content = (document?.content ?? []).map(blockToEditor);
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}

// --- editor → Contentful ----------------------------------------------------------------------

const text = (value: string, marks: string[]): RichTextNode => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} });

function plainMarks(marks: readonly Mark[] | undefined): string[] {
  return (marks ?? []).flatMap((mark) => (MARK_FROM_EDITOR[mark.type] ? [MARK_FROM_EDITOR[mark.type]!] : []));
}

function linkOf(marks: readonly Mark[] | undefined): Mark | undefined {
  return (marks ?? []).find((mark) => Object.values(LINK_MARKS).includes(mark.type));
}

function sameLink(a: Mark | undefined, b: Mark | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function linkNode(mark: Mark, content: RichTextNode[]): RichTextNode {
  if (mark.type === 'link') return { nodeType: INLINES.HYPERLINK, data: { uri: mark.attrs?.href ?? '' }, content };
  const nodeType = mark.type === 'entryLink' ? INLINES.ENTRY_HYPERLINK : INLINES.ASSET_HYPERLINK;
  return { nodeType, data: { target: mark.attrs?.target ?? null }, content };
}

/** Appends a text node, merged into the previous one when their marks match. */
function pushText(into: RichTextNode[], node: RichTextNode): void {
  const last = into.at(-1);
  if (last?.nodeType === 'text' && JSON.stringify(last.marks) === JSON.stringify(node.marks)) last.value = `${last.value ?? ''}${node.value ?? ''}`;
  else into.push(node);
}

function inlineFromEditor(content: readonly JSONContent[] | undefined): RichTextNode[] {
  const out: RichTextNode[] = [];
  let group: { mark: Mark; content: RichTextNode[] } | undefined;
  const flush = () => {
    if (group) out.push(linkNode(group.mark, group.content));
    group = undefined;
  };
  for (const node of content ?? []) {
    if (node.type === 'inlineEntry') {
      flush();
      out.push({ nodeType: INLINES.EMBEDDED_ENTRY, data: { target: node.attrs?.target ?? null }, content: [] });
      continue;
    }
    const piece = text(node.type === 'hardBreak' ? '\n' : (node.text ?? ''), plainMarks(node.marks));
    const link = linkOf(node.marks);
    if (!link) {
      flush();
      pushText(out, piece);
      continue;
    }
    if (!group || !sameLink(group.mark, link)) {
      flush();
      group = { mark: link, content: [] };
    }
    pushText(group.content, piece);
  }
  flush();
  // Contentful's own editor keeps a text node in every paragraph, and around inline nodes.
  if (out.length === 0 || out[0]!.nodeType !== 'text') out.unshift(text('', []));
  if (out.at(-1)!.nodeType !== 'text') out.push(text('', []));
  return out;
}

function blockFromEditor(node: JSONContent): RichTextNode {
  const blocks = () => (node.content ?? []).map(blockFromEditor);
  switch (node.type) {
    case 'heading':
      return { nodeType: HEADINGS[Number(node.attrs?.level ?? 1) - 1] ?? BLOCKS.HEADING_1, data: {}, content: inlineFromEditor(node.content) };
    case 'bulletList':
      return { nodeType: BLOCKS.UL_LIST, data: {}, content: blocks() };
    case 'orderedList':
      return { nodeType: BLOCKS.OL_LIST, data: {}, content: blocks() };
    case 'listItem':
      return { nodeType: BLOCKS.LIST_ITEM, data: {}, content: blocks() };
    case 'blockquote':
      return { nodeType: BLOCKS.QUOTE, data: {}, content: blocks() };
    case 'horizontalRule':
      return { nodeType: BLOCKS.HR, data: {}, content: [] };
    case 'embeddedAsset':
      return { nodeType: BLOCKS.EMBEDDED_ASSET, data: { target: node.attrs?.target ?? null }, content: [] };
    case 'embeddedEntry':
      return { nodeType: BLOCKS.EMBEDDED_ENTRY, data: { target: node.attrs?.target ?? null }, content: [] };
    case 'opaqueBlock':
      return node.attrs?.node as RichTextNode;
    default:
      return { nodeType: BLOCKS.PARAGRAPH, data: {}, content: inlineFromEditor(node.content) };
  }
}

export function fromEditorDocument(json: JSONContent): RichTextDocument {
  return { nodeType: 'document', data: {}, content: (json.content ?? []).map(blockFromEditor) };
}

/** Nodes that only hold other nodes: empty when their children are. */
const CONTAINERS = new Set<string>([BLOCKS.DOCUMENT, BLOCKS.PARAGRAPH, ...HEADINGS, BLOCKS.LIST_ITEM, BLOCKS.UL_LIST, BLOCKS.OL_LIST, BLOCKS.QUOTE, ...Object.keys(LINK_MARKS)]);

/** True when the document holds no text and nothing embedded (an empty field). */
export function isEmptyDocument(document: RichTextDocument): boolean {
  const hasContent = (node: RichTextNode): boolean =>
    node.nodeType === 'text' ? (node.value ?? '').trim() !== '' : !CONTAINERS.has(node.nodeType) || (node.content ?? []).some(hasContent);
  return !hasContent(document);
}
