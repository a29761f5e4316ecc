import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAssetFile, listAssetFiles, maxAssetFileBytes, putAssetFile, readAssetFile } from './asset-files';
import { ContentStoreError } from './errors';
import { createSpace, getSpace } from './spaces';

describe('asset files', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await createSpace(handle.db, { id: 'files', name: 'Files' });
  });
  afterAll(() => handle.close());

  const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);

  it('stores and returns the exact bytes with name and type', async () => {
    const before = (await getSpace(handle.db, 'files'))!.sequence;
    const stored = await putAssetFile(handle.db, 'files', { fileId: 'img-1', fileName: 'boots.jpg', contentType: 'image/jpeg', bytes });
    expect(stored).toMatchObject({ fileId: 'img-1', fileName: 'boots.jpg', contentType: 'image/jpeg', size: 256 });
    const read = await readAssetFile(handle.db, 'files', 'img-1');
    expect(read).toMatchObject({ fileName: 'boots.jpg', contentType: 'image/jpeg' });
    expect(Array.from(read!.bytes)).toEqual(Array.from(bytes));
    expect((await getSpace(handle.db, 'files'))!.sequence).toBe(before + 1);
  });

  it('replaces a file under the same id and keeps files per space', async () => {
    await putAssetFile(handle.db, 'files', { fileId: 'img-1', fileName: 'boots.png', contentType: 'image/png', bytes: Uint8Array.of(1, 2, 3) });
    expect(Array.from((await readAssetFile(handle.db, 'files', 'img-1'))!.bytes)).toEqual([1, 2, 3]);
    expect(await readAssetFile(handle.db, 'elsewhere', 'img-1')).toBeUndefined();
    expect((await listAssetFiles(handle.db, 'files')).map((file) => file.fileId)).toEqual(['img-1']);
  });

  it('refuses bad names, types, ids and oversized files', async () => {
    const attempts = [
      { fileId: 'a/b', fileName: 'x.jpg', contentType: 'image/jpeg', bytes },
      { fileId: 'ok', fileName: '../x.jpg', contentType: 'image/jpeg', bytes },
      { fileId: 'ok', fileName: 'x.jpg', contentType: 'jpeg', bytes },
      { fileId: 'ok', fileName: 'x.jpg', contentType: 'image/jpeg', bytes: new Uint8Array(maxAssetFileBytes + 1) },
    ];
    for (const attempt of attempts) {
      await expect(putAssetFile(handle.db, 'files', attempt)).rejects.toBeInstanceOf(ContentStoreError);
    }
    await expect(putAssetFile(handle.db, 'nowhere', { fileId: 'x', fileName: 'x.jpg', contentType: 'image/jpeg', bytes })).rejects.toMatchObject({
      code: 'NotFound',
    });
    expect(await readAssetFile(handle.db, 'files', 'ok')).toBeUndefined();
  });

  it('deletes files', async () => {
    expect(await deleteAssetFile(handle.db, 'files', 'img-1')).toBe(true);
    expect(await deleteAssetFile(handle.db, 'files', 'img-1')).toBe(false);
    expect(await readAssetFile(handle.db, 'files', 'img-1')).toBeUndefined();
  });
});
