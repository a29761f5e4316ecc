import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { openTestDatabase } from './testing';

/** Opens a gate that every waiter passes once `parties` have arrived. */
function barrier(parties: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived === parties) open();
    return opened;
  };
}

/**
 * The concurrency tests of the shopper and content services prove something only if their
 * transactions really overlap. On PostgreSQL (DATABASE_URL, as `pnpm test:data-layer` runs) they
 * must; PGlite runs one transaction at a time, so there is nothing to check there.
 */
describe.runIf(Boolean(process.env.DATABASE_URL?.trim()))('PostgreSQL under concurrency', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('runs several transactions at once, each on its own connection', async () => {
    expect(handle.driver).toBe('postgres');
    const parties = 4;
    const allInside = barrier(parties);
    // Each transaction waits, while open, for all the others to be open too: run one at a time, they never would.
    const backends = await Promise.all(
      Array.from({ length: parties }, () =>
        handle.db.transaction(async (tx) => {
          const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: Array<{ pid: number }> };
          await allInside();
          return result.rows[0]!.pid;
        }),
      ),
    );
    expect(new Set(backends).size).toBe(parties);
  });
});
