import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApi, type ContentApi } from '../delivery/api';
import type { SpaceRecord } from '../store/spaces';
import { buildCatalogueSpace } from '../test-support/catalogue-space';
import { sdkClient } from '../test-support/clients';
import { createEditor, managementClient, sdkError } from '../test-support/management';
import { createManagementApi } from './api';
import { combineContentApis } from './dispatch';
import { ContentEvents } from './events';

/** The space's API keys through the contentful-management SDK: what a tool reads content with. */
describe('API keys through the Management API', () => {
  let handle: DatabaseHandle;
  let shop: SpaceRecord;
  let delivery: ContentApi;
  let cma: ReturnType<typeof managementClient>;

  beforeAll(async () => {
    handle = await openTestDatabase();
    shop = await buildCatalogueSpace(handle.db);
    delivery = createContentApi({ db: handle.db, basePath: '/_content' });
    const management = createManagementApi({ db: handle.db, basePath: '/_content', events: new ContentEvents() });
    cma = managementClient(combineContentApis(delivery.handle, management.handle), (await createEditor(handle.db, 'ed')).token, 'shop');
  });
  afterAll(() => handle.close());

  it('lists the space’s delivery key, linking its preview key, with tokens that read published and draft content', async () => {
    const keys = await cma.apiKey.getMany({});
    expect(keys.total).toBe(1);
    const [key] = keys.items;
    expect(key).toMatchObject({ sys: { type: 'ApiKey', id: 'default', space: { sys: { id: 'shop' } } }, accessToken: shop.deliveryToken, environments: [{ sys: { id: 'master' } }] });
    const previewKey = await cma.previewApiKey.get({ previewApiKeyId: key!.preview_api_key.sys.id });
    expect(previewKey).toMatchObject({ sys: { type: 'PreviewApiKey', id: 'default' }, accessToken: shop.previewToken });
    expect(await cma.apiKey.get({ apiKeyId: 'default' })).toEqual(key);
    expect((await sdkClient(delivery, 'shop', key!.accessToken).getEntries()).total).toBeGreaterThan(0);
    expect((await sdkClient(delivery, 'shop', previewKey.accessToken).getEntries()).total).toBeGreaterThan(0);
  });

  it('answers 404 for another key and refuses to change keys', async () => {
    expect(await sdkError(cma.apiKey.get({ apiKeyId: 'other' }))).toMatchObject({ name: 'NotFound', status: 404, details: { type: 'ApiKey', id: 'other' } });
    expect(await sdkError(cma.apiKey.create({}, { name: 'Mine', environments: [] }))).toMatchObject({ name: 'MethodNotAllowed', status: 405 });
  });
});
