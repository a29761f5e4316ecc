import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Notifications too large for NOTIFY's payload (under 8000 bytes): the message is kept here and
 * its id is notified instead (services/db/src/notifications.ts). Rows are read at once by the
 * listening processes and purged after an hour.
 */
export const notificationPayloads = pgTable(
  'notification_payloads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('notification_payloads_created_idx').on(t.createdAt)],
);
