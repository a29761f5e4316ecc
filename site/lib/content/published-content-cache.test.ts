import { describe, expect, it } from 'vitest';
import { processContentEvents, type PublishingChange } from '@storefront/content-space/management/events';
import { clearPublishedContentCaches, publishedContentCache } from './published-content-cache';

const change = (id: string): PublishingChange => ({
  action: 'publish',
  kind: 'Entry',
  spaceId: 'storefront',
  environmentId: 'master',
  id,
  contentTypeId: 'text',
  fields: {},
  previousFields: null,
  version: 2,
  actor: 'editor',
  via: 'api',
  at: new Date().toISOString(),
});

describe('published content caches', () => {
  it('serve from memory until something is published, then read the new content at once', async () => {
    let content = 'old heading';
    const cache = publishedContentCache<string>('test-pages');
    const read = async () => content;
    expect(await cache.get('hartley|/', read)).toBe('old heading');
    content = 'new heading';
    expect(await cache.get('hartley|/', read)).toBe('old heading');
    await processContentEvents().emit(change('section-1'));
    expect(await cache.get('hartley|/', read)).toBe('new heading');
  });

  it('does not keep a value read while the publish happened (it may hold the old content)', async () => {
    const cache = publishedContentCache<string>('test-race');
    let release!: (value: string) => void;
    const slowRead = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    await processContentEvents().emit(change('badge-1'));
    release('read before the publish');
    expect(await slowRead).toBe('read before the publish');
    expect(await cache.get('k', async () => 'read after the publish')).toBe('read after the publish');
  });

  it('are one cache per name, and a webhook can empty them all', async () => {
    expect(publishedContentCache<string>('test-badges')).toBe(publishedContentCache<string>('test-badges'));
    await publishedContentCache<string>('test-badges').get('hartley', async () => 'cached');
    expect(clearPublishedContentCaches()).toBeGreaterThanOrEqual(1);
    expect(await publishedContentCache<string>('test-badges').get('hartley', async () => 'fresh')).toBe('fresh');
  });

  it('empty when changes made by other processes may have been missed (the database connection came back)', async () => {
    let content = 'before';
    const cache = publishedContentCache<string>('test-resync');
    expect(await cache.get('k', async () => content)).toBe('before');
    content = 'published elsewhere meanwhile';
    await processContentEvents().resync({ reason: 'reconnected', at: new Date().toISOString() });
    expect(await cache.get('k', async () => content)).toBe('published elsewhere meanwhile');
  });

  it('empty when another server process publishes', async () => {
    let content = 'before';
    const cache = publishedContentCache<string>('test-remote');
    expect(await cache.get('k', async () => content)).toBe('before');
    content = 'after';
    await processContentEvents().deliver(change('page-elsewhere'));
    expect(await cache.get('k', async () => content)).toBe('after');
  });
});
