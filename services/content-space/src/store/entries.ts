import type { LocalisedFields } from '@storefront/db/schema/content';
import { contentEntries, contentEntryVersions } from '@storefront/db/schema/content';
import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { entityIdPattern, newEntityId } from '../ids';
import { cloneFields, documentFieldIssues } from '../model/document-fields';
import type { FieldIssue } from '../model/field-issue';
import { linkedEntryIds, publishProblems } from '../model/publish-rules';
import { getContentType } from './content-types';
import { bumpSequence, isoTimestamp, masterEnvironment, nowIso, type Db } from './db';
import {
  archiveDocument,
  deleteDocument,
  localeCodes,
  publishDocument,
  saveDocumentDraft,
  toDocumentRecord,
  unarchiveDocument,
  unpublishDocument,
  type DocumentRecord,
  type DocumentTable,
} from './documents';
import { ContentStoreError, notFound, validationFailed } from './errors';
import { listLocales } from './locales';

export interface EntryRecord extends DocumentRecord {
  contentTypeId: string;
}

type EntryRow = typeof contentEntries.$inferSelect;

function toEntryRecord(row: EntryRow): EntryRecord {
  return { ...toDocumentRecord(row), contentTypeId: row.contentTypeId };
}

function key(spaceId: string, environmentId: string, id: string) {
  return and(eq(contentEntries.spaceId, spaceId), eq(contentEntries.environmentId, environmentId), eq(contentEntries.id, id));
}

async function contentTypeOf(tx: Db, spaceId: string, environmentId: string, contentTypeId: string) {
  const contentType = await getContentType(tx, spaceId, contentTypeId, { environmentId });
  if (!contentType) throw new ContentStoreError('ValidationFailed', `Content type '${contentTypeId}' does not exist`);
  return contentType;
}

async function entryPublishProblems(tx: Db, spaceId: string, entry: EntryRecord): Promise<FieldIssue[]> {
  const contentType = await contentTypeOf(tx, spaceId, entry.environmentId, entry.contentTypeId);
  if (contentType.publishedVersion === null) {
    return [{ name: 'contentType', path: ['sys', 'contentType'], details: `content type '${entry.contentTypeId}' is not published` }];
  }
  const linked = linkedEntryIds(entry.fields);
  const targets =
    linked.length === 0
      ? []
      : await tx
          .select({ id: contentEntries.id, contentTypeId: contentEntries.contentTypeId })
          .from(contentEntries)
          .where(
            and(
              eq(contentEntries.spaceId, spaceId),
              eq(contentEntries.environmentId, entry.environmentId),
              inArray(contentEntries.id, linked),
            ),
          );
  const uniqueFields = contentType.fields.filter((field) => field.validations?.some((validation) => validation.unique === true));
  const siblings =
    uniqueFields.length === 0
      ? []
      : await tx
          .select({ publishedFields: contentEntries.publishedFields })
          .from(contentEntries)
          .where(
            and(
              eq(contentEntries.spaceId, spaceId),
              eq(contentEntries.environmentId, entry.environmentId),
              eq(contentEntries.contentTypeId, entry.contentTypeId),
              ne(contentEntries.id, entry.id),
              isNotNull(contentEntries.publishedFields),
            ),
          );
  return publishProblems(entry.fields, contentType.fields, {
    locales: await listLocales(tx, spaceId, entry.environmentId),
    linkedEntryTypes: new Map(targets.map((target) => [target.id, target.contentTypeId])),
    isTaken: (fieldId, locale, value) =>
      siblings.some((sibling) => JSON.stringify(sibling.publishedFields?.[fieldId]?.[locale]) === JSON.stringify(value)),
  });
}

export const entryTable: DocumentTable<EntryRecord> = {
  kind: 'Entry',
  async load(tx, spaceId, environmentId, id) {
    const [row] = await tx.select().from(contentEntries).where(key(spaceId, environmentId, id));
    return row ? toEntryRecord(row) : undefined;
  },
  async update(tx, spaceId, environmentId, id, changes) {
    const [row] = await tx.update(contentEntries).set(changes).where(key(spaceId, environmentId, id)).returning();
    return toEntryRecord(row!);
  },
  async remove(tx, spaceId, environmentId, id) {
    await tx.delete(contentEntries).where(key(spaceId, environmentId, id));
  },
  async model(tx, spaceId, entry) {
    const contentType = await contentTypeOf(tx, spaceId, entry.environmentId, entry.contentTypeId);
    return { kind: 'Entry', contentTypeId: contentType.id, fields: contentType.fields };
  },
  publishProblems: entryPublishProblems,
  async recordVersion(tx, spaceId, entry, action, actor) {
    await tx.insert(contentEntryVersions).values({
      spaceId,
      environmentId: entry.environmentId,
      entryId: entry.id,
      version: entry.version,
      fields: entry.fields,
      action,
      createdBy: actor,
      createdAt: nowIso(),
    });
  },
  async forgetHistory(tx, spaceId, environmentId, id) {
    await tx
      .delete(contentEntryVersions)
      .where(
        and(
          eq(contentEntryVersions.spaceId, spaceId),
          eq(contentEntryVersions.environmentId, environmentId),
          eq(contentEntryVersions.entryId, id),
        ),
      );
  },
};

export interface CreateEntryInput {
  /** Chosen by the caller, or a random Contentful-shaped id. */
  id?: string;
  contentTypeId: string;
  fields?: LocalisedFields;
  tags?: string[];
}

interface EnvironmentOption {
  environmentId?: string;
}
interface CreateOptions extends EnvironmentOption {
  /** Id of the user creating the entry. */
  actor?: string;
}
interface VersionOption extends EnvironmentOption {
  /** The version the caller last saw (optimistic locking). */
  version?: number;
  /** Id of the user making the change. */
  actor?: string;
}

/** Creates a draft entry at version 1. */
export async function createEntry(db: Db, spaceId: string, input: CreateEntryInput, options: CreateOptions = {}): Promise<EntryRecord> {
  const environmentId = options.environmentId ?? masterEnvironment;
  const id = input.id ?? newEntityId();
  if (!entityIdPattern.test(id)) throw new ContentStoreError('BadRequest', `'${id}' is not a valid entry id`);
  const fields = cloneFields(input.fields ?? {});
  return db.transaction(async (tx) => {
    await bumpSequence(tx, spaceId);
    if (await entryTable.load(tx, spaceId, environmentId, id)) throw new ContentStoreError('Conflict', `Entry '${id}' already exists`);
    const contentType = await contentTypeOf(tx, spaceId, environmentId, input.contentTypeId);
    const problems = documentFieldIssues(
      fields,
      { kind: 'Entry', contentTypeId: contentType.id, fields: contentType.fields },
      await localeCodes(tx, spaceId, environmentId),
    );
    if (problems.length > 0) throw validationFailed(`Entry '${id}' refused`, problems);
    const now = nowIso();
    const [row] = await tx
      .insert(contentEntries)
      .values({
        spaceId,
        environmentId,
        id,
        contentTypeId: contentType.id,
        fields,
        tags: input.tags ?? [],
        version: 1,
        createdAt: now,
        updatedAt: now,
        createdBy: options.actor ?? null,
        updatedBy: options.actor ?? null,
      })
      .returning();
    const entry = toEntryRecord(row!);
    await entryTable.recordVersion!(tx, spaceId, entry, 'create', options.actor ?? null);
    return entry;
  });
}

export async function getEntry(db: Db, spaceId: string, id: string, options: EnvironmentOption = {}): Promise<EntryRecord | undefined> {
  return entryTable.load(db, spaceId, options.environmentId ?? masterEnvironment, id);
}

export async function listEntries(
  db: Db,
  spaceId: string,
  options: EnvironmentOption & { contentTypeId?: string; ids?: string[] } = {},
): Promise<EntryRecord[]> {
  if (options.ids?.length === 0) return [];
  const rows = await db
    .select()
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.spaceId, spaceId),
        eq(contentEntries.environmentId, options.environmentId ?? masterEnvironment),
        options.contentTypeId ? eq(contentEntries.contentTypeId, options.contentTypeId) : undefined,
        options.ids ? inArray(contentEntries.id, options.ids) : undefined,
      ),
    )
    .orderBy(asc(contentEntries.id));
  return rows.map(toEntryRecord);
}

/** Saves new draft values (version + 1, history row). */
export function updateEntry(
  db: Db,
  spaceId: string,
  id: string,
  input: { fields: LocalisedFields; tags?: string[] },
  options: VersionOption = {},
): Promise<EntryRecord> {
  return saveDocumentDraft(db, entryTable, spaceId, id, input, { ...options, environmentId: options.environmentId ?? masterEnvironment });
}

export function publishEntry(db: Db, spaceId: string, id: string, options: VersionOption = {}): Promise<EntryRecord> {
  return publishDocument(db, entryTable, spaceId, id, { ...options, environmentId: options.environmentId ?? masterEnvironment });
}

export function unpublishEntry(db: Db, spaceId: string, id: string, options: VersionOption = {}): Promise<EntryRecord> {
  return unpublishDocument(db, entryTable, spaceId, id, { ...options, environmentId: options.environmentId ?? masterEnvironment });
}

export function archiveEntry(db: Db, spaceId: string, id: string, options: VersionOption = {}): Promise<EntryRecord> {
  return archiveDocument(db, entryTable, spaceId, id, { ...options, environmentId: options.environmentId ?? masterEnvironment });
}

export function unarchiveEntry(db: Db, spaceId: string, id: string, options: VersionOption = {}): Promise<EntryRecord> {
  return unarchiveDocument(db, entryTable, spaceId, id, { ...options, environmentId: options.environmentId ?? masterEnvironment });
}

export function deleteEntry(db: Db, spaceId: string, id: string, options: VersionOption = {}): Promise<void> {
  return deleteDocument(db, entryTable, spaceId, id, { ...options, environmentId: options.environmentId ?? masterEnvironment });
}

export interface EntryVersionRecord {
  version: number;
  fields: LocalisedFields;
  action: string;
  /** The user whose change made this version, when known. */
  createdBy: string | null;
  createdAt: string;
}

/** The entry's saved versions, oldest first, for history and restore. */
export async function listEntryVersions(db: Db, spaceId: string, id: string, options: EnvironmentOption = {}): Promise<EntryVersionRecord[]> {
  const environmentId = options.environmentId ?? masterEnvironment;
  if (!(await entryTable.load(db, spaceId, environmentId, id))) throw notFound('Entry', id);
  const rows = await db
    .select()
    .from(contentEntryVersions)
    .where(
      and(
        eq(contentEntryVersions.spaceId, spaceId),
        eq(contentEntryVersions.environmentId, environmentId),
        eq(contentEntryVersions.entryId, id),
      ),
    )
    .orderBy(asc(contentEntryVersions.version));
  return rows.map((row) => ({
    version: row.version,
    fields: row.fields,
    action: row.action,
    createdBy: row.createdBy,
    createdAt: isoTimestamp(row.createdAt),
  }));
}
