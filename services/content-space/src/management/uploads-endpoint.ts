import { header } from '../delivery/http';
import { ContentStoreError } from '../store/errors';
import { createUpload, deleteUpload, readUpload } from '../store/uploads';
import { managementErrors } from './errors';
import { created, noContent, ok, type Answer, type ManagementContext } from './request';
import { uploadJson } from './serialize';

/**
 * POST stores a file's bytes (sent as application/octet-stream, like Contentful's upload API);
 * an asset then names it in `file.uploadFrom` and is processed. GET and DELETE one upload.
 */
export async function uploads(context: ManagementContext, environmentId: string | undefined, uploadId: string | undefined): Promise<Answer> {
  if (uploadId === undefined) {
    if (context.method !== 'POST') throw managementErrors.methodNotAllowed(context.method);
    const type = header(context.request.headers, 'content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type && type !== 'application/octet-stream') {
      throw managementErrors.unsupportedMediaType('Send the file as application/octet-stream.');
    }
    try {
      const upload = await createUpload(context.db, context.space.id, { bytes: context.request.body ?? new Uint8Array(), actor: context.editor.userId }, context.now());
      return created(uploadJson(upload, environmentId));
    } catch (error) {
      if (error instanceof ContentStoreError && error.code === 'ValidationFailed') throw managementErrors.unsupportedMediaType(error.message);
      throw error;
    }
  }
  if (context.method === 'GET') {
    const upload = await readUpload(context.db, context.space.id, uploadId, context.now());
    if (!upload) throw managementErrors.notFound({ type: 'Upload', id: uploadId });
    return ok(uploadJson(upload, environmentId));
  }
  if (context.method === 'DELETE') {
    if (!(await deleteUpload(context.db, context.space.id, uploadId))) throw managementErrors.notFound({ type: 'Upload', id: uploadId });
    return noContent();
  }
  throw managementErrors.methodNotAllowed(context.method);
}
