import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { DatabaseNotifications } from '@storefront/db/notifications';
import type { ContentEvents, PublishingChange } from './events';

/** The channel publishing changes travel on between the server processes sharing a database. */
export const PUBLISHING_CHANNEL = 'content_publishing';

const localisedFields = z.record(z.string(), z.record(z.string(), z.unknown())).nullable();

/** What another process sends: its own id (so a process skips its own messages) and the change as its listeners saw it. */
const message = z.object({
  origin: z.string().min(1),
  change: z.object({
    action: z.enum(['publish', 'unpublish']),
    kind: z.enum(['Entry', 'Asset']),
    spaceId: z.string(),
    environmentId: z.string(),
    id: z.string(),
    contentTypeId: z.string().nullable(),
    fields: localisedFields,
    previousFields: localisedFields,
    version: z.number().int(),
    actor: z.string().nullable(),
    via: z.enum(['api', 'scheduler', 'webhook']),
    at: z.string(),
  }),
});

export interface SharedContentEvents {
  /** This process's id in the messages it sends. */
  origin: string;
  stop(): Promise<void>;
}

type Log = (event: string, fields: Record<string, unknown>) => void;

/**
 * Shares publishing changes with every server process on the same database (PostgreSQL
 * LISTEN/NOTIFY, ./notifications.ts of services/db): a change made here is sent once its listeners
 * ran; a change made elsewhere reaches this process's listeners with the same value. A process
 * hears its own messages too and skips them (its listeners already ran), and what arrives from
 * elsewhere is delivered, never sent on, so nothing echoes. When the connection to the database
 * was lost, changes may have been missed: listeners are told to resync.
 */
export async function shareContentEvents(events: ContentEvents, notifications: DatabaseNotifications, options: { origin?: string; log?: Log } = {}): Promise<SharedContentEvents> {
  const origin = options.origin ?? randomUUID();
  const log: Log = options.log ?? ((event, fields) => console.error(JSON.stringify({ level: 'error', event, ...fields })));

  const stopListening = await notifications.listen(PUBLISHING_CHANNEL, async (payload) => {
    let parsed: z.infer<typeof message>;
    try {
      parsed = message.parse(JSON.parse(payload));
    } catch (error) {
      log('content.publishing_message_invalid', { reason: error instanceof Error ? error.message.slice(0, 300) : String(error) });
      return;
    }
    if (parsed.origin === origin) return;
    await events.deliver(parsed.change as PublishingChange);
  });
  const stopResync = notifications.onReconnect(() => {
    void events.resync({ reason: 'reconnected', at: new Date().toISOString() });
  });
  const stopRelay = events.relayTo((change) => notifications.notify(PUBLISHING_CHANNEL, JSON.stringify({ origin, change })));

  return {
    origin,
    async stop() {
      stopRelay();
      stopResync();
      stopListening();
    },
  };
}
