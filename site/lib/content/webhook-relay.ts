import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { DatabaseNotifications } from '@storefront/db/notifications';
import { MAX_INLINE_PAYLOAD_BYTES } from '@storefront/db/notifications';
import { EVERY_PAGE_TAG } from '../platform/cache-tags';

/**
 * A real Contentful space's webhook reaches one server process; the others on the same database
 * learn of it here (PostgreSQL NOTIFY), so a publish shows on all of them on the next request,
 * as an embedded-space publish does (process-events.ts).
 */
export const CONTENT_WEBHOOK_CHANNEL = 'storefront_content_webhook';

/** This process, so it skips its own notices (it expired those tags before answering the webhook). */
const THIS_PROCESS = randomUUID();

const notice = z.object({ from: z.string(), tags: z.array(z.string().max(256)).max(2_000) });

/** The notice for the other processes: the tags to expire, or every page when they do not fit in one. */
export function webhookNotice(tags: readonly string[], from: string = THIS_PROCESS): string {
  const payload = JSON.stringify({ from, tags });
  return Buffer.byteLength(payload) <= MAX_INLINE_PAYLOAD_BYTES ? payload : JSON.stringify({ from, tags: [EVERY_PAGE_TAG] });
}

export async function relayWebhookChange(notifications: Pick<DatabaseNotifications, 'notify'>, tags: readonly string[]): Promise<void> {
  await notifications.notify(CONTENT_WEBHOOK_CHANNEL, webhookNotice(tags));
}

export interface WebhookFollower {
  /** What a relayed publish does here: empty the content caches, expire the pages that read it. */
  apply(tags: readonly string[]): Promise<void>;
  log(event: string, fields: Record<string, unknown>): void;
}

/**
 * Follows the webhook notices of the other processes. After a lost connection notices may have
 * been missed: every page is expired then.
 */
export async function followWebhookChanges(notifications: Pick<DatabaseNotifications, 'listen' | 'onReconnect'>, follower: WebhookFollower, self: string = THIS_PROCESS): Promise<() => void> {
  const stopListening = await notifications.listen(CONTENT_WEBHOOK_CHANNEL, async (payload) => {
    let parsed: z.infer<typeof notice>;
    try {
      parsed = notice.parse(JSON.parse(payload));
    } catch {
      follower.log('cms.webhook.relay_unreadable', { bytes: payload.length });
      return;
    }
    if (parsed.from === self) return;
    await follower.apply(parsed.tags);
  });
  const stopResync = notifications.onReconnect(() => void follower.apply([EVERY_PAGE_TAG]));
  return () => {
    stopListening();
    stopResync();
  };
}
