import {
  contentAssets,
  contentEntries,
  contentLocales,
  contentSpaces,
  contentTypes,
} from '@storefront/db/schema/content';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ContentTypeField } from '../model/content-type';
import { bumpSequence, nowIso, type Db } from '../store/db';
import { notFound } from '../store/errors';
import type { SpaceExport } from './export-format';
import type { ImportSpaceResult } from './import-space-export';
import { contentTypeRow, insertChunked, localeRow, writeDocuments } from './rows';
import type { MergeBase } from './validate';

/** The content types and locales an existing space holds, to validate a file merged into it. */
export async function mergeBase(db: Db, spaceId: string, environmentId: string): Promise<MergeBase> {
  const [space] = await db.select({ id: contentSpaces.id }).from(contentSpaces).where(eq(contentSpaces.id, spaceId));
  if (!space) throw notFound('Space', spaceId);
  const inSpace = <T extends typeof contentTypes | typeof contentLocales>(table: T) =>
    and(eq(table.spaceId, spaceId), eq(table.environmentId, environmentId));
  const types = await db.select({ id: contentTypes.id, fields: contentTypes.fields }).from(contentTypes).where(inSpace(contentTypes));
  const locales = await db
    .select({ code: contentLocales.code, fallbackCode: contentLocales.fallbackCode, default: contentLocales.isDefault })
    .from(contentLocales)
    .where(inSpace(contentLocales));
  return { contentTypes: new Map(types.map((type) => [type.id, type.fields as ContentTypeField[]])), locales };
}

/**
 * Writes a validated file into an existing space in one transaction: its locales, content types,
 * entries and assets replace those with the same ids; everything else stays.
 */
export async function mergeIntoSpace(db: Db, spaceId: string, environmentId: string, data: SpaceExport): Promise<ImportSpaceResult> {
  return db.transaction(async (tx) => {
    const now = nowIso();
    const sequence = await bumpSequence(tx, spaceId);
    const scope = <T extends typeof contentEntries | typeof contentAssets | typeof contentTypes>(table: T, ids: string[]) =>
      and(eq(table.spaceId, spaceId), eq(table.environmentId, environmentId), inArray(table.id, ids));

    const localeCodes = data.locales.map((locale) => locale.code);
    if (localeCodes.length > 0) {
      await tx
        .delete(contentLocales)
        .where(and(eq(contentLocales.spaceId, spaceId), eq(contentLocales.environmentId, environmentId), inArray(contentLocales.code, localeCodes)));
      await tx.insert(contentLocales).values(data.locales.map((locale, position) => localeRow(locale, 100 + position, spaceId, environmentId)));
    }
    const typeIds = data.contentTypes.map((type) => type.sys.id);
    if (typeIds.length > 0) {
      await tx.delete(contentTypes).where(scope(contentTypes, typeIds));
      await insertChunked(data.contentTypes, (chunk) => tx.insert(contentTypes).values(chunk.map((type) => contentTypeRow(type, spaceId, environmentId, now))));
    }

    const entryIds = data.entries.map((entry) => entry.sys.id);
    const assetIds = data.assets.map((asset) => asset.sys.id);
    const wasPublished = async (table: typeof contentEntries | typeof contentAssets, ids: string[]) =>
      ids.length === 0
        ? []
        : (await tx.select({ id: table.id }).from(table).where(and(scope(table, ids), isNotNull(table.publishedFields)))).map((row) => row.id);
    const previouslyPublished = { Entry: await wasPublished(contentEntries, entryIds), Asset: await wasPublished(contentAssets, assetIds) };
    if (entryIds.length > 0) await tx.delete(contentEntries).where(scope(contentEntries, entryIds));
    if (assetIds.length > 0) await tx.delete(contentAssets).where(scope(contentAssets, assetIds));

    const written = await writeDocuments(tx, { spaceId, environmentId, sequence, now }, data, previouslyPublished);
    return {
      spaceId,
      createdSpace: false,
      locales: data.locales.length,
      contentTypes: data.contentTypes.length,
      ...written,
      ignored: [],
    };
  });
}
