import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApi, type ContentApi } from './delivery/api';
import { handleFetchRequest } from './fetch-handler';
import { createSpace, type SpaceRecord } from './store/spaces';

describe('handleFetchRequest', () => {
  let handle: DatabaseHandle;
  let api: ContentApi;
  let space: SpaceRecord;
  beforeAll(async () => {
    handle = await openTestDatabase();
    space = await createSpace(handle.db, { id: 'web', name: 'Web' });
    api = createContentApi({ db: handle.db, basePath: '/_content' });
  });
  afterAll(() => handle.close());

  it('answers a web Request with a web Response', async () => {
    const response = await handleFetchRequest(
      api.handle,
      new Request('https://shop.example/_content/spaces/web/environments/master/locales', { headers: { Authorization: `Bearer ${space.deliveryToken}` } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.contentful.delivery.v1+json');
    expect(await response.json()).toMatchObject({ total: 1, items: [{ code: 'en-US', default: true }] });
  });

  it('builds sync URLs on the origin the request came to', async () => {
    const response = await handleFetchRequest(
      api.handle,
      new Request('https://shop.example/_content/spaces/web/environments/master/sync?initial=true', { headers: { Authorization: `Bearer ${space.deliveryToken}` } }),
    );
    const body = (await response.json()) as { nextSyncUrl: string };
    expect(body.nextSyncUrl).toMatch(/^https:\/\/shop\.example\/_content\/spaces\/web\/environments\/master\/sync\?sync_token=/);
  });

  it('passes errors through with their status', async () => {
    const response = await handleFetchRequest(api.handle, new Request('https://shop.example/_content/spaces/web/entries'));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ sys: { id: 'AccessTokenInvalid' } });
  });
});
