import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The embedded search engine refuses abuse as Algolia does (issue 12): too many queries in one
 * request, filters nested without end, a flood from one address. And since the engine runs in a
 * worker thread, a flood of such requests, with heavy searches the limits still allow among
 * them, leaves pages (and the searches pages run) answering within their normal latency.
 */

const credentials = { 'x-algolia-application-id': 'EMBEDDED', 'x-algolia-api-key': 'embedded-search-only', 'content-type': 'text/plain' };
// API requests go to localhost (the default site, Hartley & Vale): only Chromium resolves *.localhost.
const QUERIES = '/_search/1/indexes/*/queries';

// The e2e server trusts the loopback proxy's X-Forwarded-For: these made-up clients (TEST-NET
// addresses) keep their own allowances, apart from the test browsers'.
let lastClient = 0;
const floodClient = () => ({ 'x-forwarded-for': `192.0.2.${(lastClient++ % 250) + 1}` });

const copies = (count: number, params = 'hitsPerPage=1000') => JSON.stringify({ requests: Array.from({ length: count }, () => ({ indexName: 'hartley_products', params })) });
const abusive = {
  'sixty copies': copies(60),
  'a thousand copies': copies(1000),
  'facetFilters 2,000 deep': `{"requests":[{"indexName":"hartley_products","facetFilters":${'['.repeat(2000)}"brand:Coast"${']'.repeat(2000)}}]}`,
};
/** As many queries and hits as the limits allow: stopped by the time budget, or answered in full. */
const heaviestAllowed = copies(50);

const search = (request: APIRequestContext, body: string, headers: Record<string, string>) => request.post(QUERIES, { data: body, headers: { ...credentials, ...headers } });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test.describe('search engine limits', { tag: '@desktop' }, () => {
  // One after the other: the allowance test's burst must not fall into the latency test's measurements.
  test.describe.configure({ mode: 'serial' });

  test('refuses the abusive searches with Algolia’s errors, and answers at most 1,000 hits a page', async ({ request }) => {
    for (const [name, body] of Object.entries(abusive)) {
      const response = await search(request, body, floodClient());
      expect(response.status(), name).toBe(400);
      const message = name.startsWith('facetFilters') ? /nested more than 256 levels/ : /^Too many queries in multi query request/;
      expect(await response.json(), name).toEqual({ status: 400, message: expect.stringMatching(message) });
    }
    const capped = await search(request, copies(1, 'hitsPerPage=5000&attributesToRetrieve=%5B%22objectID%22%5D&attributesToHighlight=%5B%5D'), floodClient());
    expect(capped.status()).toBe(200);
    const [result] = (await capped.json()).results as Array<{ hitsPerPage: number; hits: unknown[] }>;
    expect(result!.hitsPerPage).toBe(1000);
    expect(result!.hits).toHaveLength(1000);
  });

  test('a flood of them leaves pages answering within their normal latency', async ({ request }) => {
    // A content page, and two pages the engine answers: a category listing and a search.
    const pages = ['/', '/categories/women/dresses', '/search?q=dress'];
    const pagesOnce = async () => {
      const started = performance.now();
      for (const page of pages) expect((await request.get(page)).status(), page).toBe(200);
      return performance.now() - started;
    };
    const latency = async (rounds: number) => {
      const samples: number[] = [];
      for (let round = 0; round < rounds; round++) samples.push(await pagesOnce());
      return median(samples);
    };

    await latency(1);
    const before = await latency(3);

    let flooding = true;
    const statuses: number[] = [];
    const attacker = async (bodies: string[]) => {
      for (let n = 0; flooding; n++) statuses.push((await search(request, bodies[n % bodies.length]!, floodClient())).status());
    };
    const flood = [attacker(Object.values(abusive)), attacker(Object.values(abusive)), attacker([heaviestAllowed])];
    const loaded = await latency(5);
    flooding = false;
    await Promise.all(flood);
    // The baseline on both sides of the flood, so a machine that slows down or speeds up meanwhile does not read as the flood's doing.
    const baseline = (before + (await latency(3))) / 2;

    const ratio = loaded / baseline;
    const figures = `pages ${baseline.toFixed(0)} ms alone, ${loaded.toFixed(0)} ms under ${statuses.length} abusive requests: ratio ${ratio.toFixed(2)}`;
    test.info().annotations.push({ type: 'latency', description: figures });
    console.info(`search flood: ${figures}`);
    // Refused (400) or, for the heaviest allowed one, answered or stopped at its time budget: never a server error.
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 400 && status !== 200)).toEqual([]);
    expect(ratio).toBeLessThan(3);
  });

  test('answers 429 in Algolia’s shape once an address has used its allowance, and only to that address', async ({ request }) => {
    const probe = (address: string) => request.get('/_search/1/indexes/hartley_products?query=dress&hitsPerPage=0', { headers: { ...credentials, 'x-forwarded-for': address } });
    let allowed = 0;
    let refused: Awaited<ReturnType<typeof probe>> | undefined;
    // The default allowance is a burst of 300 (then 5 a second): sent ten at a time, it runs out.
    while (!refused && allowed < 1000) {
      for (const response of await Promise.all(Array.from({ length: 10 }, () => probe('198.51.100.42')))) {
        if (response.status() === 200) allowed++;
        else refused ??= response;
      }
    }
    expect(allowed).toBeGreaterThanOrEqual(300);
    expect(refused!.status()).toBe(429);
    expect(await refused!.json()).toEqual({ message: 'Too many requests', status: 429 });
    expect(Number(refused!.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await probe('198.51.100.43')).status()).toBe(200);
  });
});
