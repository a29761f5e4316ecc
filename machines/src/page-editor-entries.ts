/**
 * The page editor's entry store: every entry of the page held once (links by id), and the
 * conversions between it and the nested tree forms and the preview read, in the app's own CMS
 * shapes (`@storefront/cms-models/nodes`, imported for types only).
 */
import type { CmsAsset, CmsEntry, CmsUnresolved } from '@storefront/cms-models/nodes';

/** A link to another entry or asset, as the store keeps it. */
export interface EditorLink {
  kind: 'link';
  linkType: 'Entry' | 'Asset';
  id: string;
}

/** One entry as the editor holds it: field values in the edited locale, links as EditorLinks. */
export interface DraftEntry {
  id: string;
  contentType: string;
  fields: Record<string, unknown>;
}

/** An entry as the server has it (its Management API `sys.version` and `sys.publishedVersion`). */
export interface ServerEntry extends DraftEntry {
  version: number;
  /** The version last published; absent when the entry was never published or is unpublished. */
  publishedVersion?: number | undefined;
  updatedAt?: string | undefined;
  updatedBy?: string | undefined;
}

/** The app's CMS shapes (cms-models): an asset, an entry with its links nested (what forms edit and the preview renders), and a link whose target the editor does not hold. */
export type EditorAsset = CmsAsset;
export type TreeEntry = CmsEntry;
export type TreeUnresolved = CmsUnresolved;

export type EntryStore = Readonly<Record<string, DraftEntry>>;
export type AssetStore = Readonly<Record<string, EditorAsset>>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type NodeKind = 'entry' | 'asset' | 'unresolved' | 'link';

function nodeKind(value: unknown): NodeKind | undefined {
  if (!isObject(value) || typeof value.id !== 'string') return undefined;
  const kind = value.kind;
  return kind === 'entry' || kind === 'asset' || kind === 'unresolved' || kind === 'link' ? kind : undefined;
}

function isRichTextDocument(value: unknown): value is { nodeType: 'document'; content: unknown[] } {
  return isObject(value) && value.nodeType === 'document' && Array.isArray(value.content);
}

export function isLink(value: unknown): value is EditorLink {
  return nodeKind(value) === 'link';
}

/** What normalising a value found besides links: entries and assets to add to the store. */
export interface Found {
  entries: DraftEntry[];
  assets: EditorAsset[];
}

function linkTo(value: Record<string, unknown>, kind: NodeKind): EditorLink {
  const linkType = kind === 'asset' || (kind !== 'entry' && value.linkType === 'Asset') ? 'Asset' : 'Entry';
  return { kind: 'link', linkType, id: value.id as string };
}

function normalizeNode(value: Record<string, unknown>, kind: NodeKind, found: Found): EditorLink {
  if (kind === 'entry') {
    const fields = isObject(value.fields) ? value.fields : {};
    found.entries.push({ id: value.id as string, contentType: String(value.contentType), fields: normalizeFields(fields, found) });
  } else if (kind === 'asset') {
    found.assets.push(value as unknown as EditorAsset);
  }
  return linkTo(value, kind);
}

function normalizeRichText(node: unknown, found: Found): unknown {
  if (!isObject(node)) return node;
  let result = node;
  if (isObject(node.data) && 'target' in node.data) {
    const target = node.data.target;
    const kind = nodeKind(target);
    if (kind) result = { ...result, data: { ...node.data, target: normalizeNode(target as Record<string, unknown>, kind, found) } };
  }
  if (Array.isArray(node.content)) result = { ...result, content: node.content.map((child) => normalizeRichText(child, found)) };
  return result;
}

/**
 * A field value with every nested entry, asset or unresolved link replaced by an EditorLink;
 * the entries and assets met on the way are pushed to `found`. Other values pass unchanged.
 */
export function normalizeValue(value: unknown, found: Found): unknown {
  if (Array.isArray(value)) return value.map((item) => normalizeValue(item, found));
  const kind = nodeKind(value);
  if (kind) return normalizeNode(value as Record<string, unknown>, kind, found);
  if (isRichTextDocument(value)) return normalizeRichText(value, found);
  return value;
}

/** Every field normalised; absent (undefined) values are left out, as the server omits them. */
export function normalizeFields(fields: Record<string, unknown>, found: Found): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) result[key] = normalizeValue(value, found);
  return result;
}

// --- the tree ---------------------------------------------------------------------------------

function resolve(value: unknown, entries: EntryStore, assets: AssetStore, ancestry: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(item, entries, assets, ancestry));
  if (isLink(value)) {
    if (value.linkType === 'Asset') return assets[value.id] ?? ({ kind: 'unresolved', id: value.id, linkType: 'Asset' } satisfies TreeUnresolved);
    const entry = entries[value.id];
    // A loop (an entry linking one of its ancestors) ends in an unresolved link, as the delivery adapter does.
    if (!entry || ancestry.has(entry.id)) return { kind: 'unresolved', id: value.id, linkType: 'Entry' } satisfies TreeUnresolved;
    return treeOf(entry, entries, assets, ancestry);
  }
  if (isRichTextDocument(value)) return resolveRichText(value, entries, assets, ancestry);
  return value;
}

function resolveRichText(node: unknown, entries: EntryStore, assets: AssetStore, ancestry: ReadonlySet<string>): unknown {
  if (!isObject(node)) return node;
  let result = node;
  if (isObject(node.data) && isLink(node.data.target)) {
    result = { ...result, data: { ...node.data, target: resolve(node.data.target, entries, assets, ancestry) } };
  }
  if (Array.isArray(node.content)) result = { ...result, content: node.content.map((child) => resolveRichText(child, entries, assets, ancestry)) };
  return result;
}

function treeOf(entry: DraftEntry, entries: EntryStore, assets: AssetStore, ancestry: ReadonlySet<string>): TreeEntry {
  const inner = new Set(ancestry).add(entry.id);
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry.fields)) fields[key] = resolve(value, entries, assets, inner);
  return { kind: 'entry', id: entry.id, contentType: entry.contentType, fields };
}

const treeCache = new WeakMap<EntryStore, WeakMap<AssetStore, Map<string, TreeEntry>>>();

/**
 * The entry with its links nested (entries, assets; unresolved where the store lacks them).
 * Cached per store: one edit makes a new store, so a keystroke builds the tree once however
 * many components read it.
 */
export function entryTree(id: string, entries: EntryStore, assets: AssetStore): TreeEntry | undefined {
  const entry = entries[id];
  if (!entry) return undefined;
  let byAssets = treeCache.get(entries);
  if (!byAssets) treeCache.set(entries, (byAssets = new WeakMap()));
  let byId = byAssets.get(assets);
  if (!byId) byAssets.set(assets, (byId = new Map()));
  let tree = byId.get(id);
  if (!tree) byId.set(id, (tree = treeOf(entry, entries, assets, new Set())));
  return tree;
}

// --- comparisons and traversal ----------------------------------------------------------------

/** Deep equality of JSON-like values; an absent object key equals an undefined one. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (!sameValue(a[key], b[key])) return false;
  return true;
}

function linksIn(value: unknown, into: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) linksIn(item, into);
    return;
  }
  if (isLink(value)) {
    if (value.linkType === 'Entry') into.push(value.id);
    return;
  }
  // Rich-text nodes link entries through data.target.
  if (isObject(value) && typeof value.nodeType === 'string') {
    if (isObject(value.data)) linksIn(value.data.target, into);
    if (Array.isArray(value.content)) for (const child of value.content) linksIn(child, into);
  }
}

/** Ids of the entries an entry links to, in field order. */
export function linkedEntryIds(entry: DraftEntry): string[] {
  const ids: string[] = [];
  for (const value of Object.values(entry.fields)) linksIn(value, ids);
  return ids;
}

/**
 * The ids of the entries reachable from the root that the store holds, children before the
 * entries linking them (the order to create and publish them in), each once.
 */
export function reachableIds(rootId: string, entries: EntryStore): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    const entry = entries[id];
    if (!entry || seen.has(id)) return;
    seen.add(id);
    for (const child of linkedEntryIds(entry)) visit(child);
    order.push(id);
  };
  visit(rootId);
  return order;
}

/** True when the draft differs from what the server last had (or the server has never had it). */
export function isChanged(draft: DraftEntry, saved: ServerEntry | undefined): boolean {
  return saved === undefined || (draft.fields !== saved.fields && !sameValue(draft.fields, saved.fields));
}

/** True when the server's entry has no published version, or changes made after publishing. */
export function needsPublishing(saved: ServerEntry | undefined): boolean {
  return saved === undefined || saved.publishedVersion === undefined || saved.version > saved.publishedVersion + 1;
}

// --- lists ------------------------------------------------------------------------------------

export function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), item, ...list.slice(at)];
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return [...list.slice(0, index), ...list.slice(index + 1)];
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const item = list[from] as T;
  return insertAt(removeAt(list, from), to, item);
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new entry id like Contentful's: 22 random letters and digits. */
export function newEntryId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(22));
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}
