import { beforeAll, describe, expect, it } from 'vitest';
import { createSearchEngine, type SearchEngine } from '../engine/engine';
import { SearchEngineError } from '../engine/errors';
import { searchLimits } from '../engine/limits';
import { createSearchHandler, type SearchHandler } from './handler';
import type { SearchHttpResponse } from './http';
import { RateLimiter, tooManyRequests } from './rate-limit';
import { TimeBudget } from './time-budget';

/**
 * Algolia's limits, answered as Algolia answers them: what a request may ask of the engine
 * (queries per multi-query, hits per page, filter size and nesting, query length, JSON nesting),
 * the time it may use, and the per-client allowance. Each refusal is a 4xx in Algolia's error
 * shape, never a 500 or a stalled engine.
 */

const ADMIN = 'admin-key';
const SEARCH = 'search-key';
const INDEX = 'shop_products';
const RECORDS = 1200;

const credentials = { 'x-algolia-application-id': 'APP', 'x-algolia-api-key': SEARCH };
const deep = (depth: number, leaf: string) => `${'['.repeat(depth)}${JSON.stringify(leaf)}${']'.repeat(depth)}`;

describe('engine limits over the Algolia REST protocol', () => {
  let engine: SearchEngine;
  let handler: SearchHandler;

  beforeAll(() => {
    engine = createSearchEngine();
    engine.setSettings(INDEX, { searchableAttributes: ['name'], attributesForFaceting: ['brand'] });
    engine.saveObjects(
      INDEX,
      Array.from({ length: RECORDS }, (_, n) => ({ objectID: `p${n}`, name: `Dress ${n}`, brand: n % 2 ? 'Coast' : 'Oasis', price: n })),
    );
    handler = createSearchHandler(engine, { apiKeys: { admin: ADMIN, search: SEARCH }, applicationId: 'APP' });
  });

  const post = (path: string, body: string) => handler.handle({ method: 'POST', url: path, headers: credentials, body });
  const queries = (requests: unknown[]) => post('/1/indexes/*/queries', JSON.stringify({ requests }));
  const parsed = (answer: SearchHttpResponse) => JSON.parse(answer.body) as Record<string, unknown>;
  const expectRefusal = (answer: SearchHttpResponse, status: number, message: RegExp) => {
    expect(answer.status).toBe(status);
    const body = parsed(answer);
    expect(body).toEqual({ message: expect.stringMatching(message), status });
  };

  it('answers up to 50 queries in one multi-query, and refuses more with Algolia’s 400', async () => {
    const copy = { indexName: INDEX, params: 'hitsPerPage=1000' };
    const fifty = await queries(Array.from({ length: searchLimits.maxQueriesPerRequest }, () => ({ indexName: INDEX, params: 'hitsPerPage=1' })));
    expect(fifty.status).toBe(200);
    expect((parsed(fifty).results as unknown[]).length).toBe(50);
    for (const count of [51, 60, 1000]) {
      expectRefusal(await queries(Array.from({ length: count }, () => copy)), 400, new RegExp(`^Too many queries in multi query request: ${count} \\(at most 50\\)$`));
    }
    expect(() => engine.multipleQueries(Array.from({ length: 51 }, () => copy))).toThrow(SearchEngineError);
  });

  it('answers at most 1,000 hits per page, as Algolia does, however many are asked for', async () => {
    for (const request of [{ indexName: INDEX, hitsPerPage: 5000 }, { indexName: INDEX, params: 'hitsPerPage=1001' }]) {
      const answer = await queries([request]);
      expect(answer.status).toBe(200);
      const result = (parsed(answer).results as Array<{ hits: unknown[]; hitsPerPage: number; nbHits: number; nbPages: number }>)[0]!;
      expect(result.hits).toHaveLength(searchLimits.maxHitsPerPage);
      expect(result).toMatchObject({ hitsPerPage: 1000, nbHits: RECORDS, nbPages: 1 });
    }
    expect(engine.search(INDEX, { hitsPerPage: 1000 }).hits).toHaveLength(1000);
    expectRefusal(await queries([{ indexName: INDEX, hitsPerPage: -1 }]), 400, /hitsPerPage/);
  });

  it('refuses filters nested too deeply, as JSON, in the params string or in process, instead of overflowing the stack', async () => {
    const body = `{"requests":[{"indexName":"${INDEX}","facetFilters":${deep(2000, 'brand:Coast')}}]}`;
    expectRefusal(await post('/1/indexes/*/queries', body), 400, /nested more than 256 levels/);
    expectRefusal(await queries([{ indexName: INDEX, params: `facetFilters=${encodeURIComponent(deep(2000, 'brand:Coast'))}` }]), 400, /facetFilters nests arrays more than 32 levels/);
    expectRefusal(await queries([{ indexName: INDEX, numericFilters: JSON.parse(deep(100, 'price>1')) }]), 400, /numericFilters nests arrays more than 32 levels/);
    expect(() => engine.search(INDEX, { facetFilters: JSON.parse(deep(2000, 'brand:Coast')) as string[] })).toThrow(/facetFilters nests arrays/);
    // Half a million levels: JSON.parse copes, what reads the value afterwards would not.
    expectRefusal(await post('/1/indexes/*/queries', `{"requests":${'['.repeat(500_000)}${']'.repeat(500_000)}}`), 400, /Request body is nested more than 256 levels/);
    // Within the bounds nesting still works: (Coast OR (Oasis AND …)) alternating down 8 levels.
    const nested = await queries([{ indexName: INDEX, facetFilters: JSON.parse(deep(8, 'brand:Coast')), hitsPerPage: 0 }]);
    expect((parsed(nested).results as Array<{ nbHits: number }>)[0]!.nbHits).toBe(RECORDS / 2);
  });

  it('refuses a filters string nested too deeply, too long or with too many filters', async () => {
    const search = (filters: string) => queries([{ indexName: INDEX, filters, hitsPerPage: 0 }]);
    expectRefusal(await search(`${'('.repeat(2000)}brand:Coast${')'.repeat(2000)}`), 400, /filters: nested more than 32 levels/);
    expectRefusal(await search(`${'NOT '.repeat(2000)}brand:Coast`), 400, /filters: nested more than 32 levels/);
    expectRefusal(await search(Array.from({ length: 1001 }, (_, n) => `price=${n}`).join(' OR ')), 400, /filters: more than 1000 filters/);
    expectRefusal(await search(`brand:"${'x'.repeat(searchLimits.maxFilterChars)}"`), 400, /filters is longer than 16384 characters/);
    const within = await search(Array.from({ length: 1000 }, (_, n) => `price=${n}`).join(' OR '));
    expect((parsed(within).results as Array<{ nbHits: number }>)[0]!.nbHits).toBe(1000);
    expect((parsed(await search(`${'('.repeat(30)}brand:Coast${')'.repeat(30)}`)).results as Array<{ nbHits: number }>)[0]!.nbHits).toBe(RECORDS / 2);
  });

  it('refuses filter arrays with more than 1,000 filters or 16 KiB of text, and queries over 512 characters', async () => {
    const values = (count: number) => [Array.from({ length: count }, (_, n) => `brand:b${n}`)];
    expect((await queries([{ indexName: INDEX, facetFilters: values(1000), hitsPerPage: 0 }])).status).toBe(200);
    expectRefusal(await queries([{ indexName: INDEX, facetFilters: values(1001) }]), 400, /facetFilters has 1001 filters; at most 1000/);
    expectRefusal(await queries([{ indexName: INDEX, tagFilters: [`x${'y'.repeat(searchLimits.maxFilterChars)}`] }]), 400, /tagFilters is longer than 16384 characters/);
    expectRefusal(await queries([{ indexName: INDEX, numericFilters: Array.from({ length: 1001 }, () => 'price>1').join(',') }]), 400, /numericFilters has 1001 filters/);
    expect((await queries([{ indexName: INDEX, query: 'd'.repeat(512) }])).status).toBe(200);
    expectRefusal(await queries([{ indexName: INDEX, query: 'd'.repeat(513) }]), 400, /query is longer than 512 characters/);
  });

  it('stops a request past its time budget with a 400, and lets other requests run between the queries of a multi-query', async () => {
    const strict = createSearchHandler(engine, { apiKeys: { admin: ADMIN, search: SEARCH }, timeBudgetMs: 0 });
    const body = JSON.stringify({ requests: Array.from({ length: 3 }, () => ({ indexName: INDEX, hitsPerPage: 1000 })) });
    const answer = await strict.handle({ method: 'POST', url: '/1/indexes/*/queries', headers: credentials, body });
    expectRefusal(answer, 400, /^The request used more than its time budget of 0 ms/);

    let turns = 0;
    const yieldTurn = () => {
      turns++;
      return Promise.resolve();
    };
    const shared = await handler.handle({ method: 'POST', url: '/1/indexes/*/queries', headers: credentials, body }, { yieldTurn });
    expect(shared.status).toBe(200);
    expect(turns).toBe(3);
  });
});

describe('the time budget', () => {
  it('counts only the time a request runs, not the time it waits for others', () => {
    let now = 0;
    const budget = new TimeBudget(100, () => now);
    now = 60;
    budget.pause();
    now = 10_000;
    budget.resume();
    budget.check();
    expect(budget.spentMs()).toBe(60);
    now = 10_041;
    expect(() => budget.check()).toThrow(/time budget of 100 ms/);
    expect(budget.spentMs()).toBe(101);
  });
});

describe('the per-client rate limit', () => {
  it('lets a burst through, refuses the next request with the wait, and refills over time per client', () => {
    let now = 0;
    const limiter = new RateLimiter({ requests: 3, perMs: 3000 }, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0]);
    expect(limiter.take('a')).toBe(1000);
    expect(limiter.take('b')).toBe(0);
    now = 999;
    expect(limiter.take('a')).toBe(1);
    now = 1000;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(1000);
  });

  it('forgets clients past its bound, refilled ones first', () => {
    let now = 0;
    const limiter = new RateLimiter({ requests: 2, perMs: 1000 }, () => now, 2);
    limiter.take('old');
    now = 5000;
    limiter.take('busy');
    limiter.take('busy');
    limiter.take('new');
    expect(limiter.clients).toBe(2);
    expect(limiter.take('busy')).toBeGreaterThan(0);
  });

  it('answers Algolia’s 429 with when to come back', () => {
    const answer = tooManyRequests(1500);
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Too many requests', status: 429 });
    expect(answer.headers['retry-after']).toBe('2');
  });
});
