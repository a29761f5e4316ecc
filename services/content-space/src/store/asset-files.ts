import { contentAssetFiles } from '@storefront/db/schema/content';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { bumpSequence, isoTimestamp, nowIso, type Db } from './db';
import { ContentStoreError } from './errors';

/** Largest file the embedded space keeps in the database. */
export const maxAssetFileBytes = 20 * 1024 * 1024;

const fileInputSchema = z.object({
  fileId: z.string().regex(/^[a-zA-Z0-9._-]{1,128}$/, 'file ids are 1-128 letters, digits, dots, dashes or underscores'),
  fileName: z
    .string()
    .min(1)
    .max(255)
    .refine((name) => !/[/\\\0]/.test(name), 'file names cannot contain slashes or NUL'),
  contentType: z.string().regex(/^[\w.+-]+\/[\w.+-]+(;.*)?$/, 'content type must look like type/subtype'),
  bytes: z.instanceof(Uint8Array).refine((bytes) => bytes.byteLength <= maxAssetFileBytes, `files are limited to ${maxAssetFileBytes} bytes`),
});

export type AssetFileInput = z.infer<typeof fileInputSchema>;

export interface AssetFileRecord {
  fileId: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  createdAt: string;
}

/** Stores (or replaces) the bytes of an asset file of the space. */
export async function putAssetFile(db: Db, spaceId: string, input: AssetFileInput): Promise<Omit<AssetFileRecord, 'bytes'> & { size: number }> {
  const parsed = fileInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new ContentStoreError(
      'ValidationFailed',
      'Asset file refused',
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const file = parsed.data;
  return db.transaction(async (tx) => {
    await bumpSequence(tx, spaceId);
    const now = nowIso();
    const values = { fileName: file.fileName, contentType: file.contentType, bytes: file.bytes, createdAt: now };
    await tx
      .insert(contentAssetFiles)
      .values({ spaceId, fileId: file.fileId, ...values })
      .onConflictDoUpdate({ target: [contentAssetFiles.spaceId, contentAssetFiles.fileId], set: values });
    return { fileId: file.fileId, fileName: file.fileName, contentType: file.contentType, size: file.bytes.byteLength, createdAt: now };
  });
}

export async function readAssetFile(db: Db, spaceId: string, fileId: string): Promise<AssetFileRecord | undefined> {
  const [row] = await db
    .select()
    .from(contentAssetFiles)
    .where(and(eq(contentAssetFiles.spaceId, spaceId), eq(contentAssetFiles.fileId, fileId)));
  if (!row) return undefined;
  return {
    fileId: row.fileId,
    fileName: row.fileName,
    contentType: row.contentType,
    bytes: new Uint8Array(row.bytes),
    createdAt: isoTimestamp(row.createdAt),
  };
}

export async function listAssetFiles(db: Db, spaceId: string): Promise<AssetFileRecord[]> {
  const rows = await db.select().from(contentAssetFiles).where(eq(contentAssetFiles.spaceId, spaceId)).orderBy(asc(contentAssetFiles.fileId));
  return rows.map((row) => ({
    fileId: row.fileId,
    fileName: row.fileName,
    contentType: row.contentType,
    bytes: new Uint8Array(row.bytes),
    createdAt: isoTimestamp(row.createdAt),
  }));
}

export async function deleteAssetFile(db: Db, spaceId: string, fileId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await bumpSequence(tx, spaceId);
    const deleted = await tx
      .delete(contentAssetFiles)
      .where(and(eq(contentAssetFiles.spaceId, spaceId), eq(contentAssetFiles.fileId, fileId)))
      .returning({ fileId: contentAssetFiles.fileId });
    return deleted.length > 0;
  });
}
