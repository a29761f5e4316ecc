import { afterEach, describe, expect, it, vi } from 'vitest';
import { processContentEvents, type PublishingChange } from '@storefront/content-space/management/events';
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

  it('announces the change as every publish is announced: the pages that read the entry expire, and for a page its slug (a 404 there becomes the page)', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const heard: PublishingChange[] = [];
    const stop = processContentEvents().onPublishingChange((change) => void heard.push(change));
    try {
      const published = JSON.stringify({ sys: { id: 'p1', type: 'Entry', contentType: { sys: { id: 'page' } }, space: { sys: { id: 'sp1' } }, version: 7 }, fields: { slug: { 'en-GB': 'summer' } } });
      const response = await contentWebhookResponse(post(published, { [WEBHOOK_SECRET_HEADER]: secret, 'x-contentful-topic': 'ContentManagement.Entry.publish' }), secret);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { revalidated: string[] }).revalidated.sort()).toEqual(['cms:entry:p1', 'cms:page-slug:summer']);
      expect(heard).toEqual([expect.objectContaining({ action: 'publish', kind: 'Entry', id: 'p1', spaceId: 'sp1', contentTypeId: 'page', fields: { slug: { 'en-GB': 'summer' } }, version: 7, via: 'webhook' })]);

      const badge = JSON.stringify({ sys: { id: 'b1', type: 'DeletedEntry', contentType: { sys: { id: 'badge' } } } });
      const removed = await contentWebhookResponse(post(badge), secret);
      expect(((await removed.json()) as { revalidated: string[] }).revalidated.sort()).toEqual(['cms:entry:b1', 'cms:type:badge']);
      expect(heard[1]).toEqual(expect.objectContaining({ action: 'unpublish', id: 'b1', fields: null }));
    } finally {
      stop();
    }
  });

  it('reaches the other server processes: Contentful calls one of them, the change is relayed to the rest', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const relayed: PublishingChange[] = [];
    const stop = processContentEvents().relayTo(async (change) => void relayed.push(change));
    try {
      const unpublished = JSON.stringify({ sys: { id: 'p2', type: 'Entry', contentType: { sys: { id: 'page' } } } });
      await contentWebhookResponse(post(unpublished, { [WEBHOOK_SECRET_HEADER]: secret, 'x-contentful-topic': 'ContentManagement.Entry.unpublish' }), secret);
      expect(relayed).toEqual([expect.objectContaining({ action: 'unpublish', id: 'p2', via: 'webhook' })]);
    } finally {
      stop();
    }
  });
});
