import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@storefront/db/client';
import { createEmptyDatabase, dropListeningConnections } from '@storefront/db/testing';
import { shareContentEvents, type SharedContentEvents } from './cross-process-events';
import { ContentEvents, type PublishingChange, type PublishingResync } from './events';

const change = (id: string, fields: PublishingChange['fields'] = { title: { 'en-GB': `Title of ${id}` } }): PublishingChange => ({
  action: 'publish',
  kind: 'Entry',
  spaceId: 'storefront',
  environmentId: 'master',
  id,
  contentTypeId: 'page',
  fields,
  previousFields: null,
  version: 3,
  actor: 'usr-editor',
  via: 'api',
  at: '2030-01-01T09:00:00.000Z',
});

/** One server process's view: its events, what its listeners heard, and its share of the bus. */
async function serverProcess(handle: DatabaseHandle) {
  const events = new ContentEvents();
  const heard: PublishingChange[] = [];
  const resyncs: PublishingResync[] = [];
  const waiters: Array<() => void> = [];
  events.onPublishingChange((received) => {
    heard.push(received);
    for (const wake of waiters.splice(0)) wake();
  });
  events.onPublishingResync((resync) => {
    resyncs.push(resync);
    for (const wake of waiters.splice(0)) wake();
  });
  const shared: SharedContentEvents = await shareContentEvents(events, handle.notifications);
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  return { events, heard, resyncs, shared, until };
}

/** Sends a marker through `from` and waits for `to` to hear it: everything sent before it has arrived too. */
async function flush(from: Awaited<ReturnType<typeof serverProcess>>, to: Awaited<ReturnType<typeof serverProcess>>, marker: string) {
  await from.events.emit(change(marker));
  await to.until(() => to.heard.some((heard) => heard.id === marker));
}

/**
 * Two processes on one database. On PGlite (one process by nature) two sets of events share one
 * handle, each with its own origin: the same path as two PostgreSQL processes, minus the network.
 * With DATABASE_URL, each has its own handle (pool and listening connection) on one PostgreSQL.
 */
describe('publishing changes shared between server processes', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let handles: DatabaseHandle[];
  let one: Awaited<ReturnType<typeof serverProcess>>;
  let two: Awaited<ReturnType<typeof serverProcess>>;
  const onPostgres = Boolean(process.env.DATABASE_URL?.trim());

  beforeAll(async () => {
    database = await createEmptyDatabase();
    const first = await openDatabase(database.options);
    handles = onPostgres ? [first, await openDatabase({ ...database.options, migrate: false })] : [first];
    one = await serverProcess(handles[0]!);
    two = await serverProcess(handles.at(-1)!);
  });
  afterAll(async () => {
    await one.shared.stop();
    await two.shared.stop();
    for (const handle of handles) await handle.close();
    await database.remove();
  });

  it('reaches the other process’s listeners with the same value, once, and its own listeners once (no echo)', async () => {
    const published = change('page-summer');
    await one.events.emit(published);
    await two.until(() => two.heard.length === 1);
    expect(two.heard).toEqual([published]);
    // Markers both ways: had anything echoed or been delivered twice, it would be here by now.
    await flush(two, one, 'marker-from-two');
    await flush(one, two, 'marker-from-one');
    expect(one.heard.map((heard) => heard.id)).toEqual(['page-summer', 'marker-from-two', 'marker-from-one']);
    expect(two.heard.map((heard) => heard.id)).toEqual(['page-summer', 'marker-from-two', 'marker-from-one']);
  });

  it('carries a change larger than NOTIFY’s 8000 bytes whole', async () => {
    const body = { 'en-GB': 'Long copy, '.repeat(2_000), 'fr-FR': 'Texte long, '.repeat(1_000) };
    const large = change('page-long', { title: { 'en-GB': 'Long' }, body });
    expect(JSON.stringify(large).length).toBeGreaterThan(8_000);
    await one.events.emit(large);
    await two.until(() => two.heard.some((heard) => heard.id === 'page-long'));
    expect(two.heard.find((heard) => heard.id === 'page-long')).toEqual(large);
  });

  it('ignores (and logs) a message that is not a publishing change, and goes on', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      await handles[0]!.notifications.notify('content_publishing', JSON.stringify({ origin: 'someone', change: { id: 'no-such-shape' } }));
      await flush(one, two, 'marker-after-junk');
    } finally {
      console.error = original;
    }
    expect(two.heard.some((heard) => heard.id === 'no-such-shape')).toBe(false);
    expect(errors.join('\n')).toContain('content.publishing_message_invalid');
  });

  it.runIf(onPostgres)('tells listeners to resync after the connection to the database came back', async () => {
    const logged = console.error;
    console.error = () => undefined;
    try {
      // Both processes' listening connections drop (a restart, a failover, a network cut).
      expect(await dropListeningConnections(database.env.DATABASE_URL!)).toBe(2);
      await one.until(() => one.resyncs.length === 1);
      await two.until(() => two.resyncs.length === 1);
    } finally {
      console.error = logged;
    }
    expect(one.resyncs).toEqual([expect.objectContaining({ reason: 'reconnected' })]);
    expect(two.resyncs).toEqual([expect.objectContaining({ reason: 'reconnected' })]);
    // And changes flow again both ways.
    await flush(one, two, 'after-reconnect-one');
    await flush(two, one, 'after-reconnect-two');
  });
});
