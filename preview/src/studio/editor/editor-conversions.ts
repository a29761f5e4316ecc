import type { EditorAsset, ServerEntry } from '@storefront/machines/pageEditor.machine';
import type { StudioAsset, StudioEntry, StudioEntryTree } from '../types';

/**
 * The studio API speaks Contentful's JSON (links as `{ sys: { type: 'Link' } }`); the page editor
 * machine holds links as `{ kind: 'link' }` and assets as the app's CmsAsset. These convert
 * both ways, in every place a link can sit: lists, single references, rich-text targets.
 */

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type LinkType = 'Entry' | 'Asset';

function contentfulLinkOf(value: Record<string, unknown>): { linkType: LinkType; id: string } | undefined {
  const sys = value.sys;
  if (!isObject(sys) || sys.type !== 'Link' || typeof sys.id !== 'string') return undefined;
  return { linkType: sys.linkType === 'Asset' ? 'Asset' : 'Entry', id: sys.id };
}

/** A field value from the API with every Contentful link as an editor link. */
export function fromContentfulValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromContentfulValue);
  if (!isObject(value)) return value;
  const link = contentfulLinkOf(value);
  if (link) return { kind: 'link', ...link };
  // Rich-text nodes (and JSON objects) are walked for the links inside them.
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) result[key] = fromContentfulValue(inner);
  return result;
}

const NODE_KINDS = new Set(['link', 'entry', 'asset', 'unresolved']);

function editorLinkOf(value: Record<string, unknown>): { linkType: LinkType; id: string } | undefined {
  if (typeof value.kind !== 'string' || !NODE_KINDS.has(value.kind) || typeof value.id !== 'string') return undefined;
  const linkType: LinkType = value.kind === 'asset' || (value.kind !== 'entry' && value.linkType === 'Asset') ? 'Asset' : 'Entry';
  return { linkType, id: value.id };
}

/** A draft's field value as the API takes it: editor links (or nested nodes) as Contentful links. */
export function toContentfulValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toContentfulValue);
  if (!isObject(value)) return value;
  const link = editorLinkOf(value);
  if (link) return { sys: { type: 'Link', linkType: link.linkType, id: link.id } };
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) result[key] = toContentfulValue(inner);
  return result;
}

function mapFields(fields: Record<string, unknown>, convert: (value: unknown) => unknown): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) result[key] = convert(value);
  return result;
}

export const fromContentfulFields = (fields: Record<string, unknown>) => mapFields(fields, fromContentfulValue);
export const toContentfulFields = (fields: Record<string, unknown>) => mapFields(fields, toContentfulValue);

export function toServerEntry(entry: StudioEntry): ServerEntry {
  return {
    id: entry.id,
    contentType: entry.contentType,
    fields: fromContentfulFields(entry.fields),
    version: entry.version,
    publishedVersion: entry.publishedVersion ?? undefined,
    updatedAt: entry.updatedAt,
  };
}

export function toEditorAsset(asset: StudioAsset): EditorAsset {
  return {
    kind: 'asset',
    id: asset.id,
    title: asset.title,
    description: asset.description,
    url: asset.url,
    fileName: asset.fileName,
    contentType: asset.contentType,
    width: asset.width,
    height: asset.height,
    size: asset.size,
  };
}

/** Every entry and asset of a tree, as the machine takes them. */
export function fromTree(tree: StudioEntryTree): { entries: ServerEntry[]; assets: EditorAsset[] } {
  return { entries: Object.values(tree.entries).map(toServerEntry), assets: Object.values(tree.assets).map(toEditorAsset) };
}
