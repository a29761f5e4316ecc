import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { visualSearches } from '@storefront/db/schema/visual-search';
import { openTestDatabase } from '@storefront/db/testing';
import { findVisualSearch, saveVisualSearch, VISUAL_SEARCH_TTL_MS } from './store';

describe('visual search store', () => {
  let handle: DatabaseHandle;
  const t0 = new Date('2026-11-21T09:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const red = { facet: 'Red', hex: '#c41e3a', share: 0.8 };
  const thumbnail = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff, 0x10]);

  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('keeps what a photo held under a new URL-safe id, for its own site only', async () => {
    const id = await saveVisualSearch(handle.db, { fascia: 'hartley', colours: [red], categorySlug: 'women/dresses', thumbnail }, t0);
    expect(id).toMatch(/^[A-Za-z0-9_-]{20}$/);
    expect(await saveVisualSearch(handle.db, { fascia: 'hartley', colours: [red], categorySlug: undefined, thumbnail }, t0)).not.toBe(id);
    expect(await findVisualSearch(handle.db, 'hartley', id, at(60_000))).toEqual({ id, colours: [red], categorySlug: 'women/dresses', thumbnail });
    expect(await findVisualSearch(handle.db, 'coast', id, at(60_000))).toBeUndefined();
    expect(await findVisualSearch(handle.db, 'hartley', 'AAAAAAAAAAAAAAAAAAAA', at(60_000))).toBeUndefined();
  });

  it('keeps no category when the shopper searched everything', async () => {
    const id = await saveVisualSearch(handle.db, { fascia: 'coast', colours: [red], categorySlug: undefined, thumbnail }, t0);
    expect(await findVisualSearch(handle.db, 'coast', id, t0)).toMatchObject({ categorySlug: null });
  });

  it('forgets a search after a day, and clears expired ones when the next is saved', async () => {
    const id = await saveVisualSearch(handle.db, { fascia: 'hartley', colours: [red], categorySlug: undefined, thumbnail }, t0);
    expect(await findVisualSearch(handle.db, 'hartley', id, at(VISUAL_SEARCH_TTL_MS - 1))).toMatchObject({ id });
    expect(await findVisualSearch(handle.db, 'hartley', id, at(VISUAL_SEARCH_TTL_MS))).toBeUndefined();
    const later = await saveVisualSearch(handle.db, { fascia: 'hartley', colours: [red], categorySlug: undefined, thumbnail }, at(VISUAL_SEARCH_TTL_MS + 1));
    const rows = await handle.db.select({ id: visualSearches.id }).from(visualSearches);
    expect(rows.map((row) => row.id)).toEqual([later]);
  });
});
