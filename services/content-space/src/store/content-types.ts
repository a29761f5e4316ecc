import { contentEntries, contentTypes } from '@storefront/db/schema/content';
import { and, asc, count, eq } from 'drizzle-orm';
import { entityIdPattern } from '../ids';
import { contentTypeDefinitionSchema, type ContentTypeDefinition, type ContentTypeField } from '../model/content-type';
import { bumpSequence, isoTimestamp, masterEnvironment, nowIso, type Db } from './db';
import { checkVersion, ContentStoreError, notFound } from './errors';

export interface ContentTypeRecord {
  id: string;
  environmentId: string;
  name: string;
  description: string | null;
  displayField: string | null;
  fields: ContentTypeField[];
  version: number;
  publishedVersion: number | null;
  publishedCounter: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  firstPublishedAt: string | null;
}

type ContentTypeRow = typeof contentTypes.$inferSelect;

export function toContentTypeRecord(row: ContentTypeRow): ContentTypeRecord {
  return {
    id: row.id,
    environmentId: row.environmentId,
    name: row.name,
    description: row.description,
    displayField: row.displayField,
    fields: row.fields as ContentTypeField[],
    version: row.version,
    publishedVersion: row.publishedVersion,
    publishedCounter: row.publishedCounter,
    createdAt: isoTimestamp(row.createdAt),
    updatedAt: isoTimestamp(row.updatedAt),
    publishedAt: isoTimestamp(row.publishedAt),
    firstPublishedAt: isoTimestamp(row.firstPublishedAt),
  };
}

interface Options {
  environmentId?: string;
  /** The version the caller last saw; the write is refused if the content type moved on. */
  version?: number;
}

function key(spaceId: string, environmentId: string, id: string) {
  return and(eq(contentTypes.spaceId, spaceId), eq(contentTypes.environmentId, environmentId), eq(contentTypes.id, id));
}

export async function getContentType(
  db: Db,
  spaceId: string,
  id: string,
  options: { environmentId?: string } = {},
): Promise<ContentTypeRecord | undefined> {
  const [row] = await db.select().from(contentTypes).where(key(spaceId, options.environmentId ?? masterEnvironment, id));
  return row ? toContentTypeRecord(row) : undefined;
}

export async function listContentTypes(db: Db, spaceId: string, options: { environmentId?: string } = {}): Promise<ContentTypeRecord[]> {
  const rows = await db
    .select()
    .from(contentTypes)
    .where(and(eq(contentTypes.spaceId, spaceId), eq(contentTypes.environmentId, options.environmentId ?? masterEnvironment)))
    .orderBy(asc(contentTypes.id));
  return rows.map(toContentTypeRecord);
}

async function requireContentType(tx: Db, spaceId: string, environmentId: string, id: string): Promise<ContentTypeRecord> {
  const record = await getContentType(tx, spaceId, id, { environmentId });
  if (!record) throw notFound('Content type', id);
  return record;
}

/**
 * Creates a content type (version 1) or saves a new draft of it (version + 1). A field's type cannot
 * change once it exists, because stored entries would no longer fit it; remove the field instead.
 */
export async function putContentType(
  db: Db,
  spaceId: string,
  id: string,
  definition: ContentTypeDefinition,
  options: Options = {},
): Promise<ContentTypeRecord> {
  const environmentId = options.environmentId ?? masterEnvironment;
  if (!entityIdPattern.test(id)) throw new ContentStoreError('BadRequest', `'${id}' is not a valid content type id`);
  const parsed = contentTypeDefinitionSchema.safeParse(definition);
  if (!parsed.success) {
    throw new ContentStoreError(
      'ValidationFailed',
      `Content type '${id}' refused`,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'definition'}: ${issue.message}`),
    );
  }
  const valid = parsed.data;
  return db.transaction(async (tx) => {
    await bumpSequence(tx, spaceId);
    const existing = await getContentType(tx, spaceId, id, { environmentId });
    const now = nowIso();
    if (!existing) {
      if (options.version !== undefined && options.version !== 0) checkVersion('Content type', id, 0, options.version);
      const [row] = await tx
        .insert(contentTypes)
        .values({
          spaceId,
          environmentId,
          id,
          name: valid.name,
          description: valid.description ?? null,
          displayField: valid.displayField ?? null,
          fields: valid.fields,
          version: 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return toContentTypeRecord(row!);
    }
    checkVersion('Content type', id, existing.version, options.version);
    const changedTypes = valid.fields.filter((field) => {
      const before = existing.fields.find((candidate) => candidate.id === field.id);
      return before !== undefined && (before.type !== field.type || before.items?.type !== field.items?.type);
    });
    if (changedTypes.length > 0) {
      throw new ContentStoreError(
        'ValidationFailed',
        `Content type '${id}' refused`,
        changedTypes.map((field) => `field '${field.id}' cannot change its type`),
      );
    }
    const [row] = await tx
      .update(contentTypes)
      .set({
        name: valid.name,
        description: valid.description ?? null,
        displayField: valid.displayField ?? null,
        fields: valid.fields,
        version: existing.version + 1,
        updatedAt: now,
      })
      .where(key(spaceId, environmentId, id))
      .returning();
    return toContentTypeRecord(row!);
  });
}

/** Publishes the current definition; delivery only serves entries of published content types. */
export async function publishContentType(db: Db, spaceId: string, id: string, options: Options = {}): Promise<ContentTypeRecord> {
  const environmentId = options.environmentId ?? masterEnvironment;
  return db.transaction(async (tx) => {
    await bumpSequence(tx, spaceId);
    const existing = await requireContentType(tx, spaceId, environmentId, id);
    checkVersion('Content type', id, existing.version, options.version);
    const now = nowIso();
    const [row] = await tx
      .update(contentTypes)
      .set({
        publishedVersion: existing.version,
        version: existing.version + 1,
        publishedCounter: existing.publishedCounter + 1,
        publishedAt: now,
        firstPublishedAt: existing.firstPublishedAt ?? now,
        updatedAt: now,
      })
      .where(key(spaceId, environmentId, id))
      .returning();
    return toContentTypeRecord(row!);
  });
}

export async function unpublishContentType(db: Db, spaceId: string, id: string, options: Options = {}): Promise<ContentTypeRecord> {
  const environmentId = options.environmentId ?? masterEnvironment;
  return db.transaction(async (tx) => {
    await bumpSequence(tx, spaceId);
    const existing = await requireContentType(tx, spaceId, environmentId, id);
    checkVersion('Content type', id, existing.version, options.version);
    if (existing.publishedVersion === null) throw new ContentStoreError('Conflict', `Content type '${id}' is not published`);
    const [row] = await tx
      .update(contentTypes)
      .set({ publishedVersion: null, version: existing.version + 1, updatedAt: nowIso() })
      .where(key(spaceId, environmentId, id))
      .returning();
    return toContentTypeRecord(row!);
  });
}

/** Deletes a content type that no entry uses any more. */
export async function deleteContentType(db: Db, spaceId: string, id: string, options: { environmentId?: string } = {}): Promise<void> {
  const environmentId = options.environmentId ?? masterEnvironment;
  await db.transaction(async (tx) => {
    await bumpSequence(tx, spaceId);
    await requireContentType(tx, spaceId, environmentId, id);
    const [usage] = await tx
      .select({ entries: count() })
      .from(contentEntries)
      .where(
        and(eq(contentEntries.spaceId, spaceId), eq(contentEntries.environmentId, environmentId), eq(contentEntries.contentTypeId, id)),
      );
    if ((usage?.entries ?? 0) > 0) {
      throw new ContentStoreError('Conflict', `Content type '${id}' still has ${usage?.entries} entries`);
    }
    await tx.delete(contentTypes).where(key(spaceId, environmentId, id));
  });
}
