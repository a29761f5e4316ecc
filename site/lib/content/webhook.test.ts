import { afterEach, describe, expect, it, vi } from 'vitest';

// Next.js expires tags only inside a request it handles: here the call itself is what is checked.
const expired = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => expired.push(tag), unstable_cache: (fn: () => unknown) => fn }));
import { publishedContentCache } from './published-content-cache';
import { WEBHOOK_SECRET_HEADER, contentWebhookResponse } from './webhook';

const secret = 'hook-secret-123';
const post = (body: string, headers: Record<string, string> = { [WEBHOOK_SECRET_HEADER]: secret }) =>
  new Request('http://hartley.localhost/_api/content/published', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
const payload = JSON.stringify({ sys: { id: 'abc', type: 'Entry', contentType: { sys: { id: 'page' } } } });

describe('the Contentful publish webhook', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is off without a configured secret', async () => {
    expect((await contentWebhookResponse(post(payload), undefined)).status).toBe(404);
  });

  it('refuses a missing or wrong secret', async () => {
    expect((await contentWebhookResponse(post(payload, {}), secret)).status).toBe(401);
    expect((await contentWebhookResponse(post(payload, { [WEBHOOK_SECRET_HEADER]: 'nope' }), secret)).status).toBe(401);
  });

  it('answers 400 with a message for a body that is not a Contentful entity, 413 for an oversized one', async () => {
    const bad = await contentWebhookResponse(post('{"sys":{"id":"x","type":"Space"}}'), secret);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/sys\.type/);
    expect((await contentWebhookResponse(post('not json'), secret)).status).toBe(400);
    expect((await contentWebhookResponse(post(`{"pad":"${'x'.repeat(300 * 1024)}"}`), secret)).status).toBe(413);
  });

  it('empties the published-content caches so the next request reads the change', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const cache = publishedContentCache<string>('webhook-test');
    await cache.get('hartley|/', async () => 'before');
    const response = await contentWebhookResponse(post(payload), secret);
    expect(response.status).toBe(200);
    expect(await cache.get('hartley|/', async () => 'after')).toBe('after');
  });

  it('expires the cached pages that read the entry, and for a page its slug (a 404 there becomes the page)', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    expired.length = 0;
    const published = JSON.stringify({ sys: { id: 'p1', type: 'Entry', contentType: { sys: { id: 'page' } } }, fields: { slug: { 'en-GB': 'summer' } } });
    expect((await contentWebhookResponse(post(published), secret)).status).toBe(200);
    expect(expired.sort()).toEqual(['cms:entry:p1', 'cms:page-slug:summer']);
    expired.length = 0;
    const badge = JSON.stringify({ sys: { id: 'b1', type: 'DeletedEntry', contentType: { sys: { id: 'badge' } } } });
    await contentWebhookResponse(post(badge), secret);
    expect(expired.sort()).toEqual(['cms:entry:b1', 'cms:type:badge']);
  });
});
