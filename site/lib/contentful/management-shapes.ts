import type { AssetProps, EntryProps, ScheduledActionProps, SnapshotProps } from 'contentful-management';
import type { EntryStatus, StudioAsset, StudioEntry, StudioScheduledPublish, StudioSnapshot } from '@storefront/preview/studio/types';

/** The Management API's documents reshaped into the studio's own types, field values in one locale. */

function statusOf(sys: { version: number; publishedVersion?: number | undefined; archivedVersion?: number | undefined }): EntryStatus {
  if (sys.archivedVersion !== undefined) return 'archived';
  if (sys.publishedVersion === undefined) return 'draft';
  return sys.version === sys.publishedVersion + 1 ? 'published' : 'changed';
}

export function localised(fields: Record<string, Record<string, unknown> | undefined>, locale: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(fields ?? {})) {
    if (values && values[locale] !== undefined) out[name] = values[locale];
  }
  return out;
}

export function toStudioEntry(entry: EntryProps, locale: string): StudioEntry {
  return {
    id: entry.sys.id,
    contentType: entry.sys.contentType.sys.id,
    version: entry.sys.version,
    status: statusOf(entry.sys),
    createdAt: entry.sys.createdAt,
    updatedAt: entry.sys.updatedAt,
    publishedAt: entry.sys.publishedAt ?? null,
    publishedVersion: entry.sys.publishedVersion ?? null,
    fields: localised(entry.fields as Record<string, Record<string, unknown>>, locale),
  };
}

export function toStudioAsset(asset: AssetProps, locale: string): StudioAsset {
  const pick = <T>(values: Record<string, T> | undefined): T | undefined => values?.[locale];
  const file = pick(asset.fields.file as Record<string, { url?: string; fileName?: string; contentType?: string; details?: { size?: number; image?: { width?: number; height?: number } } }> | undefined);
  return {
    id: asset.sys.id,
    version: asset.sys.version,
    status: statusOf(asset.sys),
    title: pick(asset.fields.title) ?? '',
    description: pick(asset.fields.description) ?? '',
    url: file?.url ?? '',
    fileName: file?.fileName ?? '',
    contentType: file?.contentType ?? 'application/octet-stream',
    width: file?.details?.image?.width,
    height: file?.details?.image?.height,
    size: file?.details?.size,
  };
}

function userIdOf(link: unknown): string | undefined {
  const id = (link as { sys?: { id?: unknown } } | undefined)?.sys?.id;
  return typeof id === 'string' ? id : undefined;
}

export function toStudioSnapshot(snapshot: SnapshotProps<Omit<EntryProps, 'metadata'>>): StudioSnapshot {
  const createdBy = userIdOf(snapshot.sys.createdBy);
  // The version that went live (what the editor saved), as `publishedVersion` names it on entries.
  const inner = snapshot.snapshot.sys as { version?: number; publishedVersion?: number };
  const version = typeof inner.publishedVersion === 'number' ? inner.publishedVersion : typeof inner.version === 'number' ? inner.version - 1 : undefined;
  return { id: snapshot.sys.id, createdAt: snapshot.sys.createdAt, ...(createdBy ? { createdBy } : {}), ...(typeof version === 'number' ? { version } : {}) };
}

export function toScheduledPublish(action: ScheduledActionProps): StudioScheduledPublish {
  return { id: action.sys.id, entryId: action.entity.sys.id, at: action.scheduledFor.datetime };
}
