import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '@storefront/db/testing';
import type { DatabaseHandle } from '@storefront/db/client';
import { CONTENT_WEBHOOK_CHANNEL, followWebhookChanges, relayWebhookChange, webhookNotice } from './webhook-relay';

vi.mock('server-only', () => ({}));

describe('the Contentful webhook, passed on to the other server processes', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('reaches every other process on the database with the tags to expire, and not the one that received it', async () => {
    const applied = { receiver: [] as string[][], other: [] as string[][] };
    const follow = (into: string[][], self: string) =>
      followWebhookChanges(handle.notifications, { apply: async (tags) => void into.push([...tags]), log: () => {} }, self);
    const stops = [await follow(applied.other, 'other-process'), await follow(applied.receiver, 'receiver')];
    await handle.notifications.notify(CONTENT_WEBHOOK_CHANNEL, webhookNotice(['cms:entry:p1', 'cms:page-slug:summer'], 'receiver'));
    await vi.waitFor(() => expect(applied.other).toEqual([['cms:entry:p1', 'cms:page-slug:summer']]));
    expect(applied.receiver).toEqual([]);
    for (const stop of stops) stop();
  });

  it('sends every page instead when the tags do not fit in one notice', () => {
    const many = Array.from({ length: 400 }, (_, index) => `cms:entry:${'x'.repeat(20)}${index}`);
    expect(JSON.parse(webhookNotice(many, 'p')).tags).toEqual(['storefront:pages']);
  });

  it('ignores a notice it cannot read, and says so', async () => {
    const logged: string[] = [];
    const applied: string[][] = [];
    const stop = await followWebhookChanges(handle.notifications, { apply: async (tags) => void applied.push([...tags]), log: (event) => logged.push(event) }, 'me');
    await handle.notifications.notify(CONTENT_WEBHOOK_CHANNEL, '{"tags":"not a list"}');
    await relayWebhookChange(handle.notifications, ['cms:entry:ok']);
    await vi.waitFor(() => expect(applied).toEqual([['cms:entry:ok']]));
    expect(logged).toEqual(['cms.webhook.relay_unreadable']);
    stop();
  });
});
