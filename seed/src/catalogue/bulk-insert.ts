import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';

interface SqlExecutor {
  execute(query: SQL): Promise<unknown>;
}

// Rows per statement. Each batch travels as a single JSON parameter, so the limit is only
// about statement size, not PostgreSQL's 65,535 bind parameters.
const BATCH_ROWS = 10_000;

/**
 * Inserts rows through jsonb_to_recordset: one parameter per batch instead of one per value,
 * which makes bulk loading several times faster on PGlite and cheap on PostgreSQL.
 */
export async function bulkInsert(executor: SqlExecutor, table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void> {
  const columns = Object.entries(getTableColumns(table));
  const { name: tableName } = getTableConfig(table);
  const columnList = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const recordType = sql.join(
    columns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const batch = rows.slice(start, start + BATCH_ROWS).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = row[key];
        if (value === undefined) {
          if (!column.notNull || column.hasDefault) continue;
          throw new Error(`Missing ${tableName}.${column.name} in seed row`);
        }
        record[column.name] = value;
      }
      return record;
    });
    await executor.execute(
      sql`insert into ${table} (${columnList}) select ${columnList} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as seed(${recordType})`,
    );
  }
}
