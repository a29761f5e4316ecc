import type { LocalisedFields } from '@storefront/db/schema/content';
import type { AssetRecord } from '../store/assets';
import type { ContentTypeRecord } from '../store/content-types';
import type { DocumentRecord } from '../store/documents';
import type { EntryRecord, EntryVersionRecord } from '../store/entries';
import type { LocaleRecord } from '../store/locales';
import type { ScheduledActionRecord } from '../store/scheduled-actions';
import type { SpaceRecord } from '../store/spaces';
import type { UploadRecord } from '../store/uploads';

type Link = { sys: { type: 'Link'; linkType: string; id: string } };

export function link(linkType: string, id: string): Link {
  return { sys: { type: 'Link', linkType, id } };
}

function userLink(userId: string | null): Link | undefined {
  return userId === null ? undefined : link('User', userId);
}

/** Leaves out keys whose value is undefined, as Contentful leaves out absent sys properties. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

export interface Scope {
  spaceId: string;
  environmentId: string;
}

function scopeSys(scope: Scope) {
  return { space: link('Space', scope.spaceId), environment: link('Environment', scope.environmentId) };
}

/** The sys of an entry or asset as the Management API shows it: versions, publishing and who did what. */
function documentSys(scope: Scope, document: DocumentRecord, type: 'Entry' | 'Asset') {
  const published = document.publishedVersion !== null;
  const archived = document.archivedAt !== null;
  return compact({
    ...scopeSys(scope),
    id: document.id,
    type,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
    createdBy: userLink(document.createdBy),
    updatedBy: userLink(document.updatedBy),
    version: document.version,
    publishedVersion: published ? document.publishedVersion! : undefined,
    publishedAt: published ? (document.publishedAt ?? undefined) : undefined,
    publishedBy: published ? userLink(document.publishedBy) : undefined,
    firstPublishedAt: document.firstPublishedAt ?? undefined,
    publishedCounter: document.publishedCounter,
    // An archived document cannot change until it is unarchived, so it was archived at the version before.
    archivedVersion: archived ? document.version - 1 : undefined,
    archivedAt: archived ? document.archivedAt! : undefined,
    archivedBy: archived ? userLink(document.archivedBy) : undefined,
  });
}

function metadata(document: DocumentRecord) {
  return { tags: document.tags.map((tag) => link('Tag', tag)), concepts: [] };
}

export function entryJson(scope: Scope, entry: EntryRecord): Record<string, unknown> {
  return {
    metadata: metadata(entry),
    sys: { ...documentSys(scope, entry, 'Entry'), automationTags: [], contentType: link('ContentType', entry.contentTypeId) },
    fields: entry.fields,
  };
}

export function assetJson(scope: Scope, asset: AssetRecord): Record<string, unknown> {
  return { metadata: metadata(asset), sys: documentSys(scope, asset, 'Asset'), fields: asset.fields };
}

export function contentTypeJson(scope: Scope, contentType: ContentTypeRecord): Record<string, unknown> {
  const published = contentType.publishedVersion !== null;
  return {
    sys: compact({
      ...scopeSys(scope),
      id: contentType.id,
      type: 'ContentType',
      createdAt: contentType.createdAt,
      updatedAt: contentType.updatedAt,
      version: contentType.version,
      publishedVersion: published ? contentType.publishedVersion! : undefined,
      publishedAt: published ? (contentType.publishedAt ?? undefined) : undefined,
      firstPublishedAt: contentType.firstPublishedAt ?? undefined,
      publishedCounter: contentType.publishedCounter,
    }),
    displayField: contentType.displayField,
    name: contentType.name,
    description: contentType.description ?? '',
    fields: contentType.fields,
  };
}

export function localeJson(scope: Scope, locale: LocaleRecord): Record<string, unknown> {
  return {
    name: locale.name,
    code: locale.code,
    fallbackCode: locale.fallbackCode,
    default: locale.default,
    optional: locale.optional,
    contentDeliveryApi: true,
    contentManagementApi: true,
    sys: { ...scopeSys(scope), id: locale.sysId ?? locale.code, type: 'Locale', version: 1 },
  };
}

/**
 * A publish snapshot of an entry: the values as published, and the entry's sys as it was then
 * (`version` is the one publishing created, `publishedVersion` the draft version it published).
 */
export function snapshotJson(
  scope: Scope,
  entry: EntryRecord,
  version: EntryVersionRecord,
  publishedCounter: number,
): Record<string, unknown> {
  const by = userLink(version.createdBy);
  return {
    sys: compact({
      ...scopeSys(scope),
      id: snapshotIdOf(version.version),
      type: 'Snapshot',
      snapshotType: 'publish',
      snapshotEntityType: 'Entry',
      createdAt: version.createdAt,
      updatedAt: version.createdAt,
      createdBy: by,
      updatedBy: by,
      version: 1,
    }),
    snapshot: {
      metadata: metadata(entry),
      sys: compact({
        ...scopeSys(scope),
        id: entry.id,
        type: 'Entry',
        contentType: link('ContentType', entry.contentTypeId),
        createdAt: entry.createdAt,
        updatedAt: version.createdAt,
        createdBy: userLink(entry.createdBy),
        updatedBy: by,
        version: version.version,
        publishedVersion: version.version - 1,
        publishedAt: version.createdAt,
        publishedBy: by,
        publishedCounter,
        firstPublishedAt: entry.firstPublishedAt ?? undefined,
      }),
      fields: version.fields satisfies LocalisedFields,
    },
  };
}

/** Snapshot ids name the version publishing created, so they stay stable and readable. */
export function snapshotIdOf(version: number): string {
  return `v${version}`;
}

export function uploadJson(upload: UploadRecord, environmentId: string | undefined): Record<string, unknown> {
  return {
    sys: compact({
      id: upload.id,
      type: 'Upload',
      space: link('Space', upload.spaceId),
      environment: environmentId ? link('Environment', environmentId) : undefined,
      createdAt: upload.createdAt,
      expiresAt: upload.expiresAt,
      createdBy: userLink(upload.createdBy),
    }),
  };
}

export function scheduledActionJson(action: ScheduledActionRecord): Record<string, unknown> {
  return compact({
    sys: compact({
      id: action.id,
      type: 'ScheduledAction',
      version: action.version,
      space: link('Space', action.spaceId),
      status: action.status,
      createdAt: action.createdAt,
      createdBy: userLink(action.createdBy),
      updatedAt: action.updatedAt,
      updatedBy: userLink(action.updatedBy),
      canceledAt: action.canceledAt ?? undefined,
      canceledBy: userLink(action.canceledBy),
    }),
    action: action.action,
    entity: link(action.entityType, action.entityId),
    environment: link('Environment', action.environmentId),
    scheduledFor: compact({ datetime: action.scheduledFor, timezone: action.timezone ?? undefined }),
    error: action.error ?? undefined,
  });
}

export function spaceJson(space: SpaceRecord): Record<string, unknown> {
  return { name: space.name, sys: { type: 'Space', id: space.id, version: 1, createdAt: space.createdAt, updatedAt: space.updatedAt } };
}

export function environmentJson(space: SpaceRecord, environmentId: string): Record<string, unknown> {
  return {
    name: environmentId,
    sys: {
      type: 'Environment',
      id: environmentId,
      version: 1,
      space: link('Space', space.id),
      status: link('Status', 'ready'),
      createdAt: space.createdAt,
      updatedAt: space.updatedAt,
    },
  };
}

export function collectionJson(items: unknown[], page: { total: number; skip: number; limit: number }): Record<string, unknown> {
  return { sys: { type: 'Array' }, total: page.total, skip: page.skip, limit: page.limit, items };
}
