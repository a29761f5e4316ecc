import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeProcessDatabase } from '@storefront/db/client';
import { createEmptyDatabase, rowsPerTable } from '@storefront/db/testing';
import { releaseProcessSingleton } from '@storefront/platform/process-singleton';
import { getDb, isStoreEmpty } from './db';

/**
 * The storefront's own open path (what every request goes through) on a database nothing has
 * opened yet: PGlite in a fresh directory here, a fresh PostgreSQL database in
 * `pnpm test:data-layer`.
 */
describe('getDb on an empty database', () => {
  const saved = { ...process.env };
  let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;

  beforeAll(async () => {
    empty = await createEmptyDatabase();
    Object.assign(process.env, empty.env);
  });

  afterAll(async () => {
    releaseProcessSingleton('site.dbReady');
    await closeProcessDatabase();
    process.env = saved;
    await empty.remove();
  });

  it('opens it without seeding anything, says so once in the log, and reports the store empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const db = await getDb();
      expect(await getDb()).toBe(db);
      const counts = await rowsPerTable(db);
      expect(Object.keys(counts)).toEqual(expect.arrayContaining(['products', 'variants', 'reviews', 'sponsored_placements', 'content_spaces', 'content_entries', 'users']));
      expect(Object.entries(counts).filter(([, rows]) => rows > 0)).toEqual([]);
      const emptyWarnings = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>).filter((line) => line.event === 'db.empty');
      expect(emptyWarnings).toHaveLength(1);
      expect(emptyWarnings[0]).toMatchObject({ level: 'warn', products: 0, contentEntries: 0, hint: expect.stringContaining('pnpm seed') });
      expect(await isStoreEmpty()).toBe(true);
    } finally {
      warn.mockRestore();
    }
  });
});
