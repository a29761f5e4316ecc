import { runDocumentQuery } from '../delivery/query/document-query';
import { applySelect } from '../delivery/query/select';
import { archiveAsset, createAsset, deleteAsset, getAsset, listAssets, unarchiveAsset, updateAsset, type AssetRecord } from '../store/assets';
import { getContentType } from '../store/content-types';
import {
  archiveEntry,
  createEntry,
  deleteEntry,
  getEntry,
  listEntries,
  unarchiveEntry,
  updateEntry,
  type EntryRecord,
} from '../store/entries';
import { ContentStoreError } from '../store/errors';
import { listLocales } from '../store/locales';
import { header } from '../delivery/http';
import { managementErrors } from './errors';
import { parseAssetPayload, parseEntryPayload, type DocumentPayload, type Parsed } from './payloads';
import { changePublishing } from './publishing';
import { created, noContent, ok, requiredVersion, sentVersion, jsonBody, type Answer, type ManagementContext } from './request';
import type { DocumentCollection } from './routes';
import { assetJson, collectionJson, entryJson, type Scope } from './serialize';

type Kind = 'Entry' | 'Asset';

const kindOf = (collection: DocumentCollection): Kind => (collection === 'entries' ? 'Entry' : 'Asset');

function scopeOf(context: ManagementContext, environmentId: string): Scope {
  return { spaceId: context.space.id, environmentId };
}

function documentJson(scope: Scope, kind: Kind, record: EntryRecord | AssetRecord): Record<string, unknown> {
  return kind === 'Entry' ? entryJson(scope, record as EntryRecord) : assetJson(scope, record);
}

async function localeCodesOf(context: ManagementContext, environmentId: string): Promise<Set<string>> {
  const locales = await listLocales(context.db, context.space.id, environmentId);
  if (locales.length === 0) throw managementErrors.notFound({ type: 'Environment', id: environmentId });
  return new Set(locales.map((locale) => locale.code));
}

async function loadDocument(context: ManagementContext, kind: Kind, environmentId: string, id: string): Promise<EntryRecord | AssetRecord | undefined> {
  return kind === 'Entry'
    ? getEntry(context.db, context.space.id, id, { environmentId })
    : getAsset(context.db, context.space.id, id, { environmentId });
}

async function requireDocument(context: ManagementContext, kind: Kind, environmentId: string, id: string): Promise<EntryRecord | AssetRecord> {
  const record = await loadDocument(context, kind, environmentId, id);
  if (!record) throw managementErrors.notFound({ type: kind, id });
  return record;
}

function accept(parsed: Parsed<DocumentPayload>, kind: Kind): DocumentPayload {
  if (!parsed.ok) throw managementErrors.invalid(kind, parsed.issues);
  return parsed.value;
}

/** Parses an entry payload against the content type it is (or will be) of. */
async function entryPayload(context: ManagementContext, environmentId: string, contentTypeId: string, locales: Set<string>): Promise<DocumentPayload> {
  const contentType = await getContentType(context.db, context.space.id, contentTypeId, { environmentId });
  if (!contentType) {
    throw managementErrors.invalid('Entry', [
      { name: 'notResolvable', path: ['sys', 'contentType'], details: `Content type '${contentTypeId}' does not exist`, link: { sys: { type: 'Link', linkType: 'ContentType', id: contentTypeId } } },
    ]);
  }
  return accept(parseEntryPayload(jsonBody(context), contentType.fields, locales), 'Entry');
}

function contentTypeHeader(context: ManagementContext): string {
  const contentTypeId = header(context.request.headers, 'x-contentful-content-type')?.trim();
  if (!contentTypeId) throw managementErrors.badRequest('Creating an entry needs the X-Contentful-Content-Type header naming its content type.');
  return contentTypeId;
}

/** Creates an entry or asset, with the given id (PUT) or a new one (POST). */
async function createDocument(context: ManagementContext, kind: Kind, environmentId: string, id: string | undefined): Promise<Answer> {
  const locales = await localeCodesOf(context, environmentId);
  const options = { environmentId, actor: context.editor.userId };
  const scope = scopeOf(context, environmentId);
  if (kind === 'Entry') {
    const contentTypeId = contentTypeHeader(context);
    const payload = await entryPayload(context, environmentId, contentTypeId, locales);
    const entry = await createEntry(
      context.db,
      context.space.id,
      { ...(id ? { id } : {}), contentTypeId, fields: payload.fields, ...(payload.tags ? { tags: payload.tags } : {}) },
      options,
    );
    return created(entryJson(scope, entry));
  }
  const payload = accept(parseAssetPayload(jsonBody(context), locales), 'Asset');
  const asset = await createAsset(context.db, context.space.id, { ...(id ? { id } : {}), fields: payload.fields, ...(payload.tags ? { tags: payload.tags } : {}) }, options);
  return created(assetJson(scope, asset));
}

/**
 * PUT of a document that did not exist when the request arrived. When a racing PUT created it
 * meanwhile, the answer is the one a later PUT without a version gets, so it reads the same
 * whichever request came second.
 */
async function createWithChosenId(context: ManagementContext, kind: Kind, environmentId: string, id: string): Promise<Answer> {
  try {
    return await createDocument(context, kind, environmentId, id);
  } catch (error) {
    if (error instanceof ContentStoreError && error.code === 'Conflict' && (await loadDocument(context, kind, environmentId, id))) throw managementErrors.missingVersion();
    throw error;
  }
}

/** GET (query) and POST (create) on /entries and /assets. */
export async function documentCollection(context: ManagementContext, collection: DocumentCollection, environmentId: string): Promise<Answer> {
  const kind = kindOf(collection);
  if (context.method === 'POST') return createDocument(context, kind, environmentId, undefined);
  if (context.method !== 'GET') throw managementErrors.methodNotAllowed(context.method);
  // Queries run on an in-memory view of the drafts (archived ones included) with the delivery
  // API's query engine; the page's documents are then read with their full management sys.
  const snapshot = await context.snapshots.get(context.space.id, environmentId, 'management', context.space.sequence);
  if (!snapshot) throw managementErrors.notFound({ type: 'Environment', id: environmentId });
  const query = runDocumentQuery(snapshot, kind, context.params);
  const ids = query.matches.slice(query.skip, query.skip + query.limit).map((document) => document.id);
  const records =
    kind === 'Entry'
      ? await listEntries(context.db, context.space.id, { environmentId, ids })
      : await listAssets(context.db, context.space.id, { environmentId, ids });
  const byId = new Map<string, EntryRecord | AssetRecord>(records.map((record) => [record.id, record]));
  const scope = scopeOf(context, environmentId);
  const items = ids
    .map((id) => byId.get(id))
    .filter((record) => record !== undefined)
    .map((record) => {
      const json = documentJson(scope, kind, record);
      return query.select ? applySelect(json, query.select) : json;
    });
  return ok(collectionJson(items, { total: query.matches.length, skip: query.skip, limit: query.limit }));
}

/** GET, PUT (update, or create with this id) and DELETE on one entry or asset. */
export async function documentItem(context: ManagementContext, collection: DocumentCollection, environmentId: string, id: string): Promise<Answer> {
  const kind = kindOf(collection);
  const scope = scopeOf(context, environmentId);
  switch (context.method) {
    case 'GET':
      return ok(documentJson(scope, kind, await requireDocument(context, kind, environmentId, id)));
    case 'PUT': {
      const existing = await loadDocument(context, kind, environmentId, id);
      const version = sentVersion(context);
      if (!existing) {
        // A version names something that exists; without one, PUT creates the document with this id.
        if (version !== undefined && version !== 0) throw managementErrors.notFound({ type: kind, id });
        return createWithChosenId(context, kind, environmentId, id);
      }
      if (version === undefined) throw managementErrors.missingVersion();
      const locales = await localeCodesOf(context, environmentId);
      const payload =
        kind === 'Entry'
          ? await entryPayload(context, environmentId, (existing as EntryRecord).contentTypeId, locales)
          : accept(parseAssetPayload(jsonBody(context), locales), 'Asset');
      const input = { fields: payload.fields, ...(payload.tags ? { tags: payload.tags } : {}) };
      const options = { environmentId, version, actor: context.editor.userId };
      const saved =
        kind === 'Entry'
          ? await updateEntry(context.db, context.space.id, id, input, options)
          : await updateAsset(context.db, context.space.id, id, input, options);
      return ok(documentJson(scope, kind, saved));
    }
    case 'DELETE': {
      const version = sentVersion(context);
      const options = { environmentId, actor: context.editor.userId, ...(version !== undefined ? { version } : {}) };
      if (kind === 'Entry') await deleteEntry(context.db, context.space.id, id, options);
      else await deleteAsset(context.db, context.space.id, id, options);
      return noContent();
    }
    default:
      throw managementErrors.methodNotAllowed(context.method);
  }
}

/** PUT publishes (the version sent must be the current one); DELETE unpublishes. */
export async function documentPublished(context: ManagementContext, collection: DocumentCollection, environmentId: string, id: string): Promise<Answer> {
  const kind = kindOf(collection);
  if (context.method !== 'PUT' && context.method !== 'DELETE') throw managementErrors.methodNotAllowed(context.method);
  const version = context.method === 'PUT' ? requiredVersion(context) : sentVersion(context);
  const record = await changePublishing(context.db, context.events, {
    kind,
    action: context.method === 'PUT' ? 'publish' : 'unpublish',
    spaceId: context.space.id,
    environmentId,
    id,
    ...(version !== undefined ? { version } : {}),
    actor: context.editor.userId,
    via: 'api',
  });
  return ok(documentJson(scopeOf(context, environmentId), kind, record as EntryRecord | AssetRecord));
}

/** PUT archives (only what is not published); DELETE unarchives. */
export async function documentArchived(context: ManagementContext, collection: DocumentCollection, environmentId: string, id: string): Promise<Answer> {
  const kind = kindOf(collection);
  const version = sentVersion(context);
  const options = { environmentId, actor: context.editor.userId, ...(version !== undefined ? { version } : {}) };
  let record: EntryRecord | AssetRecord;
  if (context.method === 'PUT') {
    record = kind === 'Entry' ? await archiveEntry(context.db, context.space.id, id, options) : await archiveAsset(context.db, context.space.id, id, options);
  } else if (context.method === 'DELETE') {
    record = kind === 'Entry' ? await unarchiveEntry(context.db, context.space.id, id, options) : await unarchiveAsset(context.db, context.space.id, id, options);
  } else {
    throw managementErrors.methodNotAllowed(context.method);
  }
  return ok(documentJson(scopeOf(context, environmentId), kind, record));
}
