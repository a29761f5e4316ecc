import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@storefront/db/client';
import { createEmptyDatabase } from '@storefront/db/testing';
import { createEntry, getEntry } from '../store/entries';
import { createScheduledAction, getScheduledAction } from '../store/scheduled-actions';
import { buildCatalogueSpace } from '../test-support/catalogue-space';
import { ContentEvents, type PublishingChange } from './events';
import { createScheduler } from './scheduler';

/**
 * Every server process runs a scheduler. On one PostgreSQL, two of them racing for the same due
 * actions must run each action once: the claim is one conditional UPDATE (status 'scheduled' →
 * 'inProgress'); the loser waits for the winner's row lock, re-reads the row, no longer matches
 * and claims nothing. PGlite is one process, so there is nothing to race there.
 */
describe.runIf(Boolean(process.env.DATABASE_URL?.trim()))('scheduled actions with several processes on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    database = await createEmptyDatabase();
    first = await openDatabase(database.options);
    second = await openDatabase({ ...database.options, migrate: false });
    await buildCatalogueSpace(first.db, 'race');
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.remove();
  });

  it('runs each due action exactly once when two schedulers look at the same moment', async () => {
    const now = new Date();
    const due = new Date(now.getTime() + 60_000);
    const later = () => new Date(now.getTime() + 120_000);
    const entries = await Promise.all(
      Array.from({ length: 16 }, (_, n) => createEntry(first.db, 'race', { id: `brand-${n}`, contentTypeId: 'brand', fields: { name: { 'en-US': `Brand ${n}` } } }, { actor: 'ed' })),
    );
    const actions = [];
    for (const entry of entries) {
      actions.push(await createScheduledAction(first.db, 'race', { environmentId: 'master', entityType: 'Entry', entityId: entry.id, action: 'publish', scheduledFor: due }, { actor: 'ed', now }));
    }

    const heard: PublishingChange[][] = [[], []];
    const schedulers = [first, second].map((handle, n) => {
      const events = new ContentEvents();
      events.onPublishingChange((change) => {
        heard[n]!.push(change);
      });
      return createScheduler({ db: handle.db, events, now: later });
    });
    // Both passes at once, as the timers of two servers would fire.
    const rounds = await Promise.all(schedulers.map((scheduler) => scheduler.runDue()));

    const ran = rounds.flat().map((run) => run.action.id);
    expect(ran.sort()).toEqual(actions.map((action) => action.id).sort());
    expect(rounds.flat().every((run) => run.outcome === 'succeeded')).toBe(true);
    // One publish per entry, announced once, by whichever process ran it.
    expect([...heard[0]!, ...heard[1]!].map((change) => change.id).sort()).toEqual(entries.map((entry) => entry.id).sort());
    for (const entry of entries) {
      const after = await getEntry(second.db, 'race', entry.id);
      expect(after).toMatchObject({ publishedCounter: 1, version: entry.version + 1 });
    }
    for (const action of actions) expect((await getScheduledAction(first.db, 'race', action.id))?.status).toBe('succeeded');
    expect(await Promise.all(schedulers.map((scheduler) => scheduler.runDue()))).toEqual([[], []]);
  });
});
