import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, sampleLatencies, summarise, type Load } from './load';
import { publicBenchDir, startServer } from './server';

const PORT = 3210;
const CONNECTION_LEVELS = [10, 50] as const;
const ROUND_SECONDS = 5;
const ROUNDS = 2;

/** Pages a cache should serve like files (issue 13), on the default site (Hartley & Vale). */
export const CACHEABLE_PAGES = {
  home: '/',
  category: '/categories/women/dresses',
  content: '/pages/new-in',
} as const;

/** A search-results page: different for every query, so never cached. */
const SEARCH_PAGE = '/search?q=dress';

type PageName = keyof typeof CACHEABLE_PAGES;

/**
 * The cookies a returning shopper's browser sends: the guest and CSRF tokens its first session
 * call (/_api/account/me) was issued. Pages set none.
 */
async function returningShopperCookies(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/_api/account/me`);
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  if (!cookie.includes('sf_guest=') || !cookie.includes('sf_csrf=')) throw new Error(`the session call got no guest and CSRF cookies: ${cookie}`);
  return { cookie };
}

/**
 * Each cacheable page's throughput as a ratio to a static file of the same bytes served by the
 * same production server, at 10 and 50 connections, loaded in alternating rounds so page and
 * file see the same machine state, as returning shoppers (with their cookies) load them; the
 * same at 10 connections for first visits (no cookies); and the search page's requests per second and p95.
 */
export async function benchPageThroughput(root: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const staticDir = publicBenchDir(root);
  try {
    // 1. Capture each page's bytes (Next.js serves the public/ files present at start-up).
    let server = await startServer(root, PORT, dataDir);
    const bytes = {} as Record<PageName, number>;
    mkdirSync(staticDir, { recursive: true });
    for (const [name, path] of Object.entries(CACHEABLE_PAGES) as Array<[PageName, string]>) {
      const response = await fetch(`${server.origin}${path}`);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      const html = await response.text();
      bytes[name] = Buffer.byteLength(html);
      writeFileSync(join(staticDir, `${name}.html`), html);
    }
    await server.stop();

    // 2. Serve them all and load each page and its file in alternating rounds.
    server = await startServer(root, PORT, dataDir);
    try {
      const pages = {} as Record<PageName, Record<string, unknown>>;
      const returning = await returningShopperCookies(server.origin);
      const compare = async (pageUrl: string, fileUrl: string, connections: number, headers: Record<string, string>) => {
        await load(pageUrl, connections, 2, headers);
        await load(fileUrl, connections, 2, headers);
        const page: Load[] = [];
        const file: Load[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          page.push(await load(pageUrl, connections, ROUND_SECONDS, headers));
          file.push(await load(fileUrl, connections, ROUND_SECONDS, headers));
        }
        const pageSummary = summarise(page);
        const fileSummary = summarise(file);
        return { page: pageSummary, staticFile: fileSummary, ratio: Math.round((pageSummary.requestsPerSecond / fileSummary.requestsPerSecond) * 1000) / 1000 };
      };
      for (const [name, path] of Object.entries(CACHEABLE_PAGES) as Array<[PageName, string]>) {
        const pageUrl = `${server.origin}${path}`;
        const fileUrl = `${server.origin}/bench/${name}.html`;
        const levels: Record<string, unknown> = {};
        for (const connections of CONNECTION_LEVELS) levels[`connections${connections}`] = await compare(pageUrl, fileUrl, connections, returning);
        levels.firstVisitConnections10 = await compare(pageUrl, fileUrl, 10, {});
        pages[name] = { path, bytes: bytes[name], ...levels };
      }
      await sampleLatencies(`${server.origin}${SEARCH_PAGE}`, 10, 2);
      const search = { path: SEARCH_PAGE, ...(await sampleLatencies(`${server.origin}${SEARCH_PAGE}`, 10, ROUND_SECONDS * ROUNDS)) };
      return { secondsPerTarget: ROUND_SECONDS * ROUNDS, pages, search };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
