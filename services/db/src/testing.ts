import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseHandle, type OpenOptions } from './client';
import { LISTENER_APPLICATION_NAME } from './notifications';

/** A database of its own on the PostgreSQL server named by DATABASE_URL: empty, not yet migrated. */
async function createServerDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        // The pool's connections close asynchronously; wait for them rather than killing them.
        for (let attempt = 0; attempt < 100; attempt += 1) {
          const { rows } = await cleanup.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * A state a test file starts its database from: `prepare` brings a freshly migrated database to it
 * (seeds a catalogue, say). `name` names the snapshot; one name, one preparation.
 */
export interface TestDatabaseState {
  name: string;
  prepare(db: Database): Promise<unknown>;
}

const MIGRATED: TestDatabaseState = { name: 'migrated', prepare: async () => undefined };

// Within one process when no test run provides a folder to share snapshots in.
const snapshotsInProcess = new Map<string, Promise<Blob>>();

/**
 * A dump of an in-memory PGlite database in the given state. Creating and migrating a PGlite
 * database costs seconds and seeding the catalogue seconds more; loading a dump costs a fraction
 * of one, and the test files that start from these states number in the dozens. The test run's
 * global setup names a folder of its own (STOREFRONT_TEST_SNAPSHOTS), so a snapshot is made once a
 * run and never outlives the code that made it. Two workers may both make one: each writes its own
 * file and renames it into place.
 */
function pgliteSnapshot(state: TestDatabaseState): Promise<Blob> {
  const folder = process.env.STOREFRONT_TEST_SNAPSHOTS;
  if (!folder) {
    const made = snapshotsInProcess.get(state.name) ?? makePgliteSnapshot(state);
    snapshotsInProcess.set(state.name, made);
    return made;
  }
  const file = join(folder, `${state.name}.tar`);
  return readFile(file).then(
    (bytes) => new Blob([bytes]),
    async () => {
      const dump = await makePgliteSnapshot(state);
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    },
  );
}

async function makePgliteSnapshot(state: TestDatabaseState): Promise<Blob> {
  const handle =
    state === MIGRATED ? await openDatabase({ dataDir: 'memory://' }) : await openDatabase({ dataDir: 'memory://', snapshot: await pgliteSnapshot(MIGRATED) });
  try {
    await state.prepare(handle.db);
    return await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

/**
 * A fresh, migrated database for one test file, in `startFrom`'s state when given: in-memory
 * PGlite by default (loaded from the state's snapshot; the migrator still runs and finds nothing to
 * apply), or a throwaway database on the PostgreSQL server named by DATABASE_URL, migrated and
 * prepared there (dropped again on close).
 */
export async function openTestDatabase(options: { startFrom?: TestDatabaseState } = {}): Promise<DatabaseHandle> {
  const state = options.startFrom ?? MIGRATED;
  const url = process.env.DATABASE_URL?.trim();
  if (!url) return openDatabase({ dataDir: 'memory://', snapshot: await pgliteSnapshot(state) });
  const created = await createServerDatabase(url);
  const handle = await openDatabase({ url: created.url });
  try {
    await state.prepare(handle.db);
  } catch (error) {
    await handle.close();
    await created.drop();
    throw error;
  }
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

/**
 * An empty database nothing has opened yet (no tables), as a process would be configured with it:
 * a fresh PGlite data directory by default, or a throwaway database on the PostgreSQL server named
 * by DATABASE_URL. `env` is what to set (STOREFRONT_DATA_DIR or DATABASE_URL) to open it the way
 * the storefront does; `remove()` deletes it (close every handle first).
 */
export async function createEmptyDatabase(): Promise<{ options: OpenOptions; env: Record<string, string>; remove(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (serverUrl) {
    const created = await createServerDatabase(serverUrl);
    return { options: { url: created.url }, env: { DATABASE_URL: created.url }, remove: () => created.drop() };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-empty-'));
  return { options: { dataDir }, env: { DATABASE_URL: '', STOREFRONT_DATA_DIR: dataDir }, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

/** Rows in every table of the schema (the migrations' own bookkeeping lives elsewhere): what "nothing was written" means. */
export async function rowsPerTable(db: Database): Promise<Record<string, number>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    const result = (await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as { rows: Array<{ n: number }> };
    counts[table] = result.rows[0]!.n;
  }
  return counts;
}

/**
 * Ends the listening connections (services/db/src/notifications.ts) of every process on the
 * PostgreSQL database at `url`, as a restart or a network cut would; returns how many ended.
 */
export async function dropListeningConnections(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_APPLICATION_NAME],
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

/** Runs one SQL statement on the database at `url` as any client would (psql, a script), outside the app. */
export async function executeSql<Row extends Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end();
  }
}
