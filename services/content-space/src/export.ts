import { masterEnvironment, type Db } from './store/db';
import { listAssetFiles } from './store/asset-files';
import { listAssets } from './store/assets';
import { listContentTypes } from './store/content-types';
import type { DocumentRecord } from './store/documents';
import { listEntries } from './store/entries';
import { listLocales } from './store/locales';
import { requireSpace } from './store/spaces';

export interface ExportSpaceOptions {
  environmentId?: string;
  /** Also carry the bytes of the space's own asset files (as base64, in an `assetFiles` extension). */
  includeAssetFiles?: boolean;
}

function link(linkType: string, id: string) {
  return { sys: { type: 'Link', linkType, id } };
}

function documentSys(document: DocumentRecord) {
  const archived = document.archivedAt !== null;
  return {
    id: document.id,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
    version: document.version,
    publishedCounter: document.publishedCounter,
    ...(document.publishedVersion !== null ? { publishedVersion: document.publishedVersion } : {}),
    ...(document.publishedAt !== null && document.publishedVersion !== null ? { publishedAt: document.publishedAt } : {}),
    ...(document.firstPublishedAt !== null ? { firstPublishedAt: document.firstPublishedAt } : {}),
    // Archiving bumps the version and editing is blocked while archived, so the archived version is the one before.
    ...(archived ? { archivedVersion: document.version - 1, archivedAt: document.archivedAt } : {}),
  };
}

/** Draft and published values differ once a published document was edited again. */
function publishedFieldsIfChanged(document: DocumentRecord) {
  return document.publishedFields !== null && JSON.stringify(document.publishedFields) !== JSON.stringify(document.fields)
    ? { publishedFields: document.publishedFields }
    : {};
}

/**
 * Writes a space environment in the `contentful space export` format (content types, locales,
 * entries, assets), so that importing it into another space gives identical delivery and preview
 * answers. Entries whose draft differs from what is published also carry `publishedFields`, an
 * extension our importer reads (Contentful's tools ignore it).
 */
export async function exportSpace(db: Db, spaceId: string, options: ExportSpaceOptions = {}) {
  const environmentId = options.environmentId ?? masterEnvironment;
  await requireSpace(db, spaceId);
  const space = link('Space', spaceId);
  const environment = link('Environment', environmentId);
  const [locales, contentTypes, entries, assets] = await Promise.all([
    listLocales(db, spaceId, environmentId),
    listContentTypes(db, spaceId, { environmentId }),
    listEntries(db, spaceId, { environmentId }),
    listAssets(db, spaceId, { environmentId }),
  ]);
  const files = options.includeAssetFiles ? await listAssetFiles(db, spaceId) : undefined;
  return {
    contentTypes: contentTypes.map((type) => ({
      sys: {
        space,
        id: type.id,
        type: 'ContentType',
        createdAt: type.createdAt,
        updatedAt: type.updatedAt,
        environment,
        version: type.version,
        publishedCounter: type.publishedCounter,
        ...(type.publishedVersion !== null ? { publishedVersion: type.publishedVersion } : {}),
        ...(type.publishedAt !== null ? { publishedAt: type.publishedAt } : {}),
        ...(type.firstPublishedAt !== null ? { firstPublishedAt: type.firstPublishedAt } : {}),
      },
      displayField: type.displayField,
      name: type.name,
      description: type.description,
      fields: type.fields,
    })),
    editorInterfaces: [] as unknown[],
    entries: entries.map((entry) => ({
      metadata: { tags: entry.tags.map((tag) => link('Tag', tag)) },
      sys: { space, ...documentSys(entry), type: 'Entry', environment, contentType: link('ContentType', entry.contentTypeId) },
      fields: entry.fields,
      ...publishedFieldsIfChanged(entry),
    })),
    assets: assets.map((asset) => ({
      metadata: { tags: asset.tags.map((tag) => link('Tag', tag)) },
      sys: { space, ...documentSys(asset), type: 'Asset', environment },
      fields: asset.fields,
      ...publishedFieldsIfChanged(asset),
    })),
    locales: locales.map((locale) => ({
      name: locale.name,
      code: locale.code,
      fallbackCode: locale.fallbackCode,
      default: locale.default,
      contentManagementApi: true,
      contentDeliveryApi: true,
      optional: locale.optional,
      sys: { type: 'Locale', id: locale.sysId ?? locale.code, version: 1, space, environment },
    })),
    webhooks: [] as unknown[],
    roles: [] as unknown[],
    ...(files
      ? {
          assetFiles: files.map((file) => ({
            fileId: file.fileId,
            fileName: file.fileName,
            contentType: file.contentType,
            base64: Buffer.from(file.bytes).toString('base64'),
          })),
        }
      : {}),
  };
}

export type SpaceExportFile = Awaited<ReturnType<typeof exportSpace>>;
