import { Mark, Node, type AnyExtension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { isSafeUrl } from '@storefront/cms-models/safe-url';

/**
 * The editor's schema: Contentful's rich-text nodes and marks, nothing more. Link targets are
 * whole objects kept in attributes (and in a data attribute, so copy and paste keep them).
 */

function targetAttribute() {
  return {
    target: {
      default: null,
      parseHTML: (element: HTMLElement) => {
        try {
          return JSON.parse(element.getAttribute('data-target') ?? 'null') as unknown;
        } catch {
          return null;
        }
      },
      renderHTML: (attributes: Record<string, unknown>) => ({ 'data-target': JSON.stringify(attributes.target ?? null) }),
    },
  };
}

interface TargetLike {
  kind?: unknown;
  id?: unknown;
  title?: unknown;
  url?: unknown;
  contentType?: unknown;
  fields?: Record<string, unknown>;
}

/** A short human label for a link target (an asset's title, an entry's first text field). */
export function targetLabel(target: unknown): string {
  const value = (target ?? {}) as TargetLike;
  if (value.kind === 'asset' && typeof value.title === 'string' && value.title) return value.title;
  const firstText = Object.values(value.fields ?? {}).find((field): field is string => typeof field === 'string' && field.trim() !== '');
  if (firstText) return firstText;
  return typeof value.id === 'string' ? value.id : 'unknown';
}

function simpleMark(name: string, tag: string) {
  return Mark.create({
    name,
    parseHTML: () => [{ tag }],
    renderHTML: () => [tag, 0],
  });
}

const EntryLink = Mark.create({
  name: 'entryLink',
  inclusive: false,
  addAttributes: targetAttribute,
  parseHTML: () => [{ tag: 'span[data-entry-link]' }],
  renderHTML: ({ HTMLAttributes }) => ['span', { ...HTMLAttributes, 'data-entry-link': '', class: 'rt-entry-link' }, 0],
});

const AssetLink = Mark.create({
  name: 'assetLink',
  inclusive: false,
  addAttributes: targetAttribute,
  parseHTML: () => [{ tag: 'span[data-asset-link]' }],
  renderHTML: ({ HTMLAttributes }) => ['span', { ...HTMLAttributes, 'data-asset-link': '', class: 'rt-asset-link' }, 0],
});

const EmbeddedAsset = Node.create({
  name: 'embeddedAsset',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes: targetAttribute,
  parseHTML: () => [{ tag: 'figure[data-embedded-asset]' }],
  renderHTML: ({ node, HTMLAttributes }) => {
    const target = (node.attrs.target ?? {}) as TargetLike;
    const isImage = target.kind === 'asset' && typeof target.url === 'string' && String(target.contentType).startsWith('image/');
    const label = `Image: ${targetLabel(target)}`;
    return [
      'figure',
      { ...HTMLAttributes, 'data-embedded-asset': '', class: 'rt-embed', contenteditable: 'false', 'aria-label': label },
      isImage ? ['img', { src: target.url, alt: '' }] : ['span', { class: 'rt-embed-missing' }, 'Asset not loaded'],
      ['figcaption', {}, label],
    ];
  },
});

const EmbeddedEntry = Node.create({
  name: 'embeddedEntry',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes: targetAttribute,
  parseHTML: () => [{ tag: 'div[data-embedded-entry]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    'div',
    { ...HTMLAttributes, 'data-embedded-entry': '', class: 'rt-embed', contenteditable: 'false' },
    `Embedded entry: ${targetLabel(node.attrs.target)}`,
  ],
});

const InlineEntry = Node.create({
  name: 'inlineEntry',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes: targetAttribute,
  parseHTML: () => [{ tag: 'span[data-inline-entry]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    'span',
    { ...HTMLAttributes, 'data-inline-entry': '', class: 'rt-inline-entry', contenteditable: 'false' },
    targetLabel(node.attrs.target),
  ],
});

/** Contentful blocks the editor does not edit (tables, resources): kept whole. */
const OpaqueBlock = Node.create({
  name: 'opaqueBlock',
  group: 'block',
  atom: true,
  selectable: true,
  addAttributes: () => ({
    node: {
      default: null,
      parseHTML: (element: HTMLElement) => {
        try {
          return JSON.parse(element.getAttribute('data-node') ?? 'null') as unknown;
        } catch {
          return null;
        }
      },
      renderHTML: (attributes: Record<string, unknown>) => ({ 'data-node': JSON.stringify(attributes.node ?? null) }),
    },
  }),
  parseHTML: () => [{ tag: 'div[data-opaque-block]' }],
  renderHTML: ({ node, HTMLAttributes }) => [
    'div',
    { ...HTMLAttributes, 'data-opaque-block': '', class: 'rt-embed', contenteditable: 'false' },
    `${String((node.attrs.node as { nodeType?: unknown } | null)?.nodeType ?? 'Block')} (kept as it is)`,
  ],
});

/**
 * Undo and redo are the page editor's (one history for every field): the editor keeps none, and
 * Mod+Z reaches the form, which sends it on.
 */
export function richTextExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      codeBlock: false,
      undoRedo: false,
      // Contentful documents end where they end: no extra paragraph after an image or rule.
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: false,
        isAllowedUri: (url) => isSafeUrl(url),
        HTMLAttributes: { rel: 'noopener noreferrer', target: null },
      },
    }),
    simpleMark('superscript', 'sup'),
    simpleMark('subscript', 'sub'),
    EntryLink,
    AssetLink,
    EmbeddedAsset,
    EmbeddedEntry,
    InlineEntry,
    OpaqueBlock,
  ];
}
