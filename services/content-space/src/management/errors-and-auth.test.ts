import type { DatabaseHandle } from '@storefront/db/client';
import { users } from '@storefront/db/schema/accounts';
import { contentManagementTokens } from '@storefront/db/schema/content';
import { openTestDatabase } from '@storefront/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApi } from '../delivery/api';
import { handleFetchRequest } from '../fetch-handler';
import { createManagementToken, revokeManagementToken } from '../store/management-tokens';
import type { SpaceRecord } from '../store/spaces';
import { buildCatalogueSpace } from '../test-support/catalogue-space';
import { call, createEditor } from '../test-support/management';
import { createManagementApi, maxJsonBodyBytes, type ManagementApi } from './api';
import { combineContentApis } from './dispatch';
import { ContentEvents } from './events';

interface ErrorBody {
  sys: { type: string; id: string };
  message: string;
  details?: { errors?: Record<string, unknown>[] } & Record<string, unknown>;
  requestId: string;
}

describe('Management API status codes and errors', () => {
  let handle: DatabaseHandle;
  let shop: SpaceRecord;
  let api: ManagementApi;
  let token: string;
  const base = '/_content/spaces/shop/environments/master';

  beforeAll(async () => {
    handle = await openTestDatabase();
    shop = await buildCatalogueSpace(handle.db);
    api = createManagementApi({ db: handle.db, basePath: '/_content', events: new ContentEvents() });
    token = (await createEditor(handle.db, 'ed')).token;
  });
  afterAll(() => handle.close());

  const request = <T = ErrorBody>(method: string, path: string, options: Parameters<typeof call>[3] = {}) =>
    call<T>(api.handle, method, path, { token, ...options });

  it('answers 401 AccessTokenInvalid without an editor token, and keeps only hashes of tokens', async () => {
    const expired = await createEditor(handle.db, 'old-session');
    const stale = await createManagementToken(handle.db, { userId: expired.userId, name: 'yesterday', expiresAt: new Date(Date.now() - 1000) });
    const demoted = await createEditor(handle.db, 'former-editor');
    await handle.db.update(users).set({ role: 'shopper' }).where(eq(users.id, demoted.userId));
    const revoked = await createEditor(handle.db, 'signed-out');
    expect(await revokeManagementToken(handle.db, revoked.token)).toBe(true);

    const attempts = [undefined, 'nope', `CFPAT-${'x'.repeat(43)}`, shop.deliveryToken, shop.managementToken, stale.token, demoted.token, revoked.token];
    for (const attempt of attempts) {
      const answer = await call<ErrorBody>(api.handle, 'GET', `${base}/entries/boots`, attempt ? { token: attempt } : {});
      expect(answer.status, String(attempt)).toBe(401);
      expect(answer.body).toMatchObject({ sys: { type: 'Error', id: 'AccessTokenInvalid' }, requestId: expect.any(String) });
    }
    const writes = await call<ErrorBody>(api.handle, 'PUT', `${base}/entries/boots/published`, { headers: { 'x-contentful-version': '1' } });
    expect(writes.status).toBe(401);

    const stored = await handle.db.select().from(contentManagementTokens);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((row) => row.tokenHash === token || row.tokenHash.startsWith('CFPAT-'))).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    const shopper = await createEditor(handle.db, 'shopper', 'shopper');
    await expect(createManagementToken(handle.db, { userId: shopper.userId, name: 'x' })).rejects.toMatchObject({ code: 'BadRequest' });
  });

  it('answers 422 InvalidEntry for fields the content type lacks, wrong value types and unknown locales', async () => {
    const answer = await request('POST', `${base}/entries`, {
      headers: { 'x-contentful-content-type': 'product' },
      body: { fields: { name: { 'en-US': 'Tote', 'fr-FR': 'Sac' }, price: { 'en-US': 'cheap' }, colour: { 'en-US': 'red' } } },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.sys.id).toBe('InvalidEntry');
    expect(answer.body.message).toBe('Validation error');
    expect(answer.body.details?.errors).toEqual(
      expect.arrayContaining([
        { name: 'unknown', path: ['fields', 'colour'], details: 'The property "colour" is not expected' },
        expect.objectContaining({ name: 'unknown', path: ['fields', 'name', 'fr-FR'] }),
        expect.objectContaining({ name: 'type', type: 'Number', path: ['fields', 'price', 'en-US'], details: expect.stringContaining('must be a number') }),
      ]),
    );
    expect(answer.body.details?.errors).toHaveLength(3);
    const topLevel = await request('PUT', `${base}/entries/boots`, { headers: { 'x-contentful-version': '1' }, body: { fields: {}, title: 'x' } });
    expect(topLevel.status).toBe(422);
    expect(topLevel.body.details?.errors).toEqual([{ name: 'unknown', path: ['title'], details: 'The property "title" is not expected' }]);
    const asset = await request('POST', `${base}/assets`, { body: { fields: { caption: { 'en-US': 'x' } } } });
    expect(asset.status).toBe(422);
    expect(asset.body).toMatchObject({ sys: { id: 'ValidationFailed' }, details: { errors: [{ name: 'unknown', path: ['fields', 'caption'] }] } });
  });

  it('answers 422 InvalidEntry naming each rule a publish would break', async () => {
    const draft = await request<{ sys: { id: string; version: number } }>('POST', `${base}/entries`, {
      headers: { 'x-contentful-content-type': 'product' },
      body: { fields: { slug: { 'en-US': 'leather-boots' }, colours: { 'en-US': ['red', 'purple'] }, brand: { 'en-US': { sys: { type: 'Link', linkType: 'Entry', id: 'boots' } } } } },
    });
    expect(draft.status).toBe(201);
    const refused = await request('PUT', `${base}/entries/${draft.body.sys.id}/published`, { headers: { 'x-contentful-version': String(draft.body.sys.version) } });
    expect(refused.status).toBe(422);
    expect(refused.body.sys.id).toBe('InvalidEntry');
    expect(refused.body.details?.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'required', path: ['fields', 'name', 'en-US'] }),
        expect.objectContaining({ name: 'unique', path: ['fields', 'slug', 'en-US'] }),
        expect.objectContaining({ name: 'in', path: ['fields', 'colours', 'en-US', 1], expected: ['red', 'blue', 'green', 'black'] }),
        expect.objectContaining({ name: 'linkContentType', path: ['fields', 'brand', 'en-US'], contentTypeId: ['brand'] }),
      ]),
    );
    const still = await request<{ sys: { publishedVersion?: number } }>('GET', `${base}/entries/${draft.body.sys.id}`);
    expect(still.body.sys.publishedVersion).toBeUndefined();
  });

  it('answers 413 for bodies over the limit, also before reading a streamed body whole', async () => {
    const huge = JSON.stringify({ fields: { name: { 'en-US': 'x'.repeat(maxJsonBodyBytes) } } });
    const direct = await request('PUT', `${base}/entries/boots`, { headers: { 'x-contentful-version': '1' }, body: huge });
    expect(direct.status).toBe(413);
    expect(direct.body.sys.id).toBe('PayloadTooLarge');

    const declared = await request('POST', '/_content/spaces/shop/uploads', { headers: { 'content-length': String(21 * 1024 * 1024) }, body: new Uint8Array(10) });
    expect(declared.status).toBe(413);

    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const response = await handleFetchRequest(
      api.handle,
      new Request('https://shop.example/_content/spaces/shop/uploads', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ sys: { id: 'PayloadTooLarge' } });
    expect(pulled).toBeLessThan(40);
  });

  it('asks for the version on updates and publishes, and refuses versions that are not numbers', async () => {
    const missing = await request('PUT', `${base}/entries/boots/published`);
    expect(missing.status).toBe(409);
    expect(missing.body).toMatchObject({ sys: { id: 'VersionMismatch' }, message: 'Please pass sys.version as HTTP header "X-Contentful-Version"' });
    const bad = await request('PUT', `${base}/entries/boots/published`, { headers: { 'x-contentful-version': 'latest' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('X-Contentful-Version');
  });

  it('answers 400 for malformed requests and 404 for what does not exist', async () => {
    const notJson = await request('POST', `${base}/entries`, { headers: { 'x-contentful-content-type': 'product' }, body: '{"fields":' });
    expect(notJson).toMatchObject({ status: 400, body: { sys: { id: 'BadRequest' }, message: 'The request body is not valid JSON.' } });
    const noType = await request('POST', `${base}/entries`, { body: { fields: {} } });
    expect(noType.status).toBe(400);
    expect(noType.body.message).toContain('X-Contentful-Content-Type');
    const unknownType = await request('POST', `${base}/entries`, { headers: { 'x-contentful-content-type': 'poem' }, body: { fields: {} } });
    expect(unknownType.status).toBe(422);
    expect(unknownType.body.details?.errors).toEqual([expect.objectContaining({ name: 'notResolvable', path: ['sys', 'contentType'] })]);
    for (const path of ['/_content/spaces/elsewhere/environments/master/entries', `${base}/entries/missing`, `${base}/widgets`, '/_content/nowhere', '/_content/spaces/shop/environments/staging/entries']) {
      const answer = await request('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.sys.id).toBe('NotFound');
    }
    const patch = await request('PATCH', `${base}/entries/boots`, { body: [] });
    expect(patch.status).toBe(405);
  });

  it('answers 400 BadRequest naming the field for text PostgreSQL cannot store (NUL, unpaired surrogates), and stores nothing', async () => {
    for (const [name, text] of [
      ['NUL', 'Tote\\u0000'],
      ['unpaired surrogate', '\\ud800Tote'],
    ]) {
      const body = `{"fields":{"name":{"en-US":"${text}"}}}`;
      const created = await request('PUT', `${base}/entries/nul-tote`, { headers: { 'x-contentful-content-type': 'product' }, body });
      expect(created, name).toMatchObject({ status: 400, body: { sys: { id: 'BadRequest' }, message: expect.stringMatching(/^The request body's value at fields\.name\.en-US contains (a NUL|an unpaired)/), details: { path: 'fields.name.en-US' } } });
      const updated = await request('PUT', `${base}/entries/boots`, { headers: { 'x-contentful-version': '1' }, body: `{"fields":{"slug":{"en-US":"${text}"}}}` });
      expect(updated.status, name).toBe(400);
    }
    expect((await request('GET', `${base}/entries/nul-tote`)).status).toBe(404);
  });

  it('shares one origin with delivery: writes and management tokens reach the Management API', async () => {
    const delivery = createContentApi({ db: handle.db, basePath: '/_content' });
    const both = combineContentApis(delivery.handle, api.handle);
    const managed = await call<{ sys: { version: number }; fields: { name: Record<string, string> } }>(both, 'GET', `${base}/entries/boots`, { token });
    expect(managed.headers['content-type']).toBe('application/vnd.contentful.management.v1+json');
    expect(managed.body.sys.version).toEqual(expect.any(Number));
    expect(managed.body.fields.name).toEqual({ 'en-US': 'Leather boots', 'de-DE': 'Lederstiefel' });
    const delivered = await call<{ sys: Record<string, unknown>; fields: { name: string } }>(both, 'GET', `${base}/entries/boots`, { token: shop.deliveryToken });
    expect(delivered.headers['content-type']).toBe('application/vnd.contentful.delivery.v1+json');
    expect(delivered.body.fields.name).toBe('Leather boots');
    expect(delivered.body.sys.version).toBeUndefined();
    const deliveryWrite = await call<ErrorBody>(both, 'PUT', `${base}/entries/boots/published`, { token: shop.deliveryToken, headers: { 'x-contentful-version': '1' } });
    expect(deliveryWrite.status).toBe(401);
  });
});
