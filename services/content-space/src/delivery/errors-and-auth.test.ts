import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import axios, { AxiosError } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessAdapter } from '../axios-adapter';
import { rotateSpaceTokens, type SpaceRecord } from '../store/spaces';
import { buildCatalogueSpace } from '../test-support/catalogue-space';
import { getJson, idsOf, sdkClient, type ErrorJson, type ItemJson } from '../test-support/clients';
import { createContentApi, type ContentApi } from './api';

const requestId = expect.stringMatching(/^[0-9a-f]{32}$/);

describe('authentication, errors and HTTP behaviour', () => {
  let handle: DatabaseHandle;
  let api: ContentApi;
  let shop: SpaceRecord;

  beforeAll(async () => {
    handle = await openTestDatabase();
    shop = await buildCatalogueSpace(handle.db);
    api = createContentApi({ db: handle.db, basePath: '/_content' });
  });
  afterAll(() => handle.close());

  it('accepts the token as a Bearer header or as access_token', async () => {
    expect((await getJson(api, '/_content/spaces/shop/entries', shop.deliveryToken)).status).toBe(200);
    const viaParam = await api.handle({ method: 'GET', url: `/_content/spaces/shop/entries?access_token=${shop.deliveryToken}`, headers: {} });
    expect(viaParam.status).toBe(200);
  });

  it('refuses missing, wrong and other spaces\' tokens with AccessTokenInvalid', async () => {
    const other = await buildCatalogueSpace(handle.db, 'other');
    for (const token of [undefined, 'nope', shop.managementToken, other.deliveryToken]) {
      const { status, body } = await getJson<ErrorJson>(api, '/_content/spaces/shop/entries', token);
      expect(status).toBe(401);
      expect(body).toEqual({
        sys: { type: 'Error', id: 'AccessTokenInvalid' },
        message: 'The access token you sent could not be found or is invalid.',
        requestId,
      });
    }
  });

  it('stops accepting a token once it is rotated', async () => {
    const spare = await buildCatalogueSpace(handle.db, 'spare');
    expect((await getJson(api, '/spaces/spare/entries', spare.previewToken)).status).toBe(200);
    const rotated = await rotateSpaceTokens(handle.db, 'spare', ['preview']);
    expect(rotated.previewToken).not.toBe(spare.previewToken);
    expect(rotated.deliveryToken).toBe(spare.deliveryToken);
    expect((await getJson(api, '/spaces/spare/entries', spare.previewToken)).status).toBe(401);
    expect((await getJson(api, '/spaces/spare/entries', rotated.previewToken)).status).toBe(200);
  });

  it('answers 404 NotFound for unknown spaces, environments, entries, assets and content types', async () => {
    const cases: [string, string | undefined, Record<string, unknown> | undefined][] = [
      ['/_content/spaces/nowhere/entries', shop.deliveryToken, { type: 'Space', id: 'nowhere' }],
      ['/_content/spaces/shop/environments/staging/entries', shop.deliveryToken, { type: 'Environment', id: 'staging', space: 'shop' }],
      ['/_content/spaces/shop/entries/missing', shop.deliveryToken, { type: 'Entry', id: 'missing', space: 'shop', environment: 'master' }],
      ['/_content/spaces/shop/assets/missing', shop.deliveryToken, { type: 'Asset', id: 'missing', space: 'shop', environment: 'master' }],
      ['/_content/spaces/shop/content_types/missing', shop.deliveryToken, { type: 'ContentType', id: 'missing', space: 'shop', environment: 'master' }],
      ['/_content/spaces/shop/environments/master/widgets', shop.deliveryToken, undefined],
      ['/_content/elsewhere', shop.deliveryToken, undefined],
    ];
    for (const [path, token, details] of cases) {
      const { status, body } = await getJson<ErrorJson>(api, path, token);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(body).toEqual({
        sys: { type: 'Error', id: 'NotFound' },
        message: 'The resource could not be found.',
        ...(details ? { details } : {}),
        requestId,
      });
    }
  });

  it('serves the legacy paths without an environment as master', async () => {
    const legacy = await getJson(api, '/_content/spaces/shop/entries?order=sys.id', shop.deliveryToken);
    const modern = await getJson(api, '/_content/spaces/shop/environments/master/entries?order=sys.id', shop.deliveryToken);
    expect(legacy.body).toEqual(modern.body);
    expect(idsOf(legacy.body)).toEqual(['acme', 'boots', 'hat', 'nordic', 'scarf']);
  });

  it('sends CORS and Contentful headers, answers preflight and refuses writes', async () => {
    const answer = await api.handle({ method: 'GET', url: '/_content/spaces/shop/entries', headers: { Authorization: `Bearer ${shop.deliveryToken}` } });
    expect(answer.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET,HEAD,OPTIONS',
      'content-type': 'application/vnd.contentful.delivery.v1+json',
      'x-contentful-request-id': requestId,
    });
    expect(answer.headers['access-control-allow-headers']).toContain('Authorization');
    const preflight = await api.handle({ method: 'OPTIONS', url: '/_content/spaces/shop/entries', headers: {} });
    expect(preflight.status).toBe(200);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const head = await api.handle({ method: 'HEAD', url: '/_content/spaces/shop/entries', headers: { authorization: `Bearer ${shop.deliveryToken}` } });
    expect(head).toMatchObject({ status: 200, body: '' });
    const post = await api.handle({ method: 'POST', url: '/_content/spaces/shop/entries', headers: { authorization: `Bearer ${shop.deliveryToken}` } });
    expect(post.status).toBe(405);
    expect(JSON.parse(post.body)).toMatchObject({ sys: { type: 'Error', id: 'MethodNotAllowed' } });
  });

  it('gives a fresh request id to every answer', async () => {
    const first = await getJson<ErrorJson>(api, '/_content/spaces/shop/entries', 'nope');
    const second = await getJson<ErrorJson>(api, '/_content/spaces/shop/entries', 'nope');
    expect(first.body.requestId).not.toBe(second.body.requestId);
    expect(first.headers['x-contentful-request-id']).toBe(first.body.requestId);
  });

  describe('through the contentful SDK', () => {
    const parse = (error: unknown) => {
      expect(error).toBeInstanceOf(Error);
      return { name: (error as Error).name, body: JSON.parse((error as Error).message) as Record<string, unknown> };
    };

    it('raises InvalidQuery with Contentful\'s status, message and details', async () => {
      const client = sdkClient(api, 'shop', shop.deliveryToken);
      // The SDK's types already forbid field queries without content_type; the API must refuse them too.
      const withoutContentType = { 'fields.price[gt]': 10 } as unknown as Parameters<typeof client.getEntries>[0];
      const error = await client.getEntries(withoutContentType).catch((caught: unknown) => caught);
      const { name, body } = parse(error);
      expect(name).toBe('InvalidQuery');
      expect(body).toMatchObject({
        status: 400,
        statusText: 'Bad Request',
        message: 'The query you sent was invalid. Probably a filter or ordering specification is not applicable to the type of a field.',
        details: { errors: [{ name: 'unknown', path: ['fields', 'price'] }] },
        requestId,
      });
    });

    it('raises AccessTokenInvalid for a wrong token and NotFound for a missing entry', async () => {
      const wrong = sdkClient(api, 'shop', 'wrong-token');
      const unauthorised = parse(await wrong.getEntries().catch((caught: unknown) => caught));
      expect(unauthorised).toMatchObject({ name: 'AccessTokenInvalid', body: { status: 401, statusText: 'Unauthorized' } });
      const client = sdkClient(api, 'shop', shop.deliveryToken);
      const missing = await client.getEntry('missing').catch((caught: unknown) => caught);
      expect(missing).toMatchObject({ sys: { type: 'Error', id: 'NotFound' }, message: 'The resource could not be found.' });
      const missingAsset = parse(await client.getAsset('missing').catch((caught: unknown) => caught));
      expect(missingAsset).toMatchObject({ name: 'NotFound', body: { status: 404, details: { type: 'Asset', id: 'missing' } } });
    });

    it('reads the space, content types, entries and assets', async () => {
      const client = sdkClient(api, 'shop', shop.deliveryToken);
      expect(await client.getSpace()).toMatchObject({ sys: { type: 'Space', id: 'shop' }, name: 'Shop' });
      const product = await client.getContentType('product');
      expect(product.fields.map((field) => field.id)).toContain('price');
      const asset = await client.getAsset('scarf-photo');
      expect(asset.fields.file?.fileName).toBe('scarf.png');
      const entries = await client.getEntries({ content_type: 'product', 'fields.onSale': true, order: ['fields.price'] });
      expect(entries.items.map((item) => item.sys.id)).toEqual(['scarf', 'hat']);
    });
  });

  describe('the axios adapter', () => {
    it('rejects non-2xx answers with an AxiosError carrying the parsed response', async () => {
      const http = axios.create({ adapter: createInProcessAdapter(api.handle, { basePath: '/_content' }), baseURL: 'http://localhost/_content' });
      const error = await http.get('/spaces/shop/entries/missing', { headers: { Authorization: `Bearer ${shop.deliveryToken}` } }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AxiosError);
      const axiosError = error as AxiosError<ErrorJson>;
      expect(axiosError.code).toBe(AxiosError.ERR_BAD_REQUEST);
      expect(axiosError.response?.status).toBe(404);
      expect(axiosError.response?.statusText).toBe('Not Found');
      expect(axiosError.response?.data.sys.id).toBe('NotFound');
      expect(axiosError.response?.headers['x-contentful-request-id']).toBe(axiosError.response?.data.requestId);
    });

    it('resolves 2xx answers with parsed data and honours validateStatus', async () => {
      const http = axios.create({ adapter: createInProcessAdapter(api.handle), baseURL: 'http://localhost/_content' });
      const ok = await http.get<ItemJson>('/spaces/shop/entries/boots', { params: { access_token: shop.deliveryToken } });
      expect(ok.status).toBe(200);
      expect(ok.data.fields.slug).toBe('leather-boots');
      const tolerated = await http.get('/spaces/shop/entries/missing', { params: { access_token: shop.deliveryToken }, validateStatus: () => true });
      expect(tolerated.status).toBe(404);
    });

    it('honours an aborted signal', async () => {
      const http = axios.create({ adapter: createInProcessAdapter(api.handle) });
      const controller = new AbortController();
      controller.abort();
      await expect(http.get('http://localhost/spaces/shop/entries', { signal: controller.signal })).rejects.toMatchObject({ code: AxiosError.ERR_CANCELED });
    });
  });
});
