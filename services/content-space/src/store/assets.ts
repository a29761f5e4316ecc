import type { LocalisedFields } from '@storefront/db/schema/content';
import { contentAssets } from '@storefront/db/schema/content';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { entityIdPattern, newEntityId } from '../ids';
import { cloneFields, documentFieldIssues } from '../model/document-fields';
import { isRecord } from '../model/field-values';
import { bumpSequence, masterEnvironment, nowIso, type Db } from './db';
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
import { ContentStoreError, validationFailed } from './errors';
import { listLocales } from './locales';

export type AssetRecord = DocumentRecord;

function key(spaceId: string, environmentId: string, id: string) {
  return and(eq(contentAssets.spaceId, spaceId), eq(contentAssets.environmentId, environmentId), eq(contentAssets.id, id));
}

export const assetTable: DocumentTable<AssetRecord> = {
  kind: 'Asset',
  async load(tx, spaceId, environmentId, id) {
    const [row] = await tx.select().from(contentAssets).where(key(spaceId, environmentId, id));
    return row ? toDocumentRecord(row) : undefined;
  },
  async update(tx, spaceId, environmentId, id, changes) {
    const [row] = await tx.update(contentAssets).set(changes).where(key(spaceId, environmentId, id)).returning();
    return toDocumentRecord(row!);
  },
  async remove(tx, spaceId, environmentId, id) {
    await tx.delete(contentAssets).where(key(spaceId, environmentId, id));
  },
  async model() {
    return { kind: 'Asset' };
  },
  async publishProblems(tx, spaceId, asset) {
    // An asset is only worth delivering with a file in the default locale, and every file it
    // delivers needs a URL: an upload that was never processed has none yet.
    const defaultLocale = (await listLocales(tx, spaceId, asset.environmentId)).find((locale) => locale.default)?.code ?? 'default';
    const files = asset.fields.file ?? {};
    const issues = files[defaultLocale]
      ? []
      : [{ name: 'required', path: ['fields', 'file', defaultLocale], details: `field 'file' is required in locale '${defaultLocale}'` }];
    for (const [locale, file] of Object.entries(files)) {
      if (isRecord(file) && typeof file.url !== 'string') {
        issues.push({ name: 'notProcessed', path: ['fields', 'file', locale], details: `field 'file' in locale '${locale}' is not processed yet` });
      }
    }
    return issues;
  },
};

interface EnvironmentOption {
  environmentId?: string;
}
interface CreateOptions extends EnvironmentOption {
  /** Id of the user creating the asset. */
  actor?: string;
}
interface VersionOption extends EnvironmentOption {
  version?: number;
  /** Id of the user making the change. */
  actor?: string;
}

/** Creates a draft asset at version 1; `fields.file` points at a URL (remote, or one of this space's files). */
export async function createAsset(
  db: Db,
  spaceId: string,
  input: { id?: string; fields?: LocalisedFields; tags?: string[] },
  options: CreateOptions = {},
): Promise<AssetRecord> {
  const environmentId = options.environmentId ?? masterEnvironment;
  const id = input.id ?? newEntityId();
  if (!entityIdPattern.test(id)) throw new ContentStoreError('BadRequest', `'${id}' is not a valid asset id`);
  const fields = cloneFields(input.fields ?? {});
  return db.transaction(async (tx) => {
    await bumpSequence(tx, spaceId);
    if (await assetTable.load(tx, spaceId, environmentId, id)) throw new ContentStoreError('Conflict', `Asset '${id}' already exists`);
    const problems = documentFieldIssues(fields, { kind: 'Asset' }, await localeCodes(tx, spaceId, environmentId));
    if (problems.length > 0) throw validationFailed(`Asset '${id}' refused`, problems);
    const now = nowIso();
    const actor = options.actor ?? null;
    const [row] = await tx
      .insert(contentAssets)
      .values({ spaceId, environmentId, id, fields, tags: input.tags ?? [], version: 1, createdAt: now, updatedAt: now, createdBy: actor, updatedBy: actor })
      .returning();
    return toDocumentRecord(row!);
  });
}

export function getAsset(db: Db, spaceId: string, id: string, options: EnvironmentOption = {}): Promise<AssetRecord | undefined> {
  return assetTable.load(db, spaceId, options.environmentId ?? masterEnvironment, id);
}

export async function listAssets(db: Db, spaceId: string, options: EnvironmentOption & { ids?: string[] } = {}): Promise<AssetRecord[]> {
  if (options.ids?.length === 0) return [];
  const rows = await db
    .select()
    .from(contentAssets)
    .where(
      and(
        eq(contentAssets.spaceId, spaceId),
        eq(contentAssets.environmentId, options.environmentId ?? masterEnvironment),
        options.ids ? inArray(contentAssets.id, options.ids) : undefined,
      ),
    )
    .orderBy(asc(contentAssets.id));
  return rows.map(toDocumentRecord);
}

export function updateAsset(
  db: Db,
  spaceId: string,
  id: string,
  input: { fields: LocalisedFields; tags?: string[] },
  options: VersionOption = {},
): Promise<AssetRecord> {
  return saveDocumentDraft(db, assetTable, spaceId, id, input, { ...options, environmentId: options.environmentId ?? masterEnvironment });
}

export function publishAsset(db: Db, spaceId: string, id: string, options: VersionOption = {}): Promise<AssetRecord> {
  return publishDocument(db, assetTable, spaceId, id, { ...options, environmentId: options.environmentId ?? masterEnvironment });
}

export function unpublishAsset(db: Db, spaceId: string, id: string, options: VersionOption = {}): Promise<AssetRecord> {
  return unpublishDocument(db, assetTable, spaceId, id, { ...options, environmentId: options.environmentId ?? masterEnvironment });
}

export function archiveAsset(db: Db, spaceId: string, id: string, options: VersionOption = {}): Promise<AssetRecord> {
  return archiveDocument(db, assetTable, spaceId, id, { ...options, environmentId: options.environmentId ?? masterEnvironment });
}

export function unarchiveAsset(db: Db, spaceId: string, id: string, options: VersionOption = {}): Promise<AssetRecord> {
  return unarchiveDocument(db, assetTable, spaceId, id, { ...options, environmentId: options.environmentId ?? masterEnvironment });
}

export function deleteAsset(db: Db, spaceId: string, id: string, options: VersionOption = {}): Promise<void> {
  return deleteDocument(db, assetTable, spaceId, id, { ...options, environmentId: options.environmentId ?? masterEnvironment });
}
