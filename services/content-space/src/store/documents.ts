import type { LocalisedFields } from '@storefront/db/schema/content';
import { contentDeletions, contentLocales } from '@storefront/db/schema/content';
import { and, eq } from 'drizzle-orm';
import { cloneFields, documentFieldIssues } from '../model/document-fields';
import type { ContentTypeField } from '../model/content-type';
import type { FieldIssue } from '../model/field-issue';
import { bumpSequence, isoTimestamp, nowIso, type Db } from './db';
import { checkVersion, ContentStoreError, notFound, validationFailed } from './errors';

export type DocumentKind = 'Entry' | 'Asset';
export type DocumentStatus = 'draft' | 'published' | 'changed' | 'archived';

/** What entries and assets share: draft fields, published fields and the publishing bookkeeping. */
export interface DocumentRecord {
  id: string;
  environmentId: string;
  /** Latest (draft) values, all locales. */
  fields: LocalisedFields;
  /** Values as last published; null when not published. */
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
  status: DocumentStatus;
  /** Ids of the users behind the changes; null for imported or seeded content. */
  createdBy: string | null;
  updatedBy: string | null;
  publishedBy: string | null;
  archivedBy: string | null;
}

/** The columns both document tables have, as read from either of them. */
export interface DocumentRow {
  id: string;
  environmentId: string;
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
  createdBy: string | null;
  updatedBy: string | null;
  publishedBy: string | null;
  archivedBy: string | null;
}

export type DocumentChanges = Partial<Omit<DocumentRow, 'id' | 'environmentId' | 'createdAt'>>;

export function documentStatus(row: Pick<DocumentRow, 'archivedAt' | 'publishedVersion' | 'version'>): DocumentStatus {
  if (row.archivedAt !== null) return 'archived';
  if (row.publishedVersion === null) return 'draft';
  return row.version === row.publishedVersion + 1 ? 'published' : 'changed';
}

export function toDocumentRecord(row: DocumentRow): DocumentRecord {
  return {
    id: row.id,
    environmentId: row.environmentId,
    fields: row.fields,
    publishedFields: row.publishedFields,
    tags: row.tags,
    version: row.version,
    publishedVersion: row.publishedVersion,
    publishedCounter: row.publishedCounter,
    createdAt: isoTimestamp(row.createdAt),
    updatedAt: isoTimestamp(row.updatedAt),
    publishedAt: isoTimestamp(row.publishedAt),
    firstPublishedAt: isoTimestamp(row.firstPublishedAt),
    archivedAt: isoTimestamp(row.archivedAt),
    changeSequence: row.changeSequence,
    status: documentStatus(row),
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    publishedBy: row.publishedBy,
    archivedBy: row.archivedBy,
  };
}

/** How the generic lifecycle reaches one table (entries or assets). */
export interface DocumentTable<R extends DocumentRecord> {
  kind: DocumentKind;
  load(tx: Db, spaceId: string, environmentId: string, id: string): Promise<R | undefined>;
  update(tx: Db, spaceId: string, environmentId: string, id: string, changes: DocumentChanges): Promise<R>;
  remove(tx: Db, spaceId: string, environmentId: string, id: string): Promise<void>;
  /** The field model the document's values must fit. */
  model(tx: Db, spaceId: string, record: R): Promise<{ kind: 'Entry'; contentTypeId: string; fields: ContentTypeField[] } | { kind: 'Asset' }>;
  /** Extra rules checked before publishing (required fields, validations). */
  publishProblems(tx: Db, spaceId: string, record: R): Promise<FieldIssue[]>;
  /** Keeps the version history, where the table has one; `actor` is the user behind the change. */
  recordVersion?(tx: Db, spaceId: string, record: R, action: string, actor: string | null): Promise<void>;
  /** Forgets the version history when the document is deleted. */
  forgetHistory?(tx: Db, spaceId: string, environmentId: string, id: string): Promise<void>;
}

export interface WriteOptions {
  environmentId: string;
  /** The version the caller last saw; the write is refused if the document moved on. */
  version?: number;
  /** Id of the user making the change (Management API sys.updatedBy and friends). */
  actor?: string;
}

export async function localeCodes(tx: Db, spaceId: string, environmentId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ code: contentLocales.code })
    .from(contentLocales)
    .where(and(eq(contentLocales.spaceId, spaceId), eq(contentLocales.environmentId, environmentId)));
  return new Set(rows.map((row) => row.code));
}

export async function fieldProblems<R extends DocumentRecord>(
  tx: Db,
  table: DocumentTable<R>,
  spaceId: string,
  record: R,
  fields: LocalisedFields,
): Promise<FieldIssue[]> {
  const model = await table.model(tx, spaceId, record);
  return documentFieldIssues(fields, model, await localeCodes(tx, spaceId, record.environmentId));
}

async function requireDocument<R extends DocumentRecord>(table: DocumentTable<R>, tx: Db, spaceId: string, options: WriteOptions, id: string) {
  const record = await table.load(tx, spaceId, options.environmentId, id);
  if (!record) throw notFound(table.kind, id);
  checkVersion(table.kind, id, record.version, options.version);
  return record;
}

/** Saves new draft values (version + 1); the published values are untouched. */
export async function saveDocumentDraft<R extends DocumentRecord>(
  db: Db,
  table: DocumentTable<R>,
  spaceId: string,
  id: string,
  input: { fields: LocalisedFields; tags?: string[] },
  options: WriteOptions,
): Promise<R> {
  return db.transaction(async (tx) => {
    await bumpSequence(tx, spaceId);
    const record = await requireDocument(table, tx, spaceId, options, id);
    if (record.archivedAt !== null) throw new ContentStoreError('Conflict', `${table.kind} '${id}' is archived; unarchive it to edit`);
    const problems = await fieldProblems(tx, table, spaceId, record, input.fields);
    if (problems.length > 0) throw validationFailed(`${table.kind} '${id}' refused`, problems);
    const saved = await table.update(tx, spaceId, options.environmentId, id, {
      fields: cloneFields(input.fields),
      ...(input.tags ? { tags: [...input.tags] } : {}),
      version: record.version + 1,
      updatedAt: nowIso(),
      updatedBy: options.actor ?? null,
    });
    await table.recordVersion?.(tx, spaceId, saved, 'update', options.actor ?? null);
    return saved;
  });
}

/** Publishes the current draft: delivery serves these values from now on, and sync reports the change. */
export async function publishDocument<R extends DocumentRecord>(
  db: Db,
  table: DocumentTable<R>,
  spaceId: string,
  id: string,
  options: WriteOptions,
): Promise<R> {
  return db.transaction(async (tx) => {
    const sequence = await bumpSequence(tx, spaceId);
    const record = await requireDocument(table, tx, spaceId, options, id);
    if (record.archivedAt !== null) throw new ContentStoreError('Conflict', `${table.kind} '${id}' is archived; unarchive it to publish`);
    const problems = [
      ...(await fieldProblems(tx, table, spaceId, record, record.fields)),
      ...(await table.publishProblems(tx, spaceId, record)),
    ];
    if (problems.length > 0) throw validationFailed(`${table.kind} '${id}' cannot be published`, problems);
    const now = nowIso();
    const published = await table.update(tx, spaceId, options.environmentId, id, {
      publishedFields: cloneFields(record.fields),
      publishedVersion: record.version,
      version: record.version + 1,
      publishedCounter: record.publishedCounter + 1,
      publishedAt: now,
      firstPublishedAt: record.firstPublishedAt ?? now,
      updatedAt: now,
      changeSequence: sequence,
      updatedBy: options.actor ?? null,
      publishedBy: options.actor ?? null,
    });
    await table.recordVersion?.(tx, spaceId, published, 'publish', options.actor ?? null);
    return published;
  });
}

async function addTombstone(tx: Db, spaceId: string, environmentId: string, kind: DocumentKind, id: string, sequence: number) {
  await tx.insert(contentDeletions).values({ spaceId, environmentId, id, type: kind, changeSequence: sequence, deletedAt: nowIso() });
}

/** Takes the document off delivery; sync clients get a Deleted{Entry,Asset} for it. */
export async function unpublishDocument<R extends DocumentRecord>(
  db: Db,
  table: DocumentTable<R>,
  spaceId: string,
  id: string,
  options: WriteOptions,
): Promise<R> {
  return db.transaction(async (tx) => {
    const sequence = await bumpSequence(tx, spaceId);
    const record = await requireDocument(table, tx, spaceId, options, id);
    if (record.publishedVersion === null) throw new ContentStoreError('Conflict', `${table.kind} '${id}' is not published`);
    const unpublished = await table.update(tx, spaceId, options.environmentId, id, {
      publishedFields: null,
      publishedVersion: null,
      version: record.version + 1,
      updatedAt: nowIso(),
      changeSequence: sequence,
      updatedBy: options.actor ?? null,
    });
    await addTombstone(tx, spaceId, options.environmentId, table.kind, id, sequence);
    await table.recordVersion?.(tx, spaceId, unpublished, 'unpublish', options.actor ?? null);
    return unpublished;
  });
}

/** Archives an unpublished document: it leaves the preview API too, but is kept for later. */
export async function archiveDocument<R extends DocumentRecord>(
  db: Db,
  table: DocumentTable<R>,
  spaceId: string,
  id: string,
  options: WriteOptions,
): Promise<R> {
  return db.transaction(async (tx) => {
    await bumpSequence(tx, spaceId);
    const record = await requireDocument(table, tx, spaceId, options, id);
    if (record.publishedVersion !== null) throw new ContentStoreError('Conflict', `${table.kind} '${id}' is published; unpublish it first`);
    if (record.archivedAt !== null) throw new ContentStoreError('Conflict', `${table.kind} '${id}' is already archived`);
    const now = nowIso();
    const archived = await table.update(tx, spaceId, options.environmentId, id, {
      archivedAt: now,
      version: record.version + 1,
      updatedAt: now,
      updatedBy: options.actor ?? null,
      archivedBy: options.actor ?? null,
    });
    await table.recordVersion?.(tx, spaceId, archived, 'archive', options.actor ?? null);
    return archived;
  });
}

export async function unarchiveDocument<R extends DocumentRecord>(
  db: Db,
  table: DocumentTable<R>,
  spaceId: string,
  id: string,
  options: WriteOptions,
): Promise<R> {
  return db.transaction(async (tx) => {
    await bumpSequence(tx, spaceId);
    const record = await requireDocument(table, tx, spaceId, options, id);
    if (record.archivedAt === null) throw new ContentStoreError('Conflict', `${table.kind} '${id}' is not archived`);
    const restored = await table.update(tx, spaceId, options.environmentId, id, {
      archivedAt: null,
      archivedBy: null,
      version: record.version + 1,
      updatedAt: nowIso(),
      updatedBy: options.actor ?? null,
    });
    await table.recordVersion?.(tx, spaceId, restored, 'unarchive', options.actor ?? null);
    return restored;
  });
}

/** Deletes an unpublished document for good (Contentful refuses to delete published content too). */
export async function deleteDocument<R extends DocumentRecord>(
  db: Db,
  table: DocumentTable<R>,
  spaceId: string,
  id: string,
  options: WriteOptions,
): Promise<void> {
  await db.transaction(async (tx) => {
    await bumpSequence(tx, spaceId);
    const record = await requireDocument(table, tx, spaceId, options, id);
    if (record.publishedVersion !== null) throw new ContentStoreError('Conflict', `${table.kind} '${id}' is published; unpublish it first`);
    await table.remove(tx, spaceId, options.environmentId, id);
    await table.forgetHistory?.(tx, spaceId, options.environmentId, id);
  });
}
