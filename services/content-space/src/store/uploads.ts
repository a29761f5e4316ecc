import { contentUploads } from '@storefront/db/schema/content';
import { and, eq, lte } from 'drizzle-orm';
import { newEntityId } from '../ids';
import { sniffFile } from '../model/file-types';
import { maxAssetFileBytes } from './asset-files';
import { isoTimestamp, type Db } from './db';
import { ContentStoreError } from './errors';

/** Uploads are kept this long for an asset to be processed from them, as Contentful does. */
export const uploadLifetimeMs = 48 * 3600_000;

/** Uploads become asset files, so they share the file size limit. */
export const maxUploadBytes = maxAssetFileBytes;

export interface UploadRecord {
  id: string;
  spaceId: string;
  /** Recognised from the bytes. */
  contentType: string;
  size: number;
  createdBy: string | null;
  createdAt: string;
  expiresAt: string;
}

/**
 * Keeps an uploaded file until an asset is processed from it. Only the accepted file types
 * (recognised by their bytes) and sizes are kept; anything else is refused with a reason.
 */
export async function createUpload(
  db: Db,
  spaceId: string,
  input: { bytes: Uint8Array; actor?: string },
  now = new Date(),
): Promise<UploadRecord> {
  if (input.bytes.byteLength === 0) throw new ContentStoreError('BadRequest', 'The upload is empty');
  if (input.bytes.byteLength > maxUploadBytes) throw new ContentStoreError('BadRequest', `Uploads are limited to ${maxUploadBytes} bytes`);
  const sniffed = sniffFile(input.bytes);
  if (!sniffed) throw new ContentStoreError('ValidationFailed', 'The upload is not a JPEG, PNG, GIF, WebP or AVIF image or a PDF document');
  const [row] = await db
    .insert(contentUploads)
    .values({
      spaceId,
      id: newEntityId(),
      contentType: sniffed.contentType,
      bytes: input.bytes,
      createdBy: input.actor ?? null,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + uploadLifetimeMs).toISOString(),
    })
    .returning();
  return toRecord(row!);
}

function toRecord(row: typeof contentUploads.$inferSelect): UploadRecord {
  return {
    id: row.id,
    spaceId: row.spaceId,
    contentType: row.contentType,
    size: row.bytes.byteLength,
    createdBy: row.createdBy,
    createdAt: isoTimestamp(row.createdAt),
    expiresAt: isoTimestamp(row.expiresAt),
  };
}

/** An upload that has not expired, with its bytes; undefined otherwise. */
export async function readUpload(
  db: Db,
  spaceId: string,
  id: string,
  now = new Date(),
): Promise<(UploadRecord & { bytes: Uint8Array<ArrayBuffer> }) | undefined> {
  const [row] = await db
    .select()
    .from(contentUploads)
    .where(and(eq(contentUploads.spaceId, spaceId), eq(contentUploads.id, id)));
  if (!row || new Date(row.expiresAt).getTime() <= now.getTime()) return undefined;
  return { ...toRecord(row), bytes: new Uint8Array(row.bytes) };
}

export async function deleteUpload(db: Db, spaceId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(contentUploads)
    .where(and(eq(contentUploads.spaceId, spaceId), eq(contentUploads.id, id)))
    .returning({ id: contentUploads.id });
  return deleted.length > 0;
}

/** Forgets expired uploads (the scheduler does this as it runs); returns how many went. */
export async function purgeExpiredUploads(db: Db, now = new Date()): Promise<number> {
  const deleted = await db.delete(contentUploads).where(lte(contentUploads.expiresAt, now.toISOString())).returning({ id: contentUploads.id });
  return deleted.length;
}
