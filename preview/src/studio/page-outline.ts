import type { StudioEntry, StudioEntryTree } from './types';

/** A block in the page's outline, named as editors name it. */
export interface OutlineBlock {
  id: string;
  contentType: string;
  /** The block type's label from the plugin registry (or the raw type when no plugin has it). */
  label: string;
  /** The entry's internal name (or title / heading). */
  name: string;
  /** The link points at an entry that is gone or not readable. */
  missing: boolean;
}

/** One item of the page's sections list: a section with its blocks, or a block placed directly. */
export interface OutlineItem extends OutlineBlock {
  kind: 'section' | 'block';
  blocks: OutlineBlock[];
}

const SECTION = 'section';

function linkId(value: unknown): string | undefined {
  const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } } | null)?.sys;
  return sys && sys.type === 'Link' && sys.linkType === 'Entry' && typeof sys.id === 'string' ? sys.id : undefined;
}

export function entryName(entry: StudioEntry): string {
  for (const field of ['internalName', 'title', 'heading', 'name', 'label']) {
    const value = entry.fields[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return entry.id;
}

function block(tree: StudioEntryTree, id: string, labels: Readonly<Record<string, string>>): OutlineBlock {
  const entry = tree.entries[id];
  if (!entry) return { id, contentType: 'unknown', label: 'Missing entry', name: id, missing: true };
  return { id, contentType: entry.contentType, label: labels[entry.contentType] ?? entry.contentType, name: entryName(entry), missing: false };
}

/** The page's sections in order, each with its blocks, from the entry tree the studio API gives. */
export function pageOutline(tree: StudioEntryTree, labels: Readonly<Record<string, string>>): OutlineItem[] {
  const page = tree.entries[tree.rootId];
  const sections = Array.isArray(page?.fields.sections) ? (page.fields.sections as unknown[]) : [];
  return sections.flatMap((item): OutlineItem[] => {
    const id = linkId(item);
    if (!id) return [];
    const head = block(tree, id, labels);
    const entry = tree.entries[id];
    if (!entry || entry.contentType !== SECTION) return [{ ...head, kind: 'block', blocks: [] }];
    const content = Array.isArray(entry.fields.content) ? (entry.fields.content as unknown[]) : [];
    const blocks = content.map(linkId).filter((blockId): blockId is string => blockId !== undefined).map((blockId) => block(tree, blockId, labels));
    return [{ ...head, label: 'Section', kind: 'section', blocks }];
  });
}
