import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { brands, departments } from './schema/catalogue';
import { openTestDatabase } from './testing';

describe('database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('applies every migration, creating the content, catalogue and account tables', async () => {
    const result = (await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
    )) as unknown as { rows: Array<{ table_name: string }> };
    const names = result.rows.map((row) => row.table_name);
    expect(names).toEqual(
      expect.arrayContaining(['content_entries', 'content_assets', 'products', 'variants', 'users', 'sessions']),
    );
  });

  it('rolls a failed transaction back completely', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(departments).values({ id: 'women', name: 'Women', position: 1 });
        await tx.insert(brands).values({ id: 'coast', name: 'Coast' });
        await tx.insert(brands).values({ id: 'coast', name: 'Coast again' });
      }),
    ).rejects.toThrow();
    const rows = await handle.db.select().from(departments);
    expect(rows).toEqual([]);
  });
});
