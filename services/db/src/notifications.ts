/**
 * PostgreSQL's LISTEN/NOTIFY for the processes sharing one database: a message notified on a
 * channel reaches every process listening on it (the sender included), once the sender's
 * transaction commits. The same code path runs on PGlite (one process) and on PostgreSQL (any
 * number of server processes).
 *
 * - Listening takes a dedicated connection on PostgreSQL (a pooled one would be handed to other
 *   queries, which would stop its notifications); it reconnects after a dropped connection and
 *   then tells `onReconnect` handlers, since whatever was notified meanwhile is lost.
 * - NOTIFY carries under 8000 bytes: a larger payload is stored in notification_payloads and
 *   its row id is notified as `@<id>`; listeners read it back, so they always get the payload.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type NotificationHandler = (payload: string) => void | Promise<void>;
export type NotificationLog = (level: 'info' | 'warn' | 'error', event: string, fields: Record<string, unknown>) => void;

export interface DatabaseNotifications {
  /** Calls `handler` with every payload notified on `channel` from now on, in order; resolves once listening. */
  listen(channel: string, handler: NotificationHandler): Promise<() => void>;
  /** Notifies `payload` on `channel` (delivered when the surrounding transaction, if any, commits). */
  notify(channel: string, payload: string): Promise<void>;
  /** Calls `handler` when listening resumed after the connection was lost: notifications in between are gone. */
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}

/** NOTIFY refuses payloads of 8000 bytes or more; leave room for the framing. */
export const MAX_INLINE_PAYLOAD_BYTES = 7_900;
const REFERENCE = /^@(\d+)$/;
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
/** Stored payloads are read within moments; older ones are removed when another is stored. */
const STORED_PAYLOAD_LIFETIME = '1 hour';

export const defaultNotificationLog: NotificationLog = (level, event, fields) => {
  const line = JSON.stringify({ level, event, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
};

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid notification channel '${channel}': lowercase letters, digits and underscores`);
}

/** What each engine provides: running a statement, and a connection that listens. */
interface Engine {
  query<Row>(text: string, params: unknown[]): Promise<Row[]>;
  subscribe(channel: string, deliver: (payload: string) => void): Promise<() => Promise<void>>;
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}

/** Listeners of one channel, fed one payload at a time so a stored payload never overtakes a later inline one. */
class ChannelListeners {
  readonly handlers = new Set<NotificationHandler>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly channel: string,
    private readonly resolve: (payload: string) => Promise<string | undefined>,
    private readonly log: NotificationLog,
  ) {}

  deliver(raw: string): void {
    this.queue = this.queue.then(async () => {
      let payload: string | undefined;
      try {
        payload = await this.resolve(raw);
      } catch (error) {
        this.log('error', 'db.notification.unreadable', { channel: this.channel, reference: raw, reason: String(error) });
        return;
      }
      if (payload === undefined) {
        this.log('warn', 'db.notification.missing', { channel: this.channel, reference: raw });
        return;
      }
      for (const handler of [...this.handlers]) {
        try {
          await handler(payload);
        } catch (error) {
          this.log('error', 'db.notification.handler_failed', { channel: this.channel, reason: error instanceof Error ? error.message : String(error) });
        }
      }
    });
  }
}

function createNotifications(engine: Engine, log: NotificationLog): DatabaseNotifications {
  const channels = new Map<string, ChannelListeners>();
  const unsubscribes = new Map<string, Promise<() => Promise<void>>>();

  const resolve = async (raw: string): Promise<string | undefined> => {
    const reference = REFERENCE.exec(raw);
    if (!reference) return raw;
    const rows = await engine.query<{ payload: string }>('select payload from notification_payloads where id = $1', [reference[1]]);
    return rows[0]?.payload;
  };

  return {
    async listen(channel, handler) {
      checkChannel(channel);
      let listeners = channels.get(channel);
      if (!listeners) {
        const created = new ChannelListeners(channel, resolve, log);
        channels.set(channel, created);
        listeners = created;
        unsubscribes.set(
          channel,
          engine.subscribe(channel, (raw) => created.deliver(raw)).catch((error: unknown) => {
            channels.delete(channel);
            unsubscribes.delete(channel);
            throw error;
          }),
        );
      }
      listeners.handlers.add(handler);
      await unsubscribes.get(channel);
      return () => {
        listeners.handlers.delete(handler);
      };
    },

    async notify(channel, payload) {
      checkChannel(channel);
      if (Buffer.byteLength(payload, 'utf8') <= MAX_INLINE_PAYLOAD_BYTES && !REFERENCE.test(payload)) {
        await engine.query('select pg_notify($1, $2)', [channel, payload]);
        return;
      }
      // One statement: the row is committed before the notification goes out.
      await engine.query(
        `with purged as (delete from notification_payloads where created_at < now() - interval '${STORED_PAYLOAD_LIFETIME}'),
              stored as (insert into notification_payloads (channel, payload) values ($1, $2) returning id)
         select pg_notify($1, '@' || id) from stored`,
        [channel, payload],
      );
    },

    onReconnect: (handler) => engine.onReconnect(handler),

    async close() {
      for (const pending of unsubscribes.values()) {
        try {
          await (await pending)();
        } catch {
          // It never listened: nothing to stop.
        }
      }
      channels.clear();
      unsubscribes.clear();
      await engine.close();
    },
  };
}

/** On PGlite: the engine's own listen (one process, so nothing to reconnect). */
export function pgliteNotifications(client: PGlite, log: NotificationLog = defaultNotificationLog): DatabaseNotifications {
  return createNotifications(
    {
      query: async <Row>(text: string, params: unknown[]) => (await client.query<Row>(text, params)).rows,
      subscribe: async (channel, deliver) => {
        const stop = await client.listen(channel, deliver);
        return async () => {
          if (!client.closed) await stop();
        };
      },
      onReconnect: () => () => undefined,
      close: async () => undefined,
    },
    log,
  );
}

export interface PostgresNotificationOptions {
  /** The pool the app's queries use: notifications are sent (and stored payloads read) through it. */
  pool: pg.Pool;
  connectionString: string;
  log?: NotificationLog;
  /** First wait before reconnecting; doubled up to `maxRetryMs` (defaults 250 ms and 10 s). */
  retryMs?: number;
  maxRetryMs?: number;
}

/** Shows in pg_stat_activity, so an operator (or a test) can tell the listening connection apart. */
export const LISTENER_APPLICATION_NAME = 'storefront-notifications';

/** On PostgreSQL: one dedicated listening connection per process, reconnected when lost. */
export function postgresNotifications(options: PostgresNotificationOptions): DatabaseNotifications {
  const log = options.log ?? defaultNotificationLog;
  const firstRetryMs = options.retryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 10_000;
  const deliveries = new Map<string, (payload: string) => void>();
  const reconnectHandlers = new Set<() => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = firstRetryMs;
  let closed = false;
  /** LISTEN/UNLISTEN one at a time on the listening connection. */
  let commands: Promise<unknown> = Promise.resolve();
  const command = (on: pg.Client, text: string) => {
    const run = commands.then(() => on.query(text));
    commands = run.catch(() => undefined);
    return run;
  };

  const quoted = (channel: string) => `"${channel}"`;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: options.connectionString, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
    next.on('notification', (message) => {
      if (message.payload !== undefined) deliveries.get(message.channel)?.(message.payload);
    });
    // A dropped connection emits 'error' (when it was in use) and 'end': either way it is gone.
    next.on('error', (error) => lost(next, error.message));
    next.on('end', () => lost(next, 'connection ended'));
    try {
      await next.connect();
      for (const channel of deliveries.keys()) await command(next, `LISTEN ${quoted(channel)}`);
    } catch (error) {
      next.removeAllListeners('end');
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      throw error;
    }
    return next;
  }

  /** The listening connection, opening it if needed (one attempt shared by concurrent callers). */
  function connection(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect()
      .then((opened) => {
        if (closed) {
          void opened.end();
          throw new Error('Notifications are closed');
        }
        client = opened;
        retryMs = firstRetryMs;
        return opened;
      })
      .finally(() => {
        connecting = undefined;
      });
    return connecting;
  }

  function lost(which: pg.Client, reason: string): void {
    if (which !== client || closed) return;
    client = undefined;
    log('error', 'db.notifications.connection_lost', { reason, retryInMs: retryMs });
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connection().then(
        () => {
          log('info', 'db.notifications.reconnected', { channels: [...deliveries.keys()] });
          for (const handler of [...reconnectHandlers]) {
            try {
              handler();
            } catch (error) {
              log('error', 'db.notifications.reconnect_handler_failed', { reason: String(error) });
            }
          }
        },
        (error: unknown) => {
          retryMs = Math.min(retryMs * 2, maxRetryMs);
          log('warn', 'db.notifications.reconnect_failed', { reason: error instanceof Error ? error.message : String(error), retryInMs: retryMs });
          scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  }

  return createNotifications(
    {
      query: async <Row>(text: string, params: unknown[]) => (await options.pool.query(text, params)).rows as Row[],
      subscribe: async (channel, deliver) => {
        const connected = client;
        deliveries.set(channel, deliver);
        try {
          // A new connection listens on every registered channel as it opens.
          if (connected) await command(connected, `LISTEN ${quoted(channel)}`);
          else await connection();
        } catch (error) {
          // Not listening yet: keep trying in the background; handlers hear of it through onReconnect.
          log('error', 'db.notifications.listen_failed', { channel, reason: error instanceof Error ? error.message : String(error) });
          scheduleReconnect();
        }
        return async () => {
          deliveries.delete(channel);
          if (client) await command(client, `UNLISTEN ${quoted(channel)}`).catch(() => undefined);
        };
      },
      onReconnect: (handler) => {
        reconnectHandlers.add(handler);
        return () => {
          reconnectHandlers.delete(handler);
        };
      },
      close: async () => {
        closed = true;
        if (retryTimer) clearTimeout(retryTimer);
        const open = client;
        client = undefined;
        await open?.end().catch(() => undefined);
      },
    },
    log,
  );
}
