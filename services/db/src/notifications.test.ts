import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client';
import { MAX_INLINE_PAYLOAD_BYTES } from './notifications';
import { createEmptyDatabase, dropListeningConnections, openTestDatabase } from './testing';

/** Payloads as they arrive, and a way to wait for the next ones (bounded by the test's timeout). */
function inbox() {
  const received: string[] = [];
  const waiters: Array<() => void> = [];
  return {
    received,
    push(payload: string) {
      received.push(payload);
      for (const wake of waiters.splice(0)) wake();
    },
    async next(count = 1): Promise<string[]> {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return received.splice(0, count);
    },
  };
}

describe('notifications between the holders of one database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('delivers what is notified on a channel to its listeners, in order, and nothing of other channels', async () => {
    const mine = inbox();
    const other = inbox();
    const stop = await handle.notifications.listen('test_orders', (payload) => mine.push(payload));
    const stopOther = await handle.notifications.listen('test_other', (payload) => other.push(payload));
    await handle.notifications.notify('test_orders', 'first');
    await handle.notifications.notify('test_orders', 'second');
    expect(await mine.next(2)).toEqual(['first', 'second']);
    expect(other.received).toEqual([]);
    stop();
    stopOther();
  });

  it('delivers a payload past NOTIFY’s 8000 bytes whole, through the payload table, without overtaking', async () => {
    const mine = inbox();
    const stop = await handle.notifications.listen('test_large', (payload) => mine.push(payload));
    const large = JSON.stringify({ text: 'é'.repeat(MAX_INLINE_PAYLOAD_BYTES) });
    expect(Buffer.byteLength(large)).toBeGreaterThan(8000);
    await handle.notifications.notify('test_large', large);
    await handle.notifications.notify('test_large', 'small after');
    // A payload that looks like a reference travels by reference too, so it arrives as sent.
    await handle.notifications.notify('test_large', '@1');
    expect(await mine.next(3)).toEqual([large, 'small after', '@1']);
    stop();
  });

  it('refuses channel names it would have to quote', async () => {
    await expect(handle.notifications.notify('Robert"; drop table products; --', 'x')).rejects.toThrow(/Invalid notification channel/);
    await expect(handle.notifications.listen('with space', () => undefined)).rejects.toThrow(/Invalid notification channel/);
  });

  it('keeps delivering to the other listeners when one fails', async () => {
    const mine = inbox();
    const stopBroken = await handle.notifications.listen('test_failing', () => {
      throw new Error('listener broke');
    });
    const stop = await handle.notifications.listen('test_failing', (payload) => mine.push(payload));
    const logged: string[] = [];
    const original = console.error;
    console.error = (line: string) => logged.push(line);
    try {
      await handle.notifications.notify('test_failing', 'still arrives');
      expect(await mine.next()).toEqual(['still arrives']);
    } finally {
      console.error = original;
    }
    expect(logged.join('\n')).toContain('listener broke');
    stop();
    stopBroken();
  });
});

/**
 * Several server processes on one PostgreSQL: each holds its own handle (pool and listening
 * connection). Two handles on one database stand for two processes.
 */
describe.runIf(Boolean(process.env.DATABASE_URL?.trim()))('notifications across processes on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    database = await createEmptyDatabase();
    first = await openDatabase(database.options);
    second = await openDatabase({ ...database.options, migrate: false });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.remove();
  });

  it('reaches a listener on another connection, large payloads included', async () => {
    const mine = inbox();
    const stop = await second.notifications.listen('test_across', (payload) => mine.push(payload));
    const large = 'x'.repeat(20_000);
    await first.notifications.notify('test_across', 'hello');
    await first.notifications.notify('test_across', large);
    expect(await mine.next(2)).toEqual(['hello', large]);
    stop();
  });

  it('is sent when the transaction commits, and never for one rolled back', async () => {
    const mine = inbox();
    const stop = await second.notifications.listen('test_tx', (payload) => mine.push(payload));
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(`select pg_notify('test_tx', 'rolled back')`);
      await client.query('rollback');
      await client.query('begin');
      await client.query(`select pg_notify('test_tx', 'committed')`);
      expect(mine.received).toEqual([]);
      await client.query('commit');
    } finally {
      await client.end();
    }
    expect(await mine.next()).toEqual(['committed']);
    stop();
  });

  describe('after the listening connection drops', () => {
    const reconnects: number[] = [];
    let stopReconnects: (() => void) | undefined;
    afterEach(() => stopReconnects?.());

    it('reconnects, says so (what was notified meanwhile is lost), and listens again', async () => {
      const mine = inbox();
      const stop = await second.notifications.listen('test_dropped', (payload) => mine.push(payload));
      let reconnected!: () => void;
      const back = new Promise<void>((resolve) => (reconnected = resolve));
      stopReconnects = second.notifications.onReconnect(() => {
        reconnects.push(Date.now());
        reconnected();
      });
      const errors: string[] = [];
      const original = console.error;
      console.error = (line: string) => errors.push(line);
      try {
        // Only the second handle listens on this database.
        expect(await dropListeningConnections(database.env.DATABASE_URL!)).toBe(1);
        await back;
      } finally {
        console.error = original;
      }
      expect(errors.join('\n')).toContain('db.notifications.connection_lost');
      expect(reconnects).toHaveLength(1);
      await first.notifications.notify('test_dropped', 'after the drop');
      expect(await mine.next()).toEqual(['after the drop']);
      stop();
    });
  });
});
