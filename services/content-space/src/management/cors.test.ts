import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApi } from '../delivery/api';
import type { ContentApiHandler } from '../delivery/api';
import type { SpaceRecord } from '../store/spaces';
import { buildCatalogueSpace } from '../test-support/catalogue-space';
import { call, createEditor } from '../test-support/management';
import { createManagementApi } from './api';
import type { ManagementOrigins } from './cors';
import { combineContentApis } from './dispatch';
import { ContentEvents } from './events';

/**
 * CORS on the one `/_content` path: the Delivery and Preview APIs answer any origin, as
 * Contentful's CDN does; the Management API only the origins it was given.
 */
describe('CORS of the content APIs', () => {
  let handle: DatabaseHandle;
  let shop: SpaceRecord;
  let editorToken: string;
  const studio = 'https://studio.example.com';
  const stranger = 'https://elsewhere.example';
  const entries = '/_content/spaces/shop/environments/master/entries';

  beforeAll(async () => {
    handle = await openTestDatabase();
    shop = await buildCatalogueSpace(handle.db);
    editorToken = (await createEditor(handle.db, 'ed')).token;
  });
  afterAll(() => handle.close());

  const apis = (allowedOrigins?: ManagementOrigins): ContentApiHandler => {
    const delivery = createContentApi({ db: handle.db, basePath: '/_content' });
    const management = createManagementApi({ db: handle.db, basePath: '/_content', events: new ContentEvents(), ...(allowedOrigins ? { allowedOrigins } : {}) });
    return combineContentApis(delivery.handle, management.handle);
  };
  const preflight = (api: ContentApiHandler, origin: string, method: string) =>
    call(api, 'OPTIONS', entries, { headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization,content-type' } });
  const allowOrigin = (answer: { headers: Record<string, string> }) => answer.headers['access-control-allow-origin'];

  it('lets any origin read delivered and previewed content, preflight included', async () => {
    const api = apis();
    const asked = await preflight(api, stranger, 'GET');
    expect(asked.status).toBe(200);
    expect(allowOrigin(asked)).toBe('*');
    expect(asked.headers['access-control-allow-headers']).toMatch(/(^|,)Authorization(,|$)/);
    for (const token of [shop.deliveryToken, shop.previewToken]) {
      const read = await call(api, 'GET', entries, { token, headers: { origin: stranger } });
      expect(read.status).toBe(200);
      expect(allowOrigin(read)).toBe('*');
    }
  });

  it('grants the Management API to no origin by default (the studio calls it from its own)', async () => {
    const api = apis();
    const asked = await preflight(api, stranger, 'PUT');
    expect(asked.headers).not.toHaveProperty('access-control-allow-origin');
    expect(asked.headers).not.toHaveProperty('access-control-allow-methods');
    const read = await call(api, 'GET', entries, { token: editorToken, headers: { origin: stranger } });
    expect(read.status).toBe(200);
    expect(read.headers).not.toHaveProperty('access-control-allow-origin');
  });

  it('grants the Management API to the configured origins only, naming the origin and varying on it', async () => {
    const api = apis([studio]);
    const granted = await preflight(api, studio, 'PUT');
    expect(granted.headers).toMatchObject({ 'access-control-allow-origin': studio, vary: 'Origin', 'access-control-allow-methods': 'GET,HEAD,POST,PUT,DELETE,OPTIONS' });
    expect(granted.headers['access-control-allow-headers']).toContain('X-Contentful-Version');
    const read = await call(api, 'GET', entries, { token: editorToken, headers: { origin: studio } });
    expect(read.headers).toMatchObject({ 'access-control-allow-origin': studio, vary: 'Origin' });
    const refused = await preflight(api, stranger, 'DELETE');
    expect(refused.headers).not.toHaveProperty('access-control-allow-origin');
    expect(refused.headers.vary).toBe('Origin');
  });

  it('grants every origin when told `*`, as Contentful’s hosted Management API does', async () => {
    const granted = await preflight(apis('*'), stranger, 'POST');
    expect(allowOrigin(granted)).toBe('*');
  });
});
