import type { CmsAsset, CmsEntry, CmsNode } from '@storefront/cms-models/nodes';

/**
 * Reshapes what the contentful SDK returns (entries with links resolved in place) into the
 * app's CmsNode tree. The SDK builds object graphs that may loop (a page linking a section
 * linking the page); a loop or an over-deep chain becomes an unresolved link.
 */
const MAX_DEPTH = 12;

interface SdkSys {
  id?: unknown;
  type?: unknown;
  linkType?: unknown;
  contentType?: { sys?: { id?: unknown } };
  updatedAt?: unknown;
}

function sysOf(value: unknown): SdkSys | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const sys = (value as { sys?: unknown }).sys;
  return typeof sys === 'object' && sys !== null ? (sys as SdkSys) : undefined;
}

/**
 * Contentful serves asset files from its CDN hosts (images.ctfassets.net and the like) and names
 * them protocol-relative (`//images.ctfassets.net/…`); they are https. Any other `//host` stays as
 * it is, and the URL rule refuses it at the boundary.
 */
const CONTENTFUL_ASSET_URL = /^\/\/(?:[a-z0-9-]+\.)*ctfassets\.net\//i;

export function assetFileUrl(url: unknown): string {
  if (typeof url !== 'string') return '';
  return CONTENTFUL_ASSET_URL.test(url) ? `https:${url}` : url;
}

function toAsset(value: { sys: SdkSys; fields?: Record<string, unknown> }): CmsAsset {
  const fields = value.fields ?? {};
  const file = (fields.file ?? {}) as {
    url?: unknown;
    fileName?: unknown;
    contentType?: unknown;
    details?: { size?: unknown; image?: { width?: unknown; height?: unknown } };
  };
  const num = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : undefined);
  return {
    kind: 'asset',
    id: String(value.sys.id),
    title: typeof fields.title === 'string' ? fields.title : '',
    description: typeof fields.description === 'string' ? fields.description : '',
    url: assetFileUrl(file.url),
    fileName: typeof file.fileName === 'string' ? file.fileName : '',
    contentType: typeof file.contentType === 'string' ? file.contentType : 'application/octet-stream',
    width: num(file.details?.image?.width),
    height: num(file.details?.image?.height),
    size: num(file.details?.size),
  };
}

function isRichTextDocument(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { nodeType?: unknown }).nodeType === 'document';
}

/** Rich text keeps its shape; only `data.target` links inside it are converted. */
function convertRichTextNode(node: unknown, ancestry: ReadonlySet<string>, depth: number): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const source = node as { data?: Record<string, unknown>; content?: unknown[] };
  const data = source.data && 'target' in source.data
    ? { ...source.data, target: convertValue(source.data.target, ancestry, depth + 1) }
    : source.data;
  const content = Array.isArray(source.content)
    ? source.content.map((child) => convertRichTextNode(child, ancestry, depth))
    : source.content;
  return { ...node, data: data ?? {}, ...(content ? { content } : {}) };
}

function convertValue(value: unknown, ancestry: ReadonlySet<string>, depth: number): unknown {
  if (Array.isArray(value)) return value.map((item) => convertValue(item, ancestry, depth));
  if (isRichTextDocument(value)) return convertRichTextNode(value, ancestry, depth);
  const sys = sysOf(value);
  if (!sys || typeof sys.type !== 'string') return value;
  return toCmsNode(value, ancestry, depth);
}

export function toCmsNode(value: unknown, ancestry: ReadonlySet<string> = new Set(), depth = 0): CmsNode {
  const sys = sysOf(value) ?? {};
  const id = String(sys.id ?? 'unknown');
  if (sys.type === 'Asset') return toAsset(value as { sys: SdkSys; fields?: Record<string, unknown> });
  if (sys.type !== 'Entry') {
    return { kind: 'unresolved', id, linkType: sys.linkType === 'Asset' ? 'Asset' : 'Entry' };
  }
  if (ancestry.has(id) || depth > MAX_DEPTH) return { kind: 'unresolved', id, linkType: 'Entry' };
  const nextAncestry = new Set(ancestry).add(id);
  const rawFields = ((value as { fields?: Record<string, unknown> }).fields ?? {}) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [key, fieldValue] of Object.entries(rawFields)) fields[key] = convertValue(fieldValue, nextAncestry, depth + 1);
  const entry: CmsEntry = {
    kind: 'entry',
    id,
    contentType: String(sys.contentType?.sys?.id ?? 'unknown'),
    fields,
    updatedAt: typeof sys.updatedAt === 'string' ? sys.updatedAt : undefined,
  };
  return entry;
}
