import type { AnyContentModel } from '@storefront/cms-models/define';
import type { CmsAsset, CmsEntry, CmsUnresolved } from '@storefront/cms-models/nodes';

/** Where a patch goes: one field of one entry (the form's entry or any entry nested in it). */
export interface FieldTarget {
  entryId: string;
  fieldId: string;
}

/** A field's new value; undefined clears the field. Nested entries and assets come as nodes. */
export interface FieldPatch extends FieldTarget {
  value: unknown;
}

export function isEntryNode(value: unknown): value is CmsEntry {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'entry';
}

export function isAssetNode(value: unknown): value is CmsAsset {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'asset';
}

export function isUnresolvedNode(value: unknown): value is CmsUnresolved {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'unresolved';
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new entry id like Contentful's: 22 random letters and digits. */
export function randomEntryId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(22));
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

export function newEntry(contentType: string, id: string): CmsEntry {
  return { kind: 'entry', id, contentType, fields: {} };
}

/** What a nested entry is called in its card: its display field, else "Untitled …". */
export function entryTitle(entry: CmsEntry, model: AnyContentModel | undefined): string {
  const value = model ? entry.fields[model.displayField] : undefined;
  if (typeof value === 'string' && value.trim()) return value.trim();
  return `Untitled ${(model?.name ?? entry.contentType).toLowerCase()}`;
}
