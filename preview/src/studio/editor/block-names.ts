import type { DraftEntry } from '@storefront/machines/pageEditor.machine';
import type { TreeEntry } from '@storefront/machines/pageEditor.machine';

/** What the editor needs to name blocks: every model, and the block manifests' labels. */
export interface NamingRegistry {
  models: ReadonlyArray<{ id: string; name: string; displayField: string }>;
  manifestFor(contentType: string): { label: string } | undefined;
}

/** "Hero banner", "Section": the plugin's label, else the model's name. */
export function typeLabel(registry: NamingRegistry, contentType: string): string {
  return registry.manifestFor(contentType)?.label ?? registry.models.find((model) => model.id === contentType)?.name ?? contentType;
}

const NAME_FIELDS = ['internalName', 'title', 'heading', 'name', 'label'];

/** The entry's own name (its display field, else a name-like field), or undefined when it has none yet. */
export function ownName(registry: NamingRegistry, entry: Pick<DraftEntry, 'contentType' | 'fields'>): string | undefined {
  const displayField = registry.models.find((model) => model.id === entry.contentType)?.displayField;
  for (const field of displayField ? [displayField, ...NAME_FIELDS] : NAME_FIELDS) {
    const value = entry.fields[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

/** How the sections list names a block: "Hero banner — Summer edit" (or just "Hero banner" while it has no name). */
export function blockName(registry: NamingRegistry, entry: Pick<DraftEntry, 'contentType' | 'fields'> | undefined): string {
  if (!entry) return 'Missing entry';
  const label = typeLabel(registry, entry.contentType);
  const name = ownName(registry, entry);
  return name ? `${label} — ${name}` : label;
}

function containsEntry(value: unknown, id: string, depth: number): boolean {
  if (depth > 12) return false;
  if (Array.isArray(value)) return value.some((item) => containsEntry(item, id, depth));
  if (typeof value !== 'object' || value === null) return false;
  const node = value as { kind?: unknown; id?: unknown; fields?: unknown; content?: unknown; data?: { target?: unknown } };
  if (node.kind === 'entry') {
    return node.id === id || Object.values((node.fields as Record<string, unknown>) ?? {}).some((field) => containsEntry(field, id, depth + 1));
  }
  // Rich text: entries embedded through data.target.
  if (Array.isArray(node.content)) return containsEntry(node.data?.target, id, depth) || node.content.some((child) => containsEntry(child, id, depth));
  return false;
}

/**
 * The page's block holding this entry (the block itself or any entry nested in it), for
 * click-to-edit: a click on a hero's button label opens the hero's form.
 */
export function blockHolding(page: TreeEntry | undefined, blocksField: string, entryId: string): string | undefined {
  const blocks = page?.fields[blocksField];
  if (!Array.isArray(blocks)) return undefined;
  for (const block of blocks) {
    if (typeof block === 'object' && block !== null && (block as { kind?: unknown }).kind === 'entry' && containsEntry(block, entryId, 0)) return (block as TreeEntry).id;
  }
  return undefined;
}
