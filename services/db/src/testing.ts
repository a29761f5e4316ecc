import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or an isolated
 * schema on the PostgreSQL server named by DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) return openDatabase({ dataDir: 'memory://' });
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const handle = await openDatabase({ url, schema });
  return {
    ...handle,
    description: `${handle.description} (schema ${schema})`,
    async close() {
      await handle.close();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
}
