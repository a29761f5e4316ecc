import {
  contentAssets,
  contentDeletions,
  contentEntries,
  contentLocales,
  contentSpaces,
  contentTypes,
} from '@storefront/db/schema/content';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ContentTypeField } from '../model/content-type';
import { isoTimestamp, type Db } from '../store/db';
import { ContentSnapshot, deliveredFieldsOf, type ApiMode, type SnapshotDocument } from './snapshot';

interface DocumentRow {
  id: string;
  fields: SnapshotDocument['fields'];
  publishedFields: SnapshotDocument['fields'] | null;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  firstPublishedAt: string | null;
  publishedCounter: number;
  changeSequence: number;
  version: number;
  publishedVersion: number | null;
  archivedAt: string | null;
}

/**
 * The delivery API's timestamps are those of publishing (createdAt = first published, updatedAt =
 * last published); the preview API's are those of editing.
 */
function toDocument(kind: 'Entry' | 'Asset', row: DocumentRow, contentTypeId: string | null, mode: ApiMode): SnapshotDocument {
  const published = mode === 'delivery';
  return {
    kind,
    id: row.id,
    contentTypeId,
    fields: (published ? row.publishedFields : row.fields) ?? {},
    tags: row.tags,
    createdAt: isoTimestamp(published ? (row.firstPublishedAt ?? row.createdAt) : row.createdAt),
    updatedAt: isoTimestamp(published ? (row.publishedAt ?? row.updatedAt) : row.updatedAt),
    revision: row.publishedCounter,
    changeSequence: row.changeSequence,
    ...(mode === 'management'
      ? {
          management: {
            version: row.version,
            publishedVersion: row.publishedVersion,
            publishedAt: row.publishedVersion === null ? null : isoTimestamp(row.publishedAt),
            firstPublishedAt: isoTimestamp(row.firstPublishedAt),
            archivedAt: isoTimestamp(row.archivedAt),
          },
        }
      : {}),
  };
}

/**
 * Loads one environment of a space as the given API sees it, in one read-only repeatable-read
 * transaction so the data and the sequence it is labelled with agree.
 * Returns undefined when the space or the environment does not exist.
 */
export async function loadSnapshot(db: Db, spaceId: string, environmentId: string, mode: ApiMode): Promise<ContentSnapshot | undefined> {
  return db.transaction(
    async (tx) => {
      const [space] = await tx
        .select({ id: contentSpaces.id, name: contentSpaces.name, sequence: contentSpaces.sequence })
        .from(contentSpaces)
        .where(eq(contentSpaces.id, spaceId));
      if (!space) return undefined;
      const locales = await tx
        .select()
        .from(contentLocales)
        .where(and(eq(contentLocales.spaceId, spaceId), eq(contentLocales.environmentId, environmentId)))
        .orderBy(asc(contentLocales.position), asc(contentLocales.code));
      if (locales.length === 0) return undefined;
      const typeRows = await tx
        .select()
        .from(contentTypes)
        .where(
          and(
            eq(contentTypes.spaceId, spaceId),
            eq(contentTypes.environmentId, environmentId),
            mode === 'delivery' ? isNotNull(contentTypes.publishedVersion) : undefined,
          ),
        )
        .orderBy(asc(contentTypes.id));
      const visible = (table: typeof contentEntries | typeof contentAssets) =>
        and(
          eq(table.spaceId, spaceId),
          eq(table.environmentId, environmentId),
          mode === 'management' ? undefined : isNull(table.archivedAt),
          mode === 'delivery' ? isNotNull(table.publishedFields) : undefined,
        );
      const entryRows = await tx.select().from(contentEntries).where(visible(contentEntries)).orderBy(asc(contentEntries.id));
      const assetRows = await tx.select().from(contentAssets).where(visible(contentAssets)).orderBy(asc(contentAssets.id));
      const deletionRows =
        mode === 'delivery'
          ? await tx
              .select()
              .from(contentDeletions)
              .where(and(eq(contentDeletions.spaceId, spaceId), eq(contentDeletions.environmentId, environmentId)))
          : [];
      const knownTypes = new Set(typeRows.map((row) => row.id));
      return new ContentSnapshot({
        space: { id: space.id, name: space.name },
        environmentId,
        mode,
        sequence: space.sequence,
        locales: locales.map((row) => ({
          code: row.code,
          name: row.name,
          default: row.isDefault,
          fallbackCode: row.fallbackCode,
          sysId: row.sysId ?? row.code,
        })),
        contentTypes: typeRows.map((row) => {
          const fields = (row.fields as ContentTypeField[]).filter((field) => field.deleted !== true);
          const published = mode === 'delivery';
          return {
            id: row.id,
            name: row.name,
            description: row.description,
            displayField: row.displayField,
            fields,
            deliveredFields: deliveredFieldsOf(fields),
            fieldById: new Map(fields.map((field) => [field.id, field])),
            revision: row.publishedCounter,
            createdAt: isoTimestamp(published ? (row.firstPublishedAt ?? row.createdAt) : row.createdAt),
            updatedAt: isoTimestamp(published ? (row.publishedAt ?? row.updatedAt) : row.updatedAt),
          };
        }),
        // Entries whose content type this API cannot see cannot be shaped, so they are not served.
        entries: entryRows.filter((row) => knownTypes.has(row.contentTypeId)).map((row) => toDocument('Entry', row, row.contentTypeId, mode)),
        assets: assetRows.map((row) => toDocument('Asset', row, null, mode)),
        deletions: deletionRows.map((row) => ({
          kind: row.type === 'Asset' ? 'Asset' : 'Entry',
          id: row.id,
          changeSequence: row.changeSequence,
          deletedAt: isoTimestamp(row.deletedAt),
        })),
      });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
