import {
  contentAssetFiles,
  contentAssets,
  contentDeletions,
  contentEntries,
  contentEntryVersions,
  type LocalisedFields,
} from '@storefront/db/schema/content';
import type { Db } from '../store/db';
import type { ExportAsset, ExportEntry, SpaceExport } from './export-format';

/** Rows per insert statement, well below PostgreSQL's limit on bind parameters. */
export const chunkSize = 400;

export async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) await insert(rows.slice(start, start + chunkSize));
}

export interface DocumentColumns {
  fields: LocalisedFields;
  publishedFields: LocalisedFields | null;
  tags: string[];
  version: number;
  publishedVersion: number | null;
  publishedCounter: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  firstPublishedAt: string | null;
  archivedAt: string | null;
  changeSequence: number;
}

/** Maps an exported entry or asset onto our columns: `publishedVersion` means published, `archivedVersion` archived. */
export function documentColumns(document: ExportEntry | ExportAsset, sequence: number, now: string): DocumentColumns {
  const { sys } = document;
  const archived = sys.archivedVersion != null || sys.archivedAt != null;
  const published = !archived && sys.publishedVersion != null;
  const createdAt = sys.createdAt ?? now;
  const updatedAt = sys.updatedAt ?? createdAt;
  const publishedVersion = published ? sys.publishedVersion! : null;
  const version = Math.max(sys.version ?? 1, publishedVersion !== null ? publishedVersion + 1 : 1, 1);
  const publishedAt = published ? (sys.publishedAt ?? updatedAt) : null;
  return {
    fields: document.fields,
    publishedFields: published ? (document.publishedFields ?? document.fields) : null,
    tags: (document.metadata?.tags ?? []).map((tag) => tag.sys.id),
    version,
    publishedVersion,
    publishedCounter: sys.publishedCounter ?? (published ? 1 : 0),
    createdAt,
    updatedAt,
    publishedAt,
    firstPublishedAt: published ? (sys.firstPublishedAt ?? publishedAt) : (sys.firstPublishedAt ?? null),
    archivedAt: archived ? (sys.archivedAt ?? updatedAt) : null,
    changeSequence: published ? sequence : 0,
  };
}


/** A content type of the file as a row. */
export function contentTypeRow(type: SpaceExport['contentTypes'][number], spaceId: string, environmentId: string, now: string) {
  const { sys, name, description, displayField, fields } = type;
  const published = sys.publishedVersion != null;
  const createdAt = sys.createdAt ?? now;
  const updatedAt = sys.updatedAt ?? createdAt;
  return {
    spaceId,
    environmentId,
    id: sys.id,
    name,
    description: description ?? null,
    displayField: displayField ?? null,
    fields,
    version: Math.max(sys.version ?? 1, published ? sys.publishedVersion! + 1 : 1),
    publishedVersion: sys.publishedVersion ?? null,
    publishedCounter: sys.publishedCounter ?? (published ? 1 : 0),
    createdAt,
    updatedAt,
    publishedAt: published ? (sys.publishedAt ?? updatedAt) : null,
    firstPublishedAt: published ? (sys.firstPublishedAt ?? sys.publishedAt ?? updatedAt) : null,
  };
}

/** A locale of the file as a row. */
export function localeRow(locale: SpaceExport['locales'][number], position: number, spaceId: string, environmentId: string) {
  return {
    spaceId,
    environmentId,
    code: locale.code,
    name: locale.name,
    fallbackCode: locale.default ? null : (locale.fallbackCode ?? null),
    isDefault: locale.default === true,
    optional: locale.optional ?? false,
    position,
    sysId: locale.sys?.id ?? null,
  };
}

/** Stores the file bytes an export carries (an extension of the format), replacing same ids. */
export async function writeAssetFiles(tx: Db, spaceId: string, files: NonNullable<SpaceExport['assetFiles']>, now: string): Promise<void> {
  for (const file of files) {
    const values = { fileName: file.fileName, contentType: file.contentType, bytes: new Uint8Array(Buffer.from(file.base64, 'base64')), createdAt: now };
    await tx
      .insert(contentAssetFiles)
      .values({ spaceId, fileId: file.fileId, ...values })
      .onConflictDoUpdate({ target: [contentAssetFiles.spaceId, contentAssetFiles.fileId], set: values });
  }
}

export interface WriteScope {
  spaceId: string;
  environmentId: string;
  sequence: number;
  now: string;
}

/**
 * Inserts the file's entries (with a history row each), assets and asset files, and tombstones
 * for documents that were published before and are not now, so sync clients hear of them.
 */
export async function writeDocuments(
  tx: Db,
  { spaceId, environmentId, sequence, now }: WriteScope,
  data: SpaceExport,
  previouslyPublished: { Entry: string[]; Asset: string[] },
) {
  const entryRows = data.entries.map((entry) => ({
    spaceId,
    environmentId,
    id: entry.sys.id,
    contentTypeId: entry.sys.contentType.sys.id,
    ...documentColumns(entry, sequence, now),
  }));
  await insertChunked(entryRows, (chunk) => tx.insert(contentEntries).values(chunk));
  await insertChunked(entryRows, (chunk) =>
    tx
      .insert(contentEntryVersions)
      .values(chunk.map((row) => ({ spaceId, environmentId, entryId: row.id, version: row.version, fields: row.fields, action: 'import', createdAt: now })))
      .onConflictDoNothing(),
  );
  const assetRows = data.assets.map((asset) => ({ spaceId, environmentId, id: asset.sys.id, ...documentColumns(asset, sequence, now) }));
  await insertChunked(assetRows, (chunk) => tx.insert(contentAssets).values(chunk));

  const nowPublished = {
    Entry: new Set(entryRows.filter((row) => row.publishedFields !== null).map((row) => row.id)),
    Asset: new Set(assetRows.filter((row) => row.publishedFields !== null).map((row) => row.id)),
  };
  const tombstones = (['Entry', 'Asset'] as const).flatMap((type) =>
    previouslyPublished[type]
      .filter((id) => !nowPublished[type].has(id))
      .map((id) => ({ spaceId, environmentId, id, type, changeSequence: sequence, deletedAt: now })),
  );
  await insertChunked(tombstones, (chunk) => tx.insert(contentDeletions).values(chunk));
  await writeAssetFiles(tx, spaceId, data.assetFiles ?? [], now);
  return {
    entries: entryRows.length,
    assets: assetRows.length,
    publishedEntries: nowPublished.Entry.size,
    publishedAssets: nowPublished.Asset.size,
    assetFiles: data.assetFiles?.length ?? 0,
  };
}
