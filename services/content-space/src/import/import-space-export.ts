import {
  contentAssets,
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
import { contentTypeRow, insertChunked, localeRow, writeDocuments } from './rows';
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

    // Sync clients must hear about documents the replaced content had published and this one has not.
    const written = await writeDocuments(tx, { spaceId, environmentId, sequence, now }, data, previouslyPublished);

    const ignored = (['editorInterfaces', 'webhooks', 'roles', 'tags'] as const)
      .filter((key) => (data[key]?.length ?? 0) > 0)
      .map((key) => `${key} (${data[key]!.length})`);
    return {
      spaceId,
      createdSpace: !existing,
      locales: data.locales.length,
      contentTypes: data.contentTypes.length,
      ...written,
      ignored,
    };
  });
}
