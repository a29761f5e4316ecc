import { processSingletonAsync, releaseProcessSingleton } from '@storefront/platform/process-singleton';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteNotifications, postgresNotifications, type DatabaseNotifications } from './notifications';

/** The app's database, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Where the data lives, for logs ("pglite:/path" or the server URL without password). */
  description: string;
  /** LISTEN/NOTIFY on this database (./notifications.ts): messages between the processes sharing it. */
  notifications: DatabaseNotifications;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A postgres:// URL; when absent the embedded PGlite engine is used. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` keeps everything in memory. */
  dataDir?: string | undefined;
  /** Apply pending migrations after connecting (default true). */
  migrate?: boolean | undefined;
  /** Where the migrations are (default: this package's); tests apply part of the history with it. */
  migrationsFolder?: string | undefined;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir`) instead of an empty one. */
  snapshot?: Blob | undefined;
}

/** The workspace root (the folder holding pnpm-workspace.yaml), found upwards from the working directory. */
export function workspaceRoot(from = process.cwd()): string {
  let dir = resolve(/*turbopackIgnore: true*/ from);
  for (;;) {
    if (existsSync(join(/*turbopackIgnore: true*/ dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(/*turbopackIgnore: true*/ from);
    dir = parent;
  }
}

/**
 * The SQL migrations: next to this file when it runs from source, else under the workspace
 * (bundlers such as Next.js move the compiled module elsewhere).
 */
export function migrationsFolder(): string {
  const besideSource = resolve(/*turbopackIgnore: true*/ dirname(fileURLToPath(import.meta.url)), '..', 'migrations');
  if (existsSync(join(/*turbopackIgnore: true*/ besideSource, 'meta', '_journal.json'))) return besideSource;
  return join(/*turbopackIgnore: true*/ workspaceRoot(), 'services', 'db', 'migrations');
}

export function defaultDataDir(): string {
  return process.env.STOREFRONT_DATA_DIR ?? join(/*turbopackIgnore: true*/ workspaceRoot(), '.data', 'pglite');
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}

export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  const shouldMigrate = options.migrate ?? true;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(JSON.stringify({ level: 'error', event: 'db.idle_connection_lost', reason: error.message })));
    const db = drizzlePostgres({ client: pool }) as unknown as Database;
    if (shouldMigrate) {
      await migratePostgres(drizzlePostgres({ client: pool }), { migrationsFolder: options.migrationsFolder ?? migrationsFolder() });
    }
    const notifications = postgresNotifications({ pool, connectionString: options.url });
    return {
      db,
      driver: 'postgres',
      description: redact(options.url),
      notifications,
      close: async () => {
        await notifications.close();
        await pool.end();
      },
    };
  }

  const dataDir = options.dataDir ?? defaultDataDir();
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, options.snapshot ? { loadDataDir: options.snapshot } : {});
  const db = drizzlePglite({ client });
  if (shouldMigrate) await migratePglite(db, { migrationsFolder: options.migrationsFolder ?? migrationsFolder() });
  const notifications = pgliteNotifications(client);
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    description: `pglite:${dataDir}`,
    notifications,
    close: async () => {
      await notifications.close();
      await client.close();
    },
  };
}

/** Whether the process runs on the embedded default, PGlite: DATABASE_URL names no PostgreSQL server. */
export function usesEmbeddedDatabase(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return !env.DATABASE_URL?.trim();
}

/** The configuration the running process uses: DATABASE_URL, else PGlite in the data directory. */
export function processDatabaseOptions(): OpenOptions {
  return usesEmbeddedDatabase() ? { dataDir: defaultDataDir() } : { url: process.env.DATABASE_URL!.trim() };
}

// One handle per process: PGlite must only ever be opened once per data directory.
const PROCESS_DATABASE = 'db.processHandle';

export function getProcessDatabase(): Promise<DatabaseHandle> {
  return processSingletonAsync(PROCESS_DATABASE, () => openDatabase(processDatabaseOptions()));
}

export async function closeProcessDatabase(): Promise<void> {
  const pending = releaseProcessSingleton<Promise<DatabaseHandle>>(PROCESS_DATABASE);
  if (pending) await (await pending).close();
}
