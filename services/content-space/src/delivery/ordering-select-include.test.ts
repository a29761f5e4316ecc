import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importExampleSpace } from '../import/example-space';
import { getSpace, type SpaceRecord } from '../store/spaces';
import { buildCatalogueSpace } from '../test-support/catalogue-space';
import { getJson, idsOf, sdkClient, type ArrayJson, type ErrorJson } from '../test-support/clients';
import { exampleSpaceFiles } from '../test-support/fixtures';
import { createContentApi, type ContentApi } from './api';

describe('ordering, paging, select and include', () => {
  let handle: DatabaseHandle;
  let api: ContentApi;
  let shop: SpaceRecord;
  let cats: SpaceRecord;
  const entries = (query: string, token = shop.deliveryToken) => getJson(api, `/spaces/shop/environments/master/entries?${query}`, token);
  const order = async (query: string, token?: string) => {
    const { status, body } = await entries(query, token);
    expect(status).toBe(200);
    return body.items.map((item) => item.sys.id);
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    shop = await buildCatalogueSpace(handle.db);
    await importExampleSpace(handle.db, { files: exampleSpaceFiles() });
    cats = (await getSpace(handle.db, 'cfexampleapi'))!;
    api = createContentApi({ db: handle.db });
  });
  afterAll(() => handle.close());

  describe('order', () => {
    it('defaults to most recently updated first, then by id', async () => {
      const { body } = await getJson(api, '/spaces/cfexampleapi/entries', cats.deliveryToken);
      const keys = body.items.map((item) => [String(item.sys.updatedAt), item.sys.id] as const);
      const expected = [...keys].sort(([aTime, aId], [bTime, bId]) => (aTime === bTime ? aId.localeCompare(bId) : bTime.localeCompare(aTime)));
      expect(keys).toEqual(expected);
      expect(keys[0]?.[1]).toBe('5ETMRzkl9KM4omyMwKAOki');
    });

    it('orders by sys timestamps both ways', async () => {
      const ascending = (await getJson(api, '/spaces/cfexampleapi/entries?order=sys.createdAt', cats.deliveryToken)).body.items;
      const created = ascending.map((item) => String(item.sys.createdAt));
      expect(created).toEqual([...created].sort());
      const descending = (await getJson(api, '/spaces/cfexampleapi/entries?order=-sys.createdAt', cats.deliveryToken)).body.items;
      expect(descending.map((item) => item.sys.id)).toEqual(ascending.map((item) => item.sys.id).reverse());
    });

    it('orders by several keys, the first taking priority', async () => {
      const { body } = await getJson(api, '/spaces/cfexampleapi/entries?order=sys.contentType.sys.id,sys.id', cats.deliveryToken);
      const types = body.items.map((item) => item.sys.contentType?.sys.id);
      expect([...new Set(types)]).toEqual(['1t9IbcfdCk6m04uISSsaIK', 'cat', 'dog', 'human']);
      expect(body.items.filter((item) => item.sys.contentType?.sys.id === 'cat').map((item) => item.sys.id)).toEqual(['garfield', 'happycat', 'nyancat']);
      expect(await order('content_type=product&order=fields.onSale,-fields.price')).toEqual(['boots', 'hat', 'scarf']);
    });

    it('orders by numbers, dates and symbols of one content type', async () => {
      expect(await order('content_type=product&order=-fields.price')).toEqual(['boots', 'hat', 'scarf']);
      expect(await order('content_type=product&order=fields.releaseDate')).toEqual(['scarf', 'hat', 'boots']);
      expect(await order('content_type=product&order=fields.slug')).toEqual(['hat', 'boots', 'scarf']);
      expect(await order('content_type=brand&order=-fields.name')).toEqual(['nordic', 'acme']);
    });

    it('puts entries without the value last ascending and first descending', async () => {
      expect(await order('content_type=product&order=fields.stock', shop.previewToken)).toEqual(['scarf', 'boots', 'hat', 'gloves']);
      expect(await order('content_type=product&order=-fields.stock', shop.previewToken)).toEqual(['gloves', 'hat', 'boots', 'scarf']);
    });

    it('refuses orders Contentful refuses', async () => {
      for (const query of [
        'order=fields.price',
        'content_type=product&order=fields.colours',
        'content_type=product&order=fields.brand',
        'content_type=product&order=fields.description',
        'content_type=product&order=fields.nope',
        'order=sys.nope',
      ]) {
        const { status, body } = await getJson<ErrorJson>(api, `/spaces/shop/entries?${query}`, shop.deliveryToken);
        expect({ query, status, id: body.sys.id }).toEqual({ query, status: 400, id: 'InvalidQuery' });
      }
      const text = await getJson<ErrorJson>(api, '/spaces/cfexampleapi/entries?content_type=dog&order=fields.description', cats.deliveryToken);
      expect(text.status).toBe(400);
    });
  });

  describe('limit and skip', () => {
    it('pages through the ordered matches and reports the total', async () => {
      const { body } = await entries('order=sys.id&limit=2&skip=1');
      expect(body).toMatchObject({ sys: { type: 'Array' }, total: 5, skip: 1, limit: 2 });
      expect(body.items.map((item) => item.sys.id)).toEqual(['boots', 'hat']);
      const counted = await entries('limit=0');
      expect(counted.body).toMatchObject({ total: 5, limit: 0, items: [] });
      const beyond = await entries('skip=50');
      expect(beyond.body).toMatchObject({ total: 5, skip: 50, items: [] });
    });

    it('defaults to 100 items and accepts up to 1000', async () => {
      expect((await entries('')).body.limit).toBe(100);
      expect((await entries('limit=1000')).body.limit).toBe(1000);
    });
  });

  describe('select', () => {
    it('keeps only the selected sys and field properties', async () => {
      const { body } = await entries('content_type=product&select=sys.id,fields.name,fields.price&order=sys.id');
      expect(body.items[0]).toEqual({ sys: { id: 'boots' }, fields: { name: 'Leather boots', price: 120.5 } });
      const onlySys = await entries('content_type=brand&select=sys&order=sys.id');
      expect(Object.keys(onlySys.body.items[0]!)).toEqual(['sys']);
      expect(onlySys.body.items[0]!.sys).toMatchObject({ id: 'acme', type: 'Entry', revision: 1, locale: 'en-US' });
      const withTags = await entries('content_type=brand&select=metadata.tags,fields');
      expect(Object.keys(withTags.body.items[0]!).sort()).toEqual(['fields', 'metadata']);
    });

    it('selects through the SDK, which adds the sys it needs', async () => {
      const client = sdkClient(api, 'cfexampleapi', cats.deliveryToken);
      const response = await client.getEntries({ content_type: 'cat', select: ['fields.name', 'fields.likes'] });
      expect(response.items).toHaveLength(3);
      for (const item of response.items) {
        expect(Object.keys(item.fields).sort()).toEqual(['likes', 'name']);
        expect(item.sys.id).toEqual(expect.any(String));
      }
    });

    it('refuses selections deeper than two levels or outside sys/fields/metadata', async () => {
      for (const select of ['fields.name.en-US', 'name', '']) {
        const { status, body } = await getJson<ErrorJson>(api, `/spaces/shop/entries?content_type=product&select=${select}`, shop.deliveryToken);
        expect(status).toBe(400);
        expect(body.details?.errors).toEqual([expect.objectContaining({ name: 'select' })]);
      }
    });
  });

  describe('include', () => {
    const includedIds = (body: ArrayJson, kind: 'Entry' | 'Asset') => (body.includes?.[kind] ?? []).map((item) => item.sys.id).sort();

    it('includes one level of linked entries and assets by default, leaving out entries already in items', async () => {
      const { body } = await entries('content_type=product');
      expect(includedIds(body, 'Entry')).toEqual(['acme', 'nordic']);
      expect(includedIds(body, 'Asset')).toEqual(['boots-photo', 'scarf-photo']);
      expect(body.includes?.Entry?.[0]).toMatchObject({ sys: { type: 'Entry', locale: 'en-US' }, fields: expect.any(Object) });
    });

    it('follows links as many levels deep as include says, up to 10', async () => {
      const one = (await entries('sys.id=scarf&include=1')).body;
      expect(includedIds(one, 'Entry')).toEqual(['boots', 'nordic']);
      expect(includedIds(one, 'Asset')).toEqual(['scarf-photo']);
      const two = (await entries('sys.id=scarf&include=2')).body;
      expect(includedIds(two, 'Entry')).toEqual(['acme', 'boots', 'nordic']);
      expect(includedIds(two, 'Asset')).toEqual(['boots-photo', 'scarf-photo']);
      const none = (await entries('sys.id=scarf&include=0')).body;
      expect(none.includes).toBeUndefined();
      expect(none.errors).toBeUndefined();
    });

    it('reports links it cannot resolve as notResolvable errors', async () => {
      const { body } = await entries('sys.id=scarf');
      expect(body.errors).toEqual([{ sys: { id: 'notResolvable', type: 'error' }, details: { type: 'Link', linkType: 'Entry', id: 'gone' } }]);
    });

    it('resolves from the selected fields only', async () => {
      const { body } = await entries('content_type=product&select=sys.id,fields.brand');
      expect(includedIds(body, 'Entry')).toEqual(['acme', 'nordic']);
      expect(includedIds(body, 'Asset')).toEqual([]);
    });

    it('leaves link resolution to the SDK, which gets the same graph', async () => {
      const client = sdkClient(api, 'shop', shop.deliveryToken);
      const response = await client.getEntries({ 'sys.id': 'scarf', include: 2 });
      const scarf = response.items[0]!.fields as unknown as {
        brand: { fields: { name: string } };
        related: ({ fields: { brand: { fields: { country: string } } } } | { sys: { type: string; id: string } })[];
      };
      expect(scarf.brand.fields.name).toBe('Nordic Wool');
      expect((scarf.related[0] as { fields: { brand: { fields: { country: string } } } }).fields.brand.fields.country).toBe('UK');
      expect(scarf.related[1]).toEqual({ sys: { type: 'Link', linkType: 'Entry', id: 'gone' } });
      const withoutUnresolvable = await client.withoutUnresolvableLinks.getEntries({ 'sys.id': 'scarf' });
      expect((withoutUnresolvable.items[0]!.fields.related as unknown[]).length).toBe(1);
    });
  });

  it('answers content types with query, order and paging', async () => {
    const { body } = await getJson(api, '/spaces/cfexampleapi/content_types?order=sys.id&limit=2', cats.deliveryToken);
    expect(body).toMatchObject({ total: 4, limit: 2 });
    expect(idsOf(body)).toEqual(['1t9IbcfdCk6m04uISSsaIK', 'cat']);
    expect(idsOf((await getJson(api, '/spaces/cfexampleapi/content_types?query=meow', cats.deliveryToken)).body)).toEqual(['cat']);
    expect(idsOf((await getJson(api, '/spaces/cfexampleapi/content_types?sys.id[in]=dog,human', cats.deliveryToken)).body)).toEqual(['dog', 'human']);
  });
});
