import type { LocalisedFields } from '@storefront/db/schema/content';
import { isRecord, isUploadLink } from '../model/field-values';
import { sniffFile } from '../model/file-types';
import { putAssetFile } from '../store/asset-files';
import { getAsset, updateAsset } from '../store/assets';
import { readUpload } from '../store/uploads';
import { managementErrors } from './errors';
import { noContent, requiredVersion, type Answer, type ManagementContext } from './request';

/** Names the space keeps files under: no path separators, no control characters. */
function isSafeFileName(name: string): boolean {
  return name.length > 0 && name.length <= 255 && ![...name].some((char) => char === '/' || char === '\\' || char.charCodeAt(0) < 0x20);
}

/**
 * PUT …/assets/{id}/files/{locale}/process: turns the uploaded file an asset names (`uploadFrom`)
 * into a file the space serves, and gives the asset its URL, type and size (a new version, as
 * Contentful's processing makes). Done at once; the SDK's polling finds the URL on its first look.
 */
export async function processAssetFile(context: ManagementContext, environmentId: string, assetId: string, locale: string): Promise<Answer> {
  if (context.method !== 'PUT') throw managementErrors.methodNotAllowed(context.method);
  const version = requiredVersion(context);
  const asset = await getAsset(context.db, context.space.id, assetId, { environmentId });
  if (!asset) throw managementErrors.notFound({ type: 'Asset', id: assetId });
  if (asset.version !== version) throw managementErrors.versionMismatch('Asset', assetId, asset.version, version);
  const file = asset.fields.file?.[locale];
  const path = ['fields', 'file', locale];
  if (!isRecord(file)) throw managementErrors.invalid('Asset', [{ name: 'required', path, details: `The asset has no file in locale '${locale}' to process` }]);
  if (!isUploadLink(file.uploadFrom)) {
    if (typeof file.url === 'string') return noContent();
    throw managementErrors.invalid('Asset', [
      { name: 'processingFailed', path, details: 'The embedded space cannot fetch remote files; upload the file and link it with uploadFrom' },
    ]);
  }
  const upload = await readUpload(context.db, context.space.id, file.uploadFrom.sys.id, context.now());
  if (!upload) {
    throw managementErrors.invalid('Asset', [
      { name: 'notResolvable', path: [...path, 'uploadFrom'], details: `Upload '${file.uploadFrom.sys.id}' does not exist or has expired` },
    ]);
  }
  const fileName = typeof file.fileName === 'string' ? file.fileName : '';
  if (!isSafeFileName(fileName)) {
    throw managementErrors.invalid('Asset', [{ name: 'regexp', path: [...path, 'fileName'], details: 'fileName must be a plain file name without slashes' }]);
  }
  // The type the bytes really have is kept (and served), whatever the client declared.
  const sniffed = sniffFile(upload.bytes) ?? { contentType: upload.contentType };
  const processed = {
    fileName,
    contentType: sniffed.contentType,
    url: `${context.basePath}/files/${encodeURIComponent(context.space.id)}/${encodeURIComponent(upload.id)}/${encodeURIComponent(fileName)}`,
    details: { size: upload.bytes.byteLength, ...(sniffed.image ? { image: sniffed.image } : {}) },
  };
  const fields: LocalisedFields = { ...asset.fields, file: { ...asset.fields.file, [locale]: processed } };
  await context.db.transaction(async (tx) => {
    await putAssetFile(tx, context.space.id, { fileId: upload.id, fileName, contentType: sniffed.contentType, bytes: upload.bytes });
    await updateAsset(tx, context.space.id, assetId, { fields }, { environmentId, version, actor: context.editor.userId });
  });
  return noContent();
}
