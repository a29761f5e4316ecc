import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApi, type ContentApi } from '../delivery/api';
import { readAssetFile } from '../store/asset-files';
import type { SpaceRecord } from '../store/spaces';
import { maxUploadBytes } from '../store/uploads';
import { buildCatalogueSpace } from '../test-support/catalogue-space';
import { sdkClient } from '../test-support/clients';
import { arrayBufferOf, call, createEditor, managementClient, pngBytes, sdkError } from '../test-support/management';
import { createManagementApi } from './api';
import { combineContentApis } from './dispatch';
import { ContentEvents } from './events';

const gif = Uint8Array.from([...Buffer.from('GIF89a'), 3, 0, 2, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x21, 0xf9, 4, 0, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 3, 0, 2, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3b]);

describe('assets, uploads and processing through the Management API', () => {
  let handle: DatabaseHandle;
  let shop: SpaceRecord;
  let delivery: ContentApi;
  let clock: Date;
  let token: string;
  let cma: ReturnType<typeof managementClient>;
  let both: ReturnType<typeof combineContentApis>;

  beforeAll(async () => {
    handle = await openTestDatabase();
    shop = await buildCatalogueSpace(handle.db);
    clock = new Date();
    delivery = createContentApi({ db: handle.db, basePath: '/_content' });
    const management = createManagementApi({ db: handle.db, basePath: '/_content', events: new ContentEvents(), now: () => clock });
    both = combineContentApis(delivery.handle, management.handle);
    token = (await createEditor(handle.db, 'ed')).token;
    cma = managementClient(both, token, 'shop');
  });
  afterAll(() => handle.close());

  it('uploads a file, creates an asset from it, processes and publishes it: delivery serves its URL and the space its bytes', async () => {
    const png = pngBytes(40, 30);
    const created = await cma.asset.createFromFiles(
      {},
      { fields: { title: { 'en-US': 'Red swatch' }, description: { 'en-US': 'Colour card' }, file: { 'en-US': { contentType: 'image/png', fileName: 'swatch.png', file: arrayBufferOf(png) } } } },
    );
    expect(created.sys).toMatchObject({ type: 'Asset', version: 1, createdBy: { sys: { id: 'ed' } } });
    const uploadId = created.fields.file['en-US']!.uploadFrom!.sys.id;
    expect((await cma.upload.get({ uploadId })).sys).toMatchObject({ id: uploadId, type: 'Upload' });

    const processed = await cma.asset.processForAllLocales({}, created);
    expect(processed.sys.version).toBe(2);
    expect(processed.fields.file['en-US']).toEqual({
      fileName: 'swatch.png',
      contentType: 'image/png',
      url: `/_content/files/shop/${uploadId}/swatch.png`,
      details: { size: png.byteLength, image: { width: 40, height: 30 } },
    });
    const stored = await readAssetFile(handle.db, 'shop', uploadId);
    expect(stored?.contentType).toBe('image/png');
    expect(Buffer.from(stored!.bytes).equals(Buffer.from(png))).toBe(true);

    await expect(sdkClient(delivery, 'shop', shop.deliveryToken).getAsset(created.sys.id)).rejects.toThrow('could not be found');
    const live = await cma.asset.publish({ assetId: created.sys.id }, processed);
    expect(live.sys).toMatchObject({ publishedVersion: 2, publishedCounter: 1 });
    const delivered = await sdkClient(delivery, 'shop', shop.deliveryToken).getAsset(created.sys.id);
    expect(delivered.fields.file?.url).toBe(`/_content/files/shop/${uploadId}/swatch.png`);
    expect(delivered.fields.title).toBe('Red swatch');
  });

  it('keeps the type the bytes really have, whatever the asset declared', async () => {
    const upload = await cma.upload.create({}, { file: arrayBufferOf(gif) });
    const asset = await cma.asset.create({}, { fields: { title: { 'en-US': 'Tiny' }, file: { 'en-US': { fileName: 'tiny.png', contentType: 'image/png', uploadFrom: { sys: { type: 'Link', linkType: 'Upload', id: upload.sys.id } } } } } });
    const processed = await cma.asset.processForLocale({}, asset, 'en-US');
    expect(processed.fields.file['en-US']).toMatchObject({ contentType: 'image/gif', details: { size: gif.byteLength, image: { width: 3, height: 2 } } });
    expect((await readAssetFile(handle.db, 'shop', upload.sys.id))?.contentType).toBe('image/gif');
  });

  it('refuses uploads that are not images or PDFs with 415, and oversized ones with 413', async () => {
    const text = await sdkError(cma.upload.create({}, { file: '<script>alert(1)</script> plain text pretending to be a file' }));
    expect(text).toMatchObject({ name: 'UnsupportedMediaType', status: 415 });
    expect(text.message).toContain('JPEG, PNG, GIF, WebP or AVIF image or a PDF');
    const json = await call(both, 'POST', '/_content/spaces/shop/uploads', { token, headers: { 'content-type': 'application/json' }, body: pngBytes(2, 2) });
    expect(json.status).toBe(415);
    const tooBig = await call(both, 'POST', '/_content/spaces/shop/environments/master/uploads', {
      token,
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(maxUploadBytes + 1),
    });
    expect(tooBig).toMatchObject({ status: 413, body: { sys: { id: 'PayloadTooLarge' } } });
    const pdf = await cma.upload.create({}, { file: arrayBufferOf(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF')) });
    expect(pdf.sys.type).toBe('Upload');
    await cma.upload.delete({ uploadId: pdf.sys.id });
    expect(await sdkError(cma.upload.get({ uploadId: pdf.sys.id }))).toMatchObject({ status: 404 });
  });

  it('refuses to publish an unprocessed asset, and to process an unknown or expired upload', async () => {
    const upload = await cma.upload.create({}, { file: arrayBufferOf(pngBytes(4, 4)) });
    const link = (id: string) => ({ sys: { type: 'Link' as const, linkType: 'Upload' as const, id } });
    const pending = await cma.asset.create({}, { fields: { title: { 'en-US': 'Pending' }, file: { 'en-US': { fileName: 'p.png', contentType: 'image/png', uploadFrom: link(upload.sys.id) } } } });
    const early = await sdkError(cma.asset.publish({ assetId: pending.sys.id }, pending));
    expect(early).toMatchObject({ name: 'ValidationFailed', status: 422, details: { errors: [expect.objectContaining({ name: 'notProcessed', path: ['fields', 'file', 'en-US'] })] } });

    const unknown = await cma.asset.create({}, { fields: { title: { 'en-US': 'Unknown upload' }, file: { 'en-US': { fileName: 'u.png', contentType: 'image/png', uploadFrom: link('no-such-upload') } } } });
    const refused = await sdkError(cma.asset.processForLocale({}, unknown, 'en-US'));
    expect(refused).toMatchObject({ status: 422, details: { errors: [expect.objectContaining({ name: 'notResolvable', path: ['fields', 'file', 'en-US', 'uploadFrom'] })] } });

    clock = new Date(clock.getTime() + 49 * 3600_000);
    const expired = await sdkError(cma.asset.processForLocale({}, pending, 'en-US'));
    expect(expired).toMatchObject({ status: 422, details: { errors: [expect.objectContaining({ name: 'notResolvable' })] } });
    const stale = await sdkError(cma.asset.processForLocale({}, { ...pending, sys: { ...pending.sys, version: 7 } }, 'en-US'));
    expect(stale).toMatchObject({ name: 'VersionMismatch', status: 409 });
  });

  it('archives and deletes assets by the same rules as entries', async () => {
    const photo = await cma.asset.get({ assetId: 'boots-photo' });
    expect(photo.sys.publishedVersion).toBe(photo.sys.version - 1);
    expect(await sdkError(cma.asset.delete({ assetId: 'boots-photo' }))).toMatchObject({ status: 400 });
    expect(await sdkError(cma.asset.archive({ assetId: 'boots-photo' }))).toMatchObject({ status: 400 });
    await cma.asset.unpublish({ assetId: 'boots-photo' });
    await expect(sdkClient(delivery, 'shop', shop.deliveryToken).getAsset('boots-photo')).rejects.toThrow('could not be found');
    const archived = await cma.asset.archive({ assetId: 'boots-photo' });
    expect(archived.sys.archivedVersion).toBe(archived.sys.version - 1);
    await cma.asset.delete({ assetId: 'boots-photo' });
    expect(await sdkError(cma.asset.get({ assetId: 'boots-photo' }))).toMatchObject({ status: 404 });
    const all = await cma.asset.getMany({ query: { order: 'sys.id' } });
    expect(all.items.map((asset) => asset.sys.id)).not.toContain('boots-photo');
    expect(all.items.map((asset) => asset.sys.id)).toEqual(expect.arrayContaining(['scarf-photo', 'size-guide']));
  });
});
