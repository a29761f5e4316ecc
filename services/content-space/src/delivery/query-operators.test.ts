import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importExampleSpace } from '../import/example-space';
import { getSpace } from '../store/spaces';
import { buildCatalogueSpace } from '../test-support/catalogue-space';
import { getJson, idsOf, type ErrorJson } from '../test-support/clients';
import { exampleSpaceFiles } from '../test-support/fixtures';
import { createContentApi, type ContentApi } from './api';

describe('entry and asset search parameters', () => {
  let handle: DatabaseHandle;
  let api: ContentApi;
  let shopToken: string;
  let catsToken: string;
  const shop = (query: string) => getJson(api, `/spaces/shop/environments/master/entries?${query}`, shopToken);
  const shopIds = async (query: string) => {
    const { status, body } = await shop(query);
    expect(status).toBe(200);
    return idsOf(body);
  };
  const cats = async (query: string) => {
    const { status, body } = await getJson(api, `/spaces/cfexampleapi/entries?${query}`, catsToken);
    expect(status).toBe(200);
    return idsOf(body);
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    shopToken = (await buildCatalogueSpace(handle.db)).deliveryToken;
    await importExampleSpace(handle.db, { files: exampleSpaceFiles() });
    catsToken = (await getSpace(handle.db, 'cfexampleapi'))!.deliveryToken;
    api = createContentApi({ db: handle.db });
  });
  afterAll(() => handle.close());

  it('filters by content type and serves only published entries', async () => {
    expect(await shopIds('content_type=product')).toEqual(['boots', 'hat', 'scarf']);
    expect(await shopIds('content_type=brand')).toEqual(['acme', 'nordic']);
    expect(await shopIds('')).toEqual(['acme', 'boots', 'hat', 'nordic', 'scarf']);
  });

  it('matches sys properties: id, [ne], [in], [nin], dates and content type', async () => {
    expect(await shopIds('sys.id=boots')).toEqual(['boots']);
    expect(await shopIds('sys.id[ne]=boots&content_type=product')).toEqual(['hat', 'scarf']);
    expect(await shopIds('sys.id[in]=boots,acme,missing')).toEqual(['acme', 'boots']);
    expect(await shopIds('sys.id[nin]=boots,acme')).toEqual(['hat', 'nordic', 'scarf']);
    expect(await shopIds('sys.contentType.sys.id=brand')).toEqual(['acme', 'nordic']);
    expect(await cats('sys.updatedAt[lte]=2013-01-01T00:00:00Z')).toEqual([]);
    expect(await cats('sys.createdAt[gte]=2014-01-01&sys.createdAt[lt]=2014-02-21T13:42:50Z')).toEqual(['4MU1s3potiUEM2G4okYOqw']);
    expect(await cats('sys.revision[gte]=6')).toEqual(['finn', 'happycat']);
  });

  it('compares Symbol fields exactly and Number/Integer fields numerically', async () => {
    expect(await shopIds('content_type=product&fields.slug=wool-scarf')).toEqual(['scarf']);
    expect(await shopIds('content_type=product&fields.slug=Wool-Scarf')).toEqual([]);
    expect(await shopIds('content_type=product&fields.price=35')).toEqual(['scarf']);
    expect(await shopIds('content_type=product&fields.price[gt]=35')).toEqual(['boots', 'hat']);
    expect(await shopIds('content_type=product&fields.price[gte]=35&fields.price[lt]=120.5')).toEqual(['hat', 'scarf']);
    expect(await shopIds('content_type=product&fields.price[lte]=60')).toEqual(['hat', 'scarf']);
    expect(await shopIds('content_type=product&fields.stock[in]=0,12')).toEqual(['hat', 'scarf']);
    expect(await shopIds('content_type=product&fields.stock[nin]=0,12')).toEqual(['boots']);
    expect(await shopIds('content_type=product&fields.stock[ne]=0')).toEqual(['boots', 'hat']);
  });

  it('compares Date fields as instants, whatever their notation', async () => {
    expect(await shopIds('content_type=product&fields.releaseDate[gte]=2024-01-01')).toEqual(['boots', 'hat']);
    expect(await shopIds('content_type=product&fields.releaseDate[lt]=2024-01-20T00:00:00Z')).toEqual(['scarf']);
    expect(await shopIds('content_type=product&fields.releaseDate=2024-03-01T01:00:00%2B01:00')).toEqual(['boots']);
    expect(await cats('content_type=cat&fields.birthday[gt]=2000-01-01')).toEqual(['happycat', 'nyancat']);
  });

  it('matches Boolean fields by true/false', async () => {
    expect(await shopIds('content_type=product&fields.onSale=true')).toEqual(['hat', 'scarf']);
    expect(await shopIds('content_type=product&fields.onSale=false')).toEqual(['boots']);
    expect(await shopIds('content_type=product&fields.onSale[ne]=true')).toEqual(['boots']);
  });

  it('gives arrays Contentful semantics: contains, not contains, any, none, all', async () => {
    expect(await cats('content_type=cat&fields.likes=lasagna')).toEqual(['garfield']);
    expect(await cats('content_type=cat&fields.likes[ne]=lasagna')).toEqual(['happycat', 'nyancat']);
    expect(await shopIds('content_type=product&fields.colours[in]=red,green')).toEqual(['boots', 'scarf']);
    expect(await shopIds('content_type=product&fields.colours[nin]=red,green')).toEqual(['hat']);
    expect(await shopIds('content_type=product&fields.colours[all]=black,red')).toEqual(['boots']);
    expect(await shopIds('content_type=product&fields.colours[all]=black')).toEqual(['boots', 'hat']);
  });

  it('tests presence with [exists]', async () => {
    expect(await shopIds('content_type=product&fields.image[exists]=true')).toEqual(['boots', 'scarf']);
    expect(await shopIds('content_type=product&fields.image[exists]=false')).toEqual(['hat']);
    expect(await cats('content_type=cat&fields.bestFriend[exists]=false')).toEqual(['garfield']);
    // A null value counts as absent.
    expect(await cats('content_type=cat&fields.lifes[exists]=true')).toEqual([]);
  });

  it('searches one field with [match] and everything with query, case-insensitively', async () => {
    expect(await cats('content_type=cat&fields.name[match]=yan')).toEqual(['nyancat']);
    expect(await cats('content_type=dog&fields.description[match]=BACON pancakes')).toEqual(['jake']);
    expect(await cats('query=bacon')).toEqual(['jake']);
    expect(await shopIds('query=merino')).toEqual(['scarf']);
    expect(await shopIds('content_type=product&fields.description[match]=winter')).toEqual(['boots']);
    expect(await shopIds('query=winter merino')).toEqual([]);
  });

  it('queries link fields by the linked id, for single links and arrays of links', async () => {
    expect(await cats('content_type=cat&fields.bestFriend.sys.id=happycat')).toEqual(['nyancat']);
    expect(await shopIds('content_type=product&fields.brand.sys.id=acme')).toEqual(['boots', 'hat']);
    expect(await shopIds('content_type=product&fields.brand.sys.id[in]=nordic')).toEqual(['scarf']);
    expect(await shopIds('content_type=product&fields.related.sys.id=boots')).toEqual(['scarf']);
    expect(await shopIds('content_type=product&fields.related.sys.id[exists]=true')).toEqual(['boots', 'scarf']);
  });

  it('finds entries linking to an entry or an asset', async () => {
    expect(await shopIds('links_to_entry=acme')).toEqual(['boots', 'hat']);
    expect(await shopIds('links_to_entry=boots')).toEqual(['scarf']);
    expect(await shopIds('links_to_asset=scarf-photo')).toEqual(['scarf']);
    expect(await cats('links_to_entry=nyancat')).toEqual(['happycat']);
  });

  it('searches on fields of linked entries when their content type is named', async () => {
    expect(await shopIds('content_type=product&fields.brand.sys.contentType.sys.id=brand&fields.brand.fields.country=NO')).toEqual(['scarf']);
    expect(await shopIds('content_type=product&fields.brand.sys.contentType.sys.id=brand&fields.brand.fields.name[match]=acme')).toEqual([
      'boots',
      'hat',
    ]);
    const { status, body } = await shop('content_type=product&fields.brand.fields.country=NO');
    expect(status).toBe(400);
    expect((body as unknown as ErrorJson).sys.id).toBe('InvalidQuery');
  });

  it('filters locations inside a box or circle and orders by distance with [near]', async () => {
    expect(await shopIds('content_type=product&fields.store[within]=50,-1,52,1')).toEqual(['boots']);
    expect(await shopIds('content_type=product&fields.store[within]=48.8,2.3,10')).toEqual(['hat']);
    const near = await shop('content_type=product&fields.store[near]=48.85,2.35');
    expect(near.body.items.map((item) => item.sys.id)).toEqual(['hat', 'boots', 'scarf']);
    const cities = await getJson(api, '/spaces/cfexampleapi/entries?content_type=1t9IbcfdCk6m04uISSsaIK&fields.center[within]=40,-124,36,-120', catsToken);
    expect(cities.body.items.map((item) => item.fields.name)).toEqual(['San Francisco']);
  });

  it('queries assets by their fields and mimetype group without a content type', async () => {
    const assets = async (query: string) => idsOf((await getJson(api, `/spaces/shop/environments/master/assets?${query}`, shopToken)).body);
    expect(await assets('')).toEqual(['boots-photo', 'scarf-photo', 'size-guide']);
    expect(await assets('mimetype_group=image')).toEqual(['boots-photo', 'scarf-photo']);
    expect(await assets('mimetype_group=pdfdocument')).toEqual(['size-guide']);
    expect(await assets('fields.file.contentType=image/png')).toEqual(['scarf-photo']);
    expect(await assets('fields.file.fileName[match]=sizes')).toEqual(['size-guide']);
    expect(await assets('fields.title[match]=scarf')).toEqual(['scarf-photo']);
    expect(await assets('query=guide')).toEqual(['size-guide']);
    expect(await assets('fields.file.details.size[gte]=1000')).toEqual(['boots-photo', 'scarf-photo']);
  });

  it('combines every condition (logical and)', async () => {
    expect(await shopIds('content_type=product&fields.onSale=true&fields.price[lt]=50&fields.colours=blue')).toEqual(['scarf']);
    expect(await shopIds('content_type=product&fields.onSale=true&fields.price[lt]=50&fields.colours=black')).toEqual([]);
  });

  describe('refusals with Contentful\'s InvalidQuery shape', () => {
    const refusal = async (query: string) => {
      const { status, body } = await getJson<ErrorJson>(api, `/spaces/shop/environments/master/entries?${query}`, shopToken);
      expect(status).toBe(400);
      expect(body.sys).toEqual({ type: 'Error', id: 'InvalidQuery' });
      expect(body.message).toBe(
        'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
      );
      expect(body.requestId).toEqual(expect.any(String));
      return body.details?.errors ?? [];
    };

    it('refuses field queries without content_type', async () => {
      expect(await refusal('fields.slug=wool-scarf')).toEqual([
        { name: 'unknown', path: ['fields', 'slug'], details: 'The path "fields.slug" is not recognized' },
      ]);
    });

    it('refuses unknown fields, sys properties and parameters', async () => {
      expect(await refusal('content_type=product&fields.colour=red')).toEqual([
        expect.objectContaining({ name: 'unknown', path: ['fields', 'colour'] }),
      ]);
      expect(await refusal('sys.colour=red')).toEqual([expect.objectContaining({ name: 'unknown', path: ['sys', 'colour'] })]);
      expect(await refusal('colour=red')).toEqual([expect.objectContaining({ name: 'unknown', path: ['colour'] })]);
      // Omitted fields are not part of the delivered model.
      expect(await refusal('content_type=product&fields.internalNote[exists]=true')).toHaveLength(1);
    });

    it('refuses unknown content types the way Contentful does', async () => {
      expect(await refusal('content_type=nope')).toEqual([{ name: 'unknownContentType', value: 'DOESNOTEXIST' }]);
    });

    it('refuses unknown operators and operators that do not fit the field type', async () => {
      expect(await refusal('content_type=product&fields.price[between]=1')).toEqual([expect.objectContaining({ name: 'unknownOperator' })]);
      expect(await refusal('content_type=product&fields.slug[lt]=b')).toEqual([expect.objectContaining({ name: 'unsupportedOperator', path: ['fields', 'slug'] })]);
      expect(await refusal('content_type=product&fields.onSale[gt]=true')).toHaveLength(1);
      expect(await refusal('content_type=product&fields.slug[all]=a,b')).toHaveLength(1);
      expect(await refusal('content_type=product&fields.specs=x')).toHaveLength(1);
    });

    it('refuses values that do not parse for the field type', async () => {
      expect(await refusal('content_type=product&fields.price[gt]=cheap')).toEqual([
        expect.objectContaining({ name: 'invalidValue', path: ['fields', 'price'], value: 'cheap' }),
      ]);
      expect(await refusal('content_type=product&fields.releaseDate[gt]=yesterday')).toHaveLength(1);
      expect(await refusal('content_type=product&fields.onSale=yes')).toHaveLength(1);
      expect(await refusal('content_type=product&fields.image[exists]=maybe')).toHaveLength(1);
    });

    it('refuses bad paging and include values', async () => {
      expect(await refusal('limit=1001')).toEqual([expect.objectContaining({ name: 'range', path: ['limit'] })]);
      expect(await refusal('limit=-1')).toHaveLength(1);
      expect(await refusal('skip=ten')).toEqual([expect.objectContaining({ name: 'type', path: ['skip'] })]);
      expect(await refusal('include=11')).toEqual([expect.objectContaining({ name: 'range', path: ['include'] })]);
    });
  });
});
