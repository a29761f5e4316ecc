import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@storefront/db/client';
import { storeContents } from '@storefront/db/store-contents';
import { createEmptyDatabase, rowsPerTable } from '@storefront/db/testing';
import { prepareDatabase, seedsOnStart } from './start-up';

describe('seedsOnStart', () => {
  it('seeds the embedded default (PGlite) on start, never a PostgreSQL database', () => {
    expect(seedsOnStart({})).toBe(true);
    expect(seedsOnStart({ DATABASE_URL: '  ' })).toBe(true);
    expect(seedsOnStart({ DATABASE_URL: 'postgres://shop@db.internal/storefront' })).toBe(false);
  });
});

// Needs a PostgreSQL server: `pnpm test:data-layer` (DATABASE_URL set), which CI runs.
describe.skipIf(!process.env.DATABASE_URL?.trim())('starting the storefront on an empty PostgreSQL database', () => {
  const saved = { ...process.env };
  let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;

  beforeAll(async () => {
    empty = await createEmptyDatabase();
    Object.assign(process.env, empty.env);
    delete process.env.STUDIO_EDITOR_PASSWORD;
  });

  afterAll(async () => {
    process.env = saved;
    await empty.remove();
  });

  it('migrates it, seeds nothing, and tells the operator how to fill it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await prepareDatabase()).toEqual({ editor: undefined });
      expect(warn.mock.calls.map(([line]) => String(line)).join('\n')).toMatch(/is empty, and starting the storefront never seeds PostgreSQL.*pnpm seed/);
    } finally {
      warn.mockRestore();
    }
    const handle = await openDatabase(empty.options);
    try {
      expect(await storeContents(handle.db)).toEqual({ products: 0, contentEntries: 0 });
      expect(Object.entries(await rowsPerTable(handle.db)).filter(([, rows]) => rows > 0)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
