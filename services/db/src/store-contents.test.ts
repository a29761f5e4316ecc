import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenOptions } from './client';
import { isEmptyStore, storeContents } from './store-contents';
import { createEmptyDatabase, rowsPerTable } from './testing';

// Runs on PGlite in `pnpm check` and on a throwaway PostgreSQL database in `pnpm test:data-layer`.
describe('a store database opened for the first time', () => {
  let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let options: OpenOptions;
  beforeAll(async () => {
    empty = await createEmptyDatabase();
    options = empty.options;
  });
  afterAll(async () => {
    await empty.remove();
  });

  it('is migrated, seeded with nothing, and reads as an empty store; opening it again changes nothing', async () => {
    for (let open = 1; open <= 2; open += 1) {
      const handle = await openDatabase(options);
      try {
        const counts = await rowsPerTable(handle.db);
        expect(Object.keys(counts)).toEqual(expect.arrayContaining(['products', 'content_spaces', 'content_entries', 'reviews', 'users', 'sponsored_placements']));
        expect(Object.entries(counts).filter(([, rows]) => rows > 0), `open ${open}`).toEqual([]);
        const contents = await storeContents(handle.db);
        expect(contents).toEqual({ products: 0, contentEntries: 0 });
        expect(isEmptyStore(contents)).toBe(true);
      } finally {
        await handle.close();
      }
    }
  });
});

describe('isEmptyStore', () => {
  it('is false as soon as there are products or content entries', () => {
    expect(isEmptyStore({ products: 1, contentEntries: 0 })).toBe(false);
    expect(isEmptyStore({ products: 0, contentEntries: 3 })).toBe(false);
  });
});
