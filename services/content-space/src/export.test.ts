import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApi, type ContentApi } from './delivery/api';
import { exportSpace } from './export';
import { importExampleSpace } from './import/example-space';
import { spaceExportSchema } from './import/export-format';
import { importSpaceExport } from './import/import-space-export';
import { putAssetFile, readAssetFile } from './store/asset-files';
import { createAsset } from './store/assets';
import { archiveEntry, createEntry, getEntry, updateEntry } from './store/entries';
import { getSpace } from './store/spaces';
import { buildCatalogueSpace } from './test-support/catalogue-space';
import { exampleSpaceFiles } from './test-support/fixtures';

/** Requests whose answers must survive export → import, for both tokens. */
const probes = [
  '',
  '/locales',
  '/content_types?order=sys.id',
  '/content_types/product',
  '/entries?order=sys.id&include=10',
  '/entries?order=sys.id&locale=*',
  '/entries?order=-sys.updatedAt&locale=de-CH',
  '/entries?content_type=product&fields.price[gte]=30&order=fields.price',
  '/entries/hat',
  '/entries/gloves',
  '/assets?order=sys.id',
  '/entries?content_type=cat&order=sys.id&locale=tlh',
];

describe('export', () => {
  let handle: DatabaseHandle;
  let api: ContentApi;

  /** Every probe answer of a space (both tokens), with the space id written as SPACE so spaces compare. */
  async function answers(spaceId: string): Promise<Record<string, string>> {
    const space = (await getSpace(handle.db, spaceId))!;
    const out: Record<string, string> = {};
    for (const [apiName, token] of [
      ['delivery', space.deliveryToken],
      ['preview', space.previewToken],
    ] as const) {
      for (const probe of probes) {
        const url = probe === '' ? `/spaces/${spaceId}` : `/spaces/${spaceId}/environments/master${probe}`;
        const answer = await api.handle({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        const body = JSON.parse(answer.body) as Record<string, unknown>;
        delete body.requestId;
        out[`${apiName} ${probe}`] = `${answer.status} ${JSON.stringify(body).replaceAll(`"${spaceId}"`, '"SPACE"')}`;
      }
    }
    return out;
  }

  beforeAll(async () => {
    handle = await openTestDatabase();
    api = createContentApi({ db: handle.db });
    await buildCatalogueSpace(handle.db);
    // Every state a document can be in: published, changed since publishing, draft, archived.
    const hat = (await getEntry(handle.db, 'shop', 'hat'))!;
    await updateEntry(handle.db, 'shop', 'hat', { fields: { ...hat.fields, price: { 'en-US': 65 } } });
    await createEntry(handle.db, 'shop', { id: 'old-hat', contentTypeId: 'product', fields: { name: { 'en-US': 'Old hat' } }, tags: ['retired'] });
    await archiveEntry(handle.db, 'shop', 'old-hat');
    await createAsset(handle.db, 'shop', { id: 'draft-photo', fields: { title: { 'en-US': 'Not yet' } } });
    await putAssetFile(handle.db, 'shop', { fileId: 'logo', fileName: 'logo.png', contentType: 'image/png', bytes: Uint8Array.of(137, 80, 78, 71) });
  });
  afterAll(() => handle.close());

  it('writes the contentful space export format', async () => {
    const exported = await exportSpace(handle.db, 'shop');
    expect(spaceExportSchema.safeParse(exported).success).toBe(true);
    expect(Object.keys(exported)).toEqual(['contentTypes', 'editorInterfaces', 'entries', 'assets', 'locales', 'webhooks', 'roles']);
    const hat = exported.entries.find((entry) => entry.sys.id === 'hat')!;
    expect(hat.sys).toMatchObject({ type: 'Entry', contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'product' } } });
    expect(hat.sys.version).toBe((hat.sys.publishedVersion ?? 0) + 2);
    expect(hat.fields.price).toEqual({ 'en-US': 65 });
    expect(hat).toHaveProperty('publishedFields.price', { 'en-US': 60 });
    const boots = exported.entries.find((entry) => entry.sys.id === 'boots')!;
    expect(boots).not.toHaveProperty('publishedFields');
    const oldHat = exported.entries.find((entry) => entry.sys.id === 'old-hat')!;
    expect(oldHat.sys).toMatchObject({ archivedVersion: 1 });
    expect(oldHat.metadata.tags).toEqual([{ sys: { type: 'Link', linkType: 'Tag', id: 'retired' } }]);
    expect(exported.locales.map((locale) => [locale.code, locale.fallbackCode, locale.default])).toEqual([
      ['en-US', null, true],
      ['de-DE', 'en-US', false],
      ['de-CH', 'de-DE', false],
      ['it-IT', null, false],
    ]);
  });

  it('round-trips: importing the export into a new space gives identical delivery and preview answers', async () => {
    const exported = JSON.parse(JSON.stringify(await exportSpace(handle.db, 'shop', { includeAssetFiles: true }))) as unknown;
    await importSpaceExport(handle.db, { spaceId: 'shop-copy', name: 'Shop', data: exported });
    const original = await answers('shop');
    expect(Object.values(original).filter((answer) => answer.startsWith('200 ')).length).toBeGreaterThanOrEqual(20);
    expect(await answers('shop-copy')).toEqual(original);
    const logo = await readAssetFile(handle.db, 'shop-copy', 'logo');
    expect(Array.from(logo!.bytes)).toEqual([137, 80, 78, 71]);
    const copiedHat = await getEntry(handle.db, 'shop-copy', 'hat');
    expect(copiedHat).toMatchObject({ status: 'changed', publishedFields: expect.objectContaining({ price: { 'en-US': 60 } }) });
  });

  it('round-trips the example space', async () => {
    await importExampleSpace(handle.db, { files: exampleSpaceFiles() });
    const exported = JSON.parse(JSON.stringify(await exportSpace(handle.db, 'cfexampleapi'))) as unknown;
    await importSpaceExport(handle.db, { spaceId: 'example-copy', name: 'Contentful Example API', data: exported });
    expect(await answers('example-copy')).toEqual(await answers('cfexampleapi'));
  });

  it('refuses to export a space that does not exist', async () => {
    await expect(exportSpace(handle.db, 'nowhere')).rejects.toMatchObject({ code: 'NotFound' });
  });
});
