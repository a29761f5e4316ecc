import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAsset, deleteAsset, publishAsset, unpublishAsset } from '../store/assets';
import { createEntry, deleteEntry, getEntry, publishEntry, unpublishEntry, updateEntry } from '../store/entries';
import type { SpaceRecord } from '../store/spaces';
import { buildCatalogueSpace } from '../test-support/catalogue-space';
import { getJson, sdkClient, type ErrorJson } from '../test-support/clients';
import { createContentApi, type ContentApi } from './api';

interface SyncJson {
  sys: { type: string };
  items: { sys: { type: string; id: string; deletedAt?: string }; fields?: Record<string, Record<string, unknown>> }[];
  nextSyncUrl?: string;
  nextPageUrl?: string;
}

const keyOf = (item: SyncJson['items'][number]) => `${item.sys.type}:${item.sys.id}`;

describe('sync', () => {
  let handle: DatabaseHandle;
  let api: ContentApi;
  let shop: SpaceRecord;

  const sync = async (query: string, token = shop.deliveryToken) => {
    const { status, body } = await getJson<SyncJson>(api, `/spaces/shop/environments/master/sync?${query}`, token);
    expect(status).toBe(200);
    return body;
  };
  const tokenOf = (url: string | undefined) => {
    expect(url).toMatch(/^http:\/\/localhost\/spaces\/shop\/environments\/master\/sync\?sync_token=[\w-]+$/);
    return url!.split('sync_token=')[1]!;
  };
  /** Follows nextPageUrl to the end of a round, returning every item and the next sync token. */
  const syncRound = async (first: string, token = shop.deliveryToken) => {
    let page = await sync(first, token);
    const items = [...page.items];
    let pages = 1;
    while (page.nextPageUrl) {
      page = await sync(`sync_token=${tokenOf(page.nextPageUrl)}`, token);
      items.push(...page.items);
      pages += 1;
    }
    return { items, pages, next: tokenOf(page.nextSyncUrl) };
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    shop = await buildCatalogueSpace(handle.db);
    api = createContentApi({ db: handle.db });
  });
  afterAll(() => handle.close());

  it('starts with every published entry and asset, in all locales', async () => {
    const round = await syncRound('initial=true');
    expect(round.items.map(keyOf).sort()).toEqual(
      ['Asset:boots-photo', 'Asset:scarf-photo', 'Asset:size-guide', 'Entry:acme', 'Entry:boots', 'Entry:hat', 'Entry:nordic', 'Entry:scarf'].sort(),
    );
    const boots = round.items.find((item) => item.sys.id === 'boots')!;
    expect(boots.fields?.name).toEqual({ 'en-US': 'Leather boots', 'de-DE': 'Lederstiefel' });
    expect(boots.fields).not.toHaveProperty('internalNote');
    expect(boots.sys).not.toHaveProperty('locale');
  });

  it('pages with nextPageUrl and ends the round with nextSyncUrl', async () => {
    const first = await sync('initial=true&limit=3');
    expect(first.items).toHaveLength(3);
    expect(first.nextSyncUrl).toBeUndefined();
    const round = await syncRound('initial=true&limit=3');
    expect(round.pages).toBe(3);
    expect(new Set(round.items.map(keyOf)).size).toBe(8);
  });

  it('filters by type and by content type', async () => {
    expect((await syncRound('initial=true&type=Asset')).items.map(keyOf).sort()).toEqual(['Asset:boots-photo', 'Asset:scarf-photo', 'Asset:size-guide']);
    expect((await syncRound('initial=true&type=Entry&content_type=brand')).items.map(keyOf).sort()).toEqual(['Entry:acme', 'Entry:nordic']);
    const refused = await getJson<ErrorJson>(api, '/spaces/shop/sync?initial=true&type=Asset&content_type=brand', shop.deliveryToken);
    expect(refused.status).toBe(400);
    expect(refused.body.sys.id).toBe('BadRequest');
  });

  it('reports only what changed since the token: publishes, unpublishes and deletions', async () => {
    const start = await syncRound('initial=true');
    const nothing = await syncRound(`sync_token=${start.next}`);
    expect(nothing.items).toEqual([]);

    // A draft edit is not a change for delivery sync; publishing it is.
    const hat = await getEntry(handle.db, 'shop', 'hat');
    await updateEntry(handle.db, 'shop', 'hat', { fields: { ...hat!.fields, price: { 'en-US': 55 } } });
    expect((await syncRound(`sync_token=${start.next}`)).items).toEqual([]);
    await publishEntry(handle.db, 'shop', 'hat');
    await unpublishEntry(handle.db, 'shop', 'scarf');
    await unpublishAsset(handle.db, 'shop', 'size-guide');
    await deleteAsset(handle.db, 'shop', 'size-guide');
    const delta = await syncRound(`sync_token=${start.next}`);
    expect(delta.items.map(keyOf).sort()).toEqual(['DeletedAsset:size-guide', 'DeletedEntry:scarf', 'Entry:hat']);
    expect(delta.items.find((item) => item.sys.id === 'hat')!.fields?.price).toEqual({ 'en-US': 55 });
    expect(delta.items.find((item) => item.sys.id === 'scarf')!.sys.deletedAt).toEqual(expect.any(String));

    // Republishing wins over the older tombstone.
    await publishEntry(handle.db, 'shop', 'scarf');
    const again = await syncRound(`sync_token=${delta.next}`);
    expect(again.items.map(keyOf)).toEqual(['Entry:scarf']);
    const fromStart = await syncRound(`sync_token=${start.next}`);
    expect(fromStart.items.map(keyOf).sort()).toEqual(['DeletedAsset:size-guide', 'Entry:hat', 'Entry:scarf']);
  });

  it('lists deletions on request in an initial sync', async () => {
    const deletions = await syncRound('initial=true&type=Deletion');
    expect(deletions.items.map(keyOf)).toEqual(['DeletedAsset:size-guide']);
    const deletedEntries = await syncRound('initial=true&type=DeletedEntry');
    expect(deletedEntries.items).toEqual([]);
  });

  it('keeps working through the SDK, with paging and delta tokens', async () => {
    const client = sdkClient(api, 'shop', shop.deliveryToken);
    const initial = await client.sync({ initial: true, limit: 2 });
    expect(initial.entries.map((entry) => entry.sys.id).sort()).toEqual(['acme', 'boots', 'hat', 'nordic', 'scarf']);
    expect(initial.assets.map((asset) => asset.sys.id).sort()).toEqual(['boots-photo', 'scarf-photo']);
    // Links between synced items are resolved by the SDK.
    const boots = initial.entries.find((entry) => entry.sys.id === 'boots')!;
    expect((boots.fields.brand as unknown as Record<string, { fields: { name: Record<string, string> } }>)['en-US']!.fields.name['en-US']).toBe('Acme');

    await createEntry(handle.db, 'shop', { id: 'belt', contentTypeId: 'product', fields: { name: { 'en-US': 'Belt' }, slug: { 'en-US': 'belt' } } });
    await publishEntry(handle.db, 'shop', 'belt');
    await unpublishEntry(handle.db, 'shop', 'hat');
    await createAsset(handle.db, 'shop', {
      id: 'belt-photo',
      fields: { file: { 'en-US': { fileName: 'belt.jpg', contentType: 'image/jpeg', url: '//x/belt.jpg' } } },
    });
    await publishAsset(handle.db, 'shop', 'belt-photo');
    const delta = await client.sync({ nextSyncToken: initial.nextSyncToken });
    expect(delta.entries.map((entry) => entry.sys.id)).toEqual(['belt']);
    expect(delta.assets.map((asset) => asset.sys.id)).toEqual(['belt-photo']);
    expect(delta.deletedEntries.map((entry) => entry.sys.id)).toEqual(['hat']);
    expect(delta.nextSyncToken).toEqual(expect.any(String));
    await unpublishEntry(handle.db, 'shop', 'belt');
    await deleteEntry(handle.db, 'shop', 'belt');
    const afterDelete = await client.sync({ nextSyncToken: delta.nextSyncToken });
    expect(afterDelete.deletedEntries.map((entry) => entry.sys.id)).toEqual(['belt']);
  });

  it('gives the preview token an initial sync of drafts, but no deltas', async () => {
    const preview = await syncRound('initial=true&type=Entry&content_type=product', shop.previewToken);
    expect(preview.items.map(keyOf)).toContain('Entry:gloves');
    const delta = await getJson<ErrorJson>(api, `/spaces/shop/environments/master/sync?sync_token=${preview.next}`, shop.previewToken);
    expect(delta.status).toBe(400);
    expect(delta.body.message).toContain('only supports initial syncs');
  });

  it('refuses forged tokens and tokens of other spaces or APIs', async () => {
    const round = await syncRound('initial=true');
    for (const [token, accessToken] of [
      ['not-a-token', shop.deliveryToken],
      [round.next, shop.previewToken],
    ] as const) {
      const { status, body } = await getJson<ErrorJson>(api, `/spaces/shop/sync?sync_token=${token}`, accessToken);
      expect(status).toBe(400);
      expect(body.sys.id).toBe('BadRequest');
    }
    const missingStart = await getJson<ErrorJson>(api, '/spaces/shop/sync', shop.deliveryToken);
    expect(missingStart.status).toBe(400);
  });
});
