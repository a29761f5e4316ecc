import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishContentType, unpublishContentType } from '../store/content-types';
import { archiveEntry, getEntry, publishEntry, unarchiveEntry, unpublishEntry, updateEntry } from '../store/entries';
import type { SpaceRecord } from '../store/spaces';
import { buildCatalogueSpace } from '../test-support/catalogue-space';
import { getJson, idsOf, sdkClient, type ItemJson } from '../test-support/clients';
import { createContentApi, type ContentApi } from './api';

describe('delivery and preview tokens see published and draft content', () => {
  let handle: DatabaseHandle;
  let api: ContentApi;
  let shop: SpaceRecord;
  const read = async (id: string, token: string) => getJson<ItemJson>(api, `/spaces/shop/entries/${id}`, token);
  const name = async (id: string, token: string) => (await read(id, token)).body.fields.name;

  beforeAll(async () => {
    handle = await openTestDatabase();
    shop = await buildCatalogueSpace(handle.db);
    api = createContentApi({ db: handle.db });
  });
  afterAll(() => handle.close());

  it('shows never-published entries to the preview token only', async () => {
    expect((await read('gloves', shop.deliveryToken)).status).toBe(404);
    expect(await name('gloves', shop.previewToken)).toBe('Draft gloves');
    const delivered = await getJson(api, '/spaces/shop/entries?content_type=product', shop.deliveryToken);
    const previewed = await getJson(api, '/spaces/shop/entries?content_type=product', shop.previewToken);
    expect(idsOf(delivered.body)).toEqual(['boots', 'hat', 'scarf']);
    expect(idsOf(previewed.body)).toEqual(['boots', 'gloves', 'hat', 'scarf']);
  });

  it('shows a draft change with the preview token until it is published', async () => {
    const before = await getEntry(handle.db, 'shop', 'hat');
    const fields = { ...before!.fields, name: { 'en-US': 'Felt hat (new season)' } };
    await updateEntry(handle.db, 'shop', 'hat', { fields });
    expect(await name('hat', shop.deliveryToken)).toBe('Felt hat');
    expect(await name('hat', shop.previewToken)).toBe('Felt hat (new season)');
    const searchDelivered = await getJson(api, '/spaces/shop/entries?content_type=product&query=season', shop.deliveryToken);
    expect(searchDelivered.body.total).toBe(0);

    const deliveredBefore = (await read('hat', shop.deliveryToken)).body.sys;
    await publishEntry(handle.db, 'shop', 'hat');
    const deliveredAfter = (await read('hat', shop.deliveryToken)).body;
    expect(deliveredAfter.fields.name).toBe('Felt hat (new season)');
    expect(deliveredAfter.sys.revision).toBe((deliveredBefore.revision ?? 0) + 1);
    // The delivery API dates an entry by its publishing: created = first published, updated = last published.
    expect(deliveredAfter.sys.createdAt).toBe(deliveredBefore.createdAt);
    expect(String(deliveredAfter.sys.updatedAt) > String(deliveredBefore.updatedAt)).toBe(true);
  });

  it('hides an unpublished entry from delivery but not from preview', async () => {
    await unpublishEntry(handle.db, 'shop', 'boots');
    expect((await read('boots', shop.deliveryToken)).status).toBe(404);
    expect(await name('boots', shop.previewToken)).toBe('Leather boots');
    // Links to it can no longer be resolved by delivery.
    const scarf = await getJson(api, '/spaces/shop/entries?sys.id=scarf', shop.deliveryToken);
    expect(scarf.body.errors?.map((error) => error.details.id).sort()).toEqual(['boots', 'gone']);
    const previewScarf = await getJson(api, '/spaces/shop/entries?sys.id=scarf', shop.previewToken);
    expect(previewScarf.body.includes?.Entry?.map((entry) => entry.sys.id).sort()).toEqual(['boots', 'nordic']);
    await publishEntry(handle.db, 'shop', 'boots');
    expect((await read('boots', shop.deliveryToken)).status).toBe(200);
  });

  it('hides archived entries from both APIs', async () => {
    await archiveEntry(handle.db, 'shop', 'gloves');
    expect((await read('gloves', shop.previewToken)).status).toBe(404);
    await unarchiveEntry(handle.db, 'shop', 'gloves');
    expect((await read('gloves', shop.previewToken)).status).toBe(200);
  });

  it('stops delivering entries of an unpublished content type', async () => {
    await unpublishContentType(handle.db, 'shop', 'brand');
    expect((await read('acme', shop.deliveryToken)).status).toBe(404);
    expect((await getJson(api, '/spaces/shop/content_types/brand', shop.deliveryToken)).status).toBe(404);
    expect((await read('acme', shop.previewToken)).status).toBe(200);
    await publishContentType(handle.db, 'shop', 'brand');
    expect((await read('acme', shop.deliveryToken)).status).toBe(200);
  });

  it('dates preview answers by editing rather than publishing', async () => {
    const stored = await getEntry(handle.db, 'shop', 'gloves');
    const previewed = (await read('gloves', shop.previewToken)).body.sys;
    expect(previewed.createdAt).toBe(stored!.createdAt);
    expect(previewed.updatedAt).toBe(stored!.updatedAt);
  });

  it('lets the SDK preview drafts through the same adapter', async () => {
    const preview = sdkClient(api, 'shop', shop.previewToken);
    const delivery = sdkClient(api, 'shop', shop.deliveryToken);
    expect((await preview.getEntries({ content_type: 'product', 'fields.slug': 'gloves' })).total).toBe(1);
    expect((await delivery.getEntries({ content_type: 'product', 'fields.slug': 'gloves' })).total).toBe(0);
  });

  it('refreshes its snapshot after every write without being told', async () => {
    const first = await getJson(api, '/spaces/shop/entries?content_type=brand&order=sys.id', shop.deliveryToken);
    const again = await getJson(api, '/spaces/shop/entries?content_type=brand&order=sys.id', shop.deliveryToken);
    expect(again.body).toEqual(first.body);
    const acme = await getEntry(handle.db, 'shop', 'acme');
    await updateEntry(handle.db, 'shop', 'acme', { fields: { ...acme!.fields, country: { 'en-US': 'IE' } } });
    await publishEntry(handle.db, 'shop', 'acme');
    const after = await getJson(api, '/spaces/shop/entries?content_type=brand&order=sys.id', shop.deliveryToken);
    expect(after.body.items[0]!.fields.country).toBe('IE');
  });
});
