/**
 * The app's own shapes for CMS content. Every content adapter (the Contentful SDK adapter,
 * the live-preview channel) turns vendor payloads into these; nothing past the adapter sees
 * a vendor shape.
 */
export interface CmsAsset {
  kind: 'asset';
  id: string;
  title: string;
  description: string;
  url: string;
  fileName: string;
  contentType: string;
  width?: number | undefined;
  height?: number | undefined;
  size?: number | undefined;
}

export interface CmsEntry {
  kind: 'entry';
  id: string;
  contentType: string;
  /** Field values in one locale; links are nested CmsNodes. */
  fields: Record<string, unknown>;
  updatedAt?: string | undefined;
}

/** A link whose target is missing, unpublished or beyond the include depth. */
export interface CmsUnresolved {
  kind: 'unresolved';
  id: string;
  linkType: 'Entry' | 'Asset';
}

export type CmsNode = CmsEntry | CmsAsset | CmsUnresolved;

export function isCmsEntry(value: unknown): value is CmsEntry {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'entry';
}
