import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from './client';
import { users } from './schema/accounts';
import { basketLines, baskets } from './schema/shopper';
import { createEmptyDatabase } from './testing';

/** The migrations folder as it stood before `tag`: the history a deployed database may have. */
async function historyBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'storefront-migrations-'));
  await cp(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`No migration ${tag}`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

describe('migration 0005: one open basket per owner', () => {
  let oldHistory: string;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  beforeAll(async () => {
    oldHistory = await historyBefore('0005_open_basket_per_owner');
    database = await createEmptyDatabase();
  });
  afterAll(async () => {
    await database.remove();
    await rm(oldHistory, { recursive: true, force: true });
  });

  it('folds the extra open baskets racing adds left behind into the oldest, losing no item', async () => {
    const before = await openDatabase({ ...database.options, migrationsFolder: oldHistory });
    try {
      await before.db.insert(users).values({ id: 'usr-1', email: 'twice@example.com', name: 'Twice', passwordHash: 'x', role: 'shopper' });
      await before.db.insert(baskets).values([
        { id: 'bsk-user-a', userId: 'usr-1', createdAt: '2030-01-01T10:00:00Z' },
        { id: 'bsk-user-b', userId: 'usr-1', createdAt: '2030-01-01T10:00:01Z' },
        { id: 'bsk-user-c', userId: 'usr-1', createdAt: '2030-01-01T10:00:02Z' },
        { id: 'bsk-user-express', userId: 'usr-1', ephemeral: true },
        { id: 'bsk-guest-a', guestId: 'guest-1', createdAt: '2030-01-01T10:00:00Z' },
        { id: 'bsk-guest-b', guestId: 'guest-1', createdAt: '2030-01-01T10:00:01Z' },
        { id: 'bsk-other-guest', guestId: 'guest-2' },
      ]);
      // The lines as that history's table holds them (later migrations add columns the schema module names).
      await before.db.execute(sql`insert into basket_lines (basket_id, sku, quantity) values
        ('bsk-user-a', 'SKU-1', 1),
        ('bsk-user-b', 'SKU-1', 2),
        ('bsk-user-b', 'SKU-2', 1),
        ('bsk-user-c', 'SKU-2', 3),
        ('bsk-user-express', 'SKU-9', 1),
        ('bsk-guest-b', 'SKU-3', 1),
        ('bsk-other-guest', 'SKU-4', 1)`);
    } finally {
      await before.close();
    }

    const after = await openDatabase(database.options);
    try {
      const remaining = await after.db.select({ id: baskets.id }).from(baskets).orderBy(asc(baskets.id));
      expect(remaining.map((row) => row.id)).toEqual(['bsk-guest-a', 'bsk-other-guest', 'bsk-user-a', 'bsk-user-express']);
      const lines = await after.db.select({ basketId: basketLines.basketId, sku: basketLines.sku, quantity: basketLines.quantity }).from(basketLines).orderBy(asc(basketLines.basketId), asc(basketLines.sku));
      expect(lines).toEqual([
        { basketId: 'bsk-guest-a', sku: 'SKU-3', quantity: 1 },
        { basketId: 'bsk-other-guest', sku: 'SKU-4', quantity: 1 },
        { basketId: 'bsk-user-a', sku: 'SKU-1', quantity: 3 },
        { basketId: 'bsk-user-a', sku: 'SKU-2', quantity: 4 },
        { basketId: 'bsk-user-express', sku: 'SKU-9', quantity: 1 },
      ]);
      await expect(after.db.insert(baskets).values({ id: 'bsk-user-d', userId: 'usr-1' })).rejects.toThrow();
      await expect(after.db.insert(baskets).values({ id: 'bsk-guest-c', guestId: 'guest-1' })).rejects.toThrow();
      expect(await after.db.select({ id: baskets.id }).from(baskets).where(eq(baskets.guestId, 'guest-1'))).toEqual([{ id: 'bsk-guest-a' }]);
    } finally {
      await after.close();
    }
  });
});

describe('migration 0010: basket lines keep their customisation', () => {
  let oldHistory: string;
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  beforeAll(async () => {
    oldHistory = await historyBefore('0010_basket_line_customisation');
    database = await createEmptyDatabase();
  });
  afterAll(async () => {
    await database.remove();
    await rm(oldHistory, { recursive: true, force: true });
  });

  it('keeps the lines there were, uncustomised, and lets the same item stand customised on a line of its own', async () => {
    const before = await openDatabase({ ...database.options, migrationsFolder: oldHistory });
    try {
      await before.db.insert(baskets).values({ id: 'bsk-1', guestId: 'guest-1' });
      await before.db.execute(sql`insert into basket_lines (basket_id, sku, quantity) values ('bsk-1', 'SKU-1', 2)`);
    } finally {
      await before.close();
    }
    const after = await openDatabase(database.options);
    try {
      await after.db.insert(basketLines).values({ basketId: 'bsk-1', sku: 'SKU-1', quantity: 1, customFields: [{ displayName: 'Initials', apiName: 'initials', value: 'HV' }], customisationKey: '[["initials","HV"]]' });
      const lines = await after.db.select({ sku: basketLines.sku, quantity: basketLines.quantity, customFields: basketLines.customFields }).from(basketLines).orderBy(asc(basketLines.customisationKey));
      expect(lines).toEqual([
        { sku: 'SKU-1', quantity: 2, customFields: [] },
        { sku: 'SKU-1', quantity: 1, customFields: [{ displayName: 'Initials', apiName: 'initials', value: 'HV' }] },
      ]);
      await expect(after.db.insert(basketLines).values({ basketId: 'bsk-1', sku: 'SKU-1', quantity: 1 })).rejects.toThrow();
    } finally {
      await after.close();
    }
  });
});
