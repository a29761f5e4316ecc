import { entryName } from './page-outline';
import type { StudioEntry, StudioEntryTree } from './types';

/** How a field's value is shown read-only: text, links to other entries or assets, or data. */
export type FieldDisplay =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'links'; links: Array<{ id: string; label: string; href: string | undefined; missing: boolean }> }
  | { kind: 'data'; text: string };

export interface FieldRow {
  id: string;
  name: string;
  display: FieldDisplay;
}

/** A field as the content model defines it (name for the label; the order of the model). */
export interface FieldDefinitionLike {
  id: string;
  name: string;
}

interface LinkSys {
  type: 'Link';
  linkType: 'Entry' | 'Asset';
  id: string;
}

function linkOf(value: unknown): LinkSys | undefined {
  const sys = (value as { sys?: Partial<LinkSys> } | null)?.sys;
  return sys && sys.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset') && typeof sys.id === 'string' ? (sys as LinkSys) : undefined;
}

/** The words of a rich text document, paragraph by paragraph (never its markup). */
export function richTextToPlain(node: unknown): string {
  const value = node as { nodeType?: unknown; value?: unknown; content?: unknown };
  if (value?.nodeType === 'text') return typeof value.value === 'string' ? value.value : '';
  if (!Array.isArray(value?.content)) return '';
  const parts = value.content.map(richTextToPlain);
  const blockLevel = value.nodeType === 'document' || value.nodeType === 'unordered-list' || value.nodeType === 'ordered-list';
  return parts.join(blockLevel ? '\n' : '').trim();
}

function isRichText(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { nodeType?: unknown }).nodeType === 'document';
}

function display(value: unknown, tree: StudioEntryTree | undefined, entryHref: (id: string) => string): FieldDisplay {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return { kind: 'empty' };
  if (typeof value === 'string') return { kind: 'text', text: value };
  if (typeof value === 'number') return { kind: 'text', text: String(value) };
  if (typeof value === 'boolean') return { kind: 'text', text: value ? 'Yes' : 'No' };
  if (isRichText(value)) return { kind: 'text', text: richTextToPlain(value) };
  const items = Array.isArray(value) ? value : [value];
  if (items.every((item) => linkOf(item))) {
    return {
      kind: 'links',
      links: items.map((item) => {
        const link = linkOf(item)!;
        if (link.linkType === 'Asset') {
          const asset = tree?.assets[link.id];
          return { id: link.id, label: asset ? asset.title || asset.fileName || link.id : link.id, href: asset?.url || undefined, missing: !asset };
        }
        const entry = tree?.entries[link.id];
        return { id: link.id, label: entry ? entryName(entry) : link.id, href: entry ? entryHref(link.id) : undefined, missing: !entry };
      }),
    };
  }
  if (items.every((item) => typeof item === 'string')) return { kind: 'text', text: items.join(', ') };
  return { kind: 'data', text: JSON.stringify(value, null, 2) };
}

/**
 * The entry's fields for a read-only view: the model's fields in its order (unknown models: the
 * entry's own field ids), links named after the entries and assets they point to.
 */
export function describeFields(
  entry: StudioEntry,
  definitions: readonly FieldDefinitionLike[] | undefined,
  tree: StudioEntryTree | undefined,
  entryHref: (id: string) => string = (id) => `/studio/entries/${encodeURIComponent(id)}`,
): FieldRow[] {
  const fields = definitions ?? Object.keys(entry.fields).map((id) => ({ id, name: id }));
  return fields.map((field) => ({ id: field.id, name: field.name, display: display(entry.fields[field.id], tree, entryHref) }));
}
