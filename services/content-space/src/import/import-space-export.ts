import {
  contentAssets,
  contentDeletions,
  contentEntries,
  contentEntryVersions,
  contentLocales,
  contentSpaces,
  contentTypes,
} from '@storefront/db/schema/content';
import { and, eq, isNotNull } from 'drizzle-orm';
import { entityIdPattern, newAccessToken, newManagementToken } from '../ids';
import { bumpSequence, masterEnvironment, nowIso, type Db } from '../store/db';
import { ContentStoreError } from '../store/errors';
import type { SpaceExport } from './export-format';
import { mergeBase, mergeIntoSpace } from './merge-import';
import { contentTypeRow, documentColumns, insertChunked, localeRow, writeAssetFiles } from './rows';
import { parseSpaceExport } from './validate';

export interface ImportSpaceOptions {
  /** The space to import into; created (with fresh tokens) when it does not exist. */
  spaceId: string;
  /** The export file's content, as parsed JSON. */
  data: unknown;
  /** Name for a space the import creates (defaults to the space id). */
  name?: string;
  /** Replace whatever the environment holds; without it, importing into a non-empty space is refused. */
  replace?: boolean;
  /**
   * Add the file's documents to an existing space, replacing those with the same ids and keeping
   * everything else; the file may use the space's content types and locales.
   */
  merge?: boolean;
  environmentId?: string;
}

export interface ImportSpaceResult {
  spaceId: string;
  createdSpace: boolean;
  locales: number;
  contentTypes: number;
  entries: number;
  assets: number;
  publishedEntries: number;
  publishedAssets: number;
  assetFiles: number;
  /** Parts of the file that were read but not kept (editor interfaces, webhooks, roles, tags). */
  ignored: string[];
}

async function clearEnvironment(tx: Db, spaceId: string, environmentId: string): Promise<void> {
  for (const table of [contentEntryVersions, contentEntries, contentAssets, contentTypes, contentLocales] as const) {
    await tx.delete(table).where(and(eq(table.spaceId, spaceId), eq(table.environmentId, environmentId)));
  }
}

async function publishedIds(tx: Db, spaceId: string, environmentId: string) {
  const published = (table: typeof contentEntries | typeof contentAssets) =>
    tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.spaceId, spaceId), eq(table.environmentId, environmentId), isNotNull(table.publishedFields)));
  return {
    Entry: (await published(contentEntries)).map((row) => row.id),
    Asset: (await published(contentAssets)).map((row) => row.id),
  };
}

async function hasContent(tx: Db, spaceId: string, environmentId: string): Promise<boolean> {
  for (const table of [contentEntries, contentAssets, contentTypes] as const) {
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.spaceId, spaceId), eq(table.environmentId, environmentId)))
      .limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}

/**
 * Imports a `contentful space export` file into a space, all or nothing: the file is validated in
 * full first (refusals name the entry and field), then everything is written in one transaction.
 * Entries and assets with a `publishedVersion` become published; asset URLs are kept as they are.
 */
export async function importSpaceExport(db: Db, options: ImportSpaceOptions): Promise<ImportSpaceResult> {
  const environmentId = options.environmentId ?? masterEnvironment;
  const { spaceId } = options;
  if (!entityIdPattern.test(spaceId)) throw new ContentStoreError('BadRequest', `'${spaceId}' is not a valid space id`);
  if (options.merge && options.replace) throw new ContentStoreError('BadRequest', 'An import either merges or replaces, not both');
  const base = options.merge ? await mergeBase(db, spaceId, environmentId) : undefined;
  const data: SpaceExport = parseSpaceExport(options.data, base);
  if (base) return mergeIntoSpace(db, spaceId, environmentId, data);

  return db.transaction(async (tx) => {
    const now = nowIso();
    const [existing] = await tx.select({ id: contentSpaces.id }).from(contentSpaces).where(eq(contentSpaces.id, spaceId));
    let previouslyPublished = { Entry: [] as string[], Asset: [] as string[] };
    if (!existing) {
      await tx.insert(contentSpaces).values({
        id: spaceId,
        name: options.name ?? spaceId,
        deliveryToken: newAccessToken(),
        previewToken: newAccessToken(),
        managementToken: newManagementToken(),
        createdAt: now,
        updatedAt: now,
      });
    } else {
      if (!options.replace && (await hasContent(tx, spaceId, environmentId))) {
        throw new ContentStoreError('Conflict', `Space '${spaceId}' already has content; import with replace to overwrite it`);
      }
      previouslyPublished = await publishedIds(tx, spaceId, environmentId);
      await clearEnvironment(tx, spaceId, environmentId);
      if (options.name) await tx.update(contentSpaces).set({ name: options.name }).where(eq(contentSpaces.id, spaceId));
    }
    const sequence = await bumpSequence(tx, spaceId);

    await tx.insert(contentLocales).values(data.locales.map((locale, position) => localeRow(locale, position, spaceId, environmentId)));

    await insertChunked(data.contentTypes, (chunk) =>
      tx.insert(contentTypes).values(chunk.map((type) => contentTypeRow(type, spaceId, environmentId, now))),
    );

    const entryRows = data.entries.map((entry) => ({
      spaceId,
      environmentId,
      id: entry.sys.id,
      contentTypeId: entry.sys.contentType.sys.id,
      ...documentColumns(entry, sequence, now),
    }));
    await insertChunked(entryRows, (chunk) => tx.insert(contentEntries).values(chunk));
    await insertChunked(entryRows, (chunk) =>
      tx.insert(contentEntryVersions).values(
        chunk.map((row) => ({ spaceId, environmentId, entryId: row.id, version: row.version, fields: row.fields, action: 'import', createdAt: now })),
      ),
    );
    const assetRows = data.assets.map((asset) => ({ spaceId, environmentId, id: asset.sys.id, ...documentColumns(asset, sequence, now) }));
    await insertChunked(assetRows, (chunk) => tx.insert(contentAssets).values(chunk));

    // Sync clients must hear about documents the replaced content had published and this one has not.
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

    const ignored = (['editorInterfaces', 'webhooks', 'roles', 'tags'] as const)
      .filter((key) => (data[key]?.length ?? 0) > 0)
      .map((key) => `${key} (${data[key]!.length})`);
    return {
      spaceId,
      createdSpace: !existing,
      locales: data.locales.length,
      contentTypes: data.contentTypes.length,
      entries: entryRows.length,
      assets: assetRows.length,
      publishedEntries: nowPublished.Entry.size,
      publishedAssets: nowPublished.Asset.size,
      assetFiles: data.assetFiles?.length ?? 0,
      ignored,
    };
  });
}
