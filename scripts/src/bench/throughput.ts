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
 * Each cacheable page's throughput as a ratio to a static file of the same bytes served by the
 * same production server, at 10 and 50 connections, loaded in alternating rounds so page and
 * file see the same machine state; and the search page's requests per second and p95.
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
      for (const [name, path] of Object.entries(CACHEABLE_PAGES) as Array<[PageName, string]>) {
        const pageUrl = `${server.origin}${path}`;
        const fileUrl = `${server.origin}/bench/${name}.html`;
        const levels: Record<string, unknown> = {};
        for (const connections of CONNECTION_LEVELS) {
          await load(pageUrl, connections, 2);
          await load(fileUrl, connections, 2);
          const page: Load[] = [];
          const file: Load[] = [];
          for (let round = 0; round < ROUNDS; round += 1) {
            page.push(await load(pageUrl, connections, ROUND_SECONDS));
            file.push(await load(fileUrl, connections, ROUND_SECONDS));
          }
          const pageSummary = summarise(page);
          const fileSummary = summarise(file);
          levels[`connections${connections}`] = {
            page: pageSummary,
            staticFile: fileSummary,
            ratio: Math.round((pageSummary.requestsPerSecond / fileSummary.requestsPerSecond) * 1000) / 1000,
          };
        }
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
