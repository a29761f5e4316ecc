import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingRecords } from '@storefront/catalogue/search/listing-records';
import type { ListingRecord } from '@storefront/catalogue/search/listing-record';
import { updateVariants } from '@storefront/catalogue/testing/catalogue-edits';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { EMBEDDED_APP_ID, EMBEDDED_SEARCH_KEY } from './engine-keys';
import { answerText, openSearchWorker, type EmbeddedSearch } from './search-engine';
import type { SearchLane } from './search-worker-protocol';

/**
 * The engine in its worker thread, as the site runs it: built from the test database through the
 * main thread (the worker never opens the database), answering the Algolia REST protocol, kept in
 * step with the catalogue, writing and reopening its snapshot, and letting the site's own searches
 * through while a browser's heavy one runs.
 */

const coast = [{ fascia: 'coast', prefix: 'coast' }];
const keys = { appId: EMBEDDED_APP_ID, searchKey: EMBEDDED_SEARCH_KEY, adminKey: 'test-admin' };
const credentials = { 'x-algolia-application-id': EMBEDDED_APP_ID, 'x-algolia-api-key': EMBEDDED_SEARCH_KEY };

interface Result {
  nbHits: number;
  hits: Array<{ objectID: string; price: number }>;
}

describe('the search worker', () => {
  let handle: DatabaseHandle;
  let search: EmbeddedSearch;
  let records: ListingRecord[];
  const dir = mkdtempSync(join(tmpdir(), 'search-worker-'));
  const snapshotFile = join(dir, 'index.json.gz');

  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    records = await listingRecords(handle.db, 'coast');
    search = await openSearchWorker({ db: handle.db, keys, snapshotFile, sites: coast, checkIntervalMs: 0 });
  });
  afterAll(async () => {
    await search.settled();
    await search.close();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const queries = async (engine: EmbeddedSearch, requests: unknown[], lane: SearchLane = 'site') => {
    const answer = await engine.handle({ method: 'POST', url: '/_search/1/indexes/*/queries', headers: credentials, body: JSON.stringify({ requests }) }, lane);
    return { status: answer.status, body: JSON.parse(answerText(answer)) as { results: Result[]; message?: string } };
  };

  it('answers from an index built from the database, which the worker reads through the main thread', async () => {
    expect(search.source).toBe('database');
    const { status, body } = await queries(search, [
      { indexName: 'coast_products', hitsPerPage: 0 },
      { indexName: 'coast_products_price_asc', hitsPerPage: 1 },
    ]);
    expect(status).toBe(200);
    expect(body.results[0]!.nbHits).toBe(records.length);
    expect(body.results[1]!.hits[0]!.price).toBe(Math.min(...records.map((record) => record.price)));
  });

  it('keeps in step with the catalogue: a price cut shows in the next searches once synced', async () => {
    const product = records.find((record) => record.price > 50)!;
    const cheapest = async () => (await queries(search, [{ indexName: 'coast_products_price_asc', hitsPerPage: 1 }])).body.results[0]!.hits[0]!;
    expect((await cheapest()).objectID).not.toBe(product.objectID);
    await updateVariants(handle.db, product.card.id, { pricePence: 100 });
    // A search starts the check (the interval is 0 here); its own answer comes from the index as it was.
    await cheapest();
    await search.settled();
    expect(await cheapest()).toMatchObject({ objectID: product.objectID, price: 1 });
  });

  it('lets the site’s own searches through while a browser’s heavy multi-query runs', async () => {
    const finished: string[] = [];
    const heavy = queries(search, Array.from({ length: 50 }, () => ({ indexName: 'coast_products', hitsPerPage: 1000 })), 'public').then((answer) => {
      finished.push('heavy');
      return answer;
    });
    const light = queries(search, [{ indexName: 'coast_products', query: 'dress', hitsPerPage: 2 }]).then((answer) => {
      finished.push('site');
      return answer;
    });
    const [heavyAnswer, lightAnswer] = await Promise.all([heavy, light]);
    expect(finished).toEqual(['site', 'heavy']);
    expect(lightAnswer.status).toBe(200);
    // The heavy one is answered in full, or stopped at its time budget: never a 500.
    expect([200, 400]).toContain(heavyAnswer.status);
    if (heavyAnswer.status === 400) expect(heavyAnswer.body.message).toMatch(/time budget/);
  });

  it('writes its snapshot, and the next worker opens from it without rebuilding', async () => {
    await search.settled();
    expect(existsSync(snapshotFile)).toBe(true);
    const reopened = await openSearchWorker({ db: handle.db, keys, snapshotFile, sites: coast, checkIntervalMs: 60_000 });
    try {
      expect(reopened.source).toBe('snapshot');
      const [before, after] = await Promise.all([queries(search, [{ indexName: 'coast_products', query: 'dress' }]), queries(reopened, [{ indexName: 'coast_products', query: 'dress' }])]);
      expect(after.body.results[0]!.nbHits).toBe(before.body.results[0]!.nbHits);
      expect(after.body.results[0]!.hits.map((hit) => hit.objectID)).toEqual(before.body.results[0]!.hits.map((hit) => hit.objectID));
    } finally {
      await reopened.close();
    }
  });
});
