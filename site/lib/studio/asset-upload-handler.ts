import 'server-only';
import type { NextResponse } from 'next/server';
import { sniffFile } from '@storefront/content-space/model/file-types';
import { csrfFailure, errorResponse, readMultipart } from '../platform/http';
import { asEditor, json, type StudioApiDeps } from './handler-kit';

/** Large enough for a full-width campaign photograph, small enough to serve. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Room for the multipart framing and a title around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/**
 * Web images only, recognised by their bytes. SVG is left out on purpose: it can carry script,
 * and the storefront serves assets from its own origin.
 */
export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};
const TYPE_NAMES = 'a JPEG, PNG, WebP, AVIF or GIF image';

const tooBig = () => errorResponse(413, `The file is too large: upload images of at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`);

/** A plain file name to keep: no folders, no control characters, a sensible length and extension. */
export function safeFileName(name: string, extension: string): string {
  const plain = [...(name.split(/[\\/]/).pop() ?? '')].filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f).join('');
  const base = plain
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, 100);
  return `${base || 'image'}.${extension}`;
}

/**
 * POST /_api/studio/assets (multipart/form-data: `file`, optional `title`) — uploads an image
 * and publishes it as an asset (201 { asset }). 413 over the size limit, 415 for anything that
 * is not a web image by its bytes, whatever it claims to be.
 */
export async function uploadAssetHandler(request: Request, deps: StudioApiDeps): Promise<NextResponse> {
  return asEditor(request, deps, async (content) => {
    const failure = csrfFailure(request);
    if (failure) return failure;
    const type = request.headers.get('content-type') ?? '';
    if (!type.toLowerCase().startsWith('multipart/form-data')) return errorResponse(415, 'Send the file as multipart/form-data with a "file" field.');
    const body = await readMultipart(request, MAX_UPLOAD_BYTES + FORM_OVERHEAD_BYTES, 'The upload could not be read: send it as multipart/form-data.');
    if (!body.ok) return body.response.status === 413 ? tooBig() : body.response;
    const form = body.form;
    const file = form.get('file');
    if (!(file instanceof Blob)) return errorResponse(400, 'Choose a file to upload.');
    if (file.size === 0) return errorResponse(400, 'The file is empty.');
    if (file.size > MAX_UPLOAD_BYTES) return tooBig();
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sniffed = sniffFile(bytes);
    const extension = sniffed ? UPLOAD_TYPES[sniffed.contentType] : undefined;
    if (!sniffed || !extension) return errorResponse(415, `That file is not ${TYPE_NAMES}.`);
    const fileName = safeFileName(file instanceof File ? file.name : '', extension);
    const rawTitle = form.get('title');
    const title = (typeof rawTitle === 'string' ? rawTitle.trim() : '').slice(0, 200) || fileName.replace(/\.[a-z]+$/, '');
    const asset = await content.uploadAsset({ bytes, fileName, contentType: sniffed.contentType, title });
    return json({ asset }, 201);
  });
}
