import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from './server';

const PORT = 3212;

/** Storefront routes a shopper opens, on the default site (Hartley & Vale); account as a guest sees it. */
const ROUTES = {
  home: '/',
  content: '/pages/new-in',
  category: '/categories/women/dresses',
  search: '/search?q=dress',
  wishlist: '/wishlist',
  account: '/account',
  signUp: '/sign-up',
  // A best-selling dress of the seeded catalogue (the page is the same whatever ?colour= a link carries).
  product: '/product/oasis-v-neck-strappy-maxi-dress-oas53823',
} as const;

/** Target of issue 13: at most this many compressed bytes of JavaScript on a storefront page's first load. */
export const FIRST_LOAD_JS_BUDGET_BYTES = 150 * 1024;

/**
 * The chunks a page's HTML makes a browser load: its scripts and script preloads. A `nomodule`
 * script (Next.js's legacy polyfills) is left out: every browser that runs modules skips it.
 */
export function firstLoadChunks(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const chunks = tags
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .flatMap((tag) => [...tag.matchAll(/\/_next\/static\/chunks\/([\w.~-]+\.js)/g)].map((match) => match[1]!));
  return [...new Set(chunks)];
}

export interface RouteFirstLoad {
  path: string;
  chunks: number;
  gzipBytes: number;
  withinBudget: boolean;
}

/** One line per route over budget, for the log and bench/results.json; none when all are within it. */
export function overBudgetLines(routes: Record<string, RouteFirstLoad>, budgetBytes = FIRST_LOAD_JS_BUDGET_BYTES): string[] {
  return Object.entries(routes)
    .filter(([, route]) => !route.withinBudget)
    .map(([name, route]) => `over budget: ${name} (${route.path}) loads ${(route.gzipBytes / 1024).toFixed(1)} KB of JavaScript gzipped, budget ${(budgetBytes / 1024).toFixed(0)} KB`);
}

/**
 * Each storefront route's first-load JavaScript: the build's chunks its HTML loads (scripts and
 * their preloads), each gzipped at level 9 as the server sends them, summed.
 */
export async function benchFirstLoadJs(root: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const server = await startServer(root, PORT, dataDir);
  const chunkDir = join(root, 'site', '.next', 'static', 'chunks');
  const gzipped = new Map<string, number>();
  const sizeOf = (chunk: string) => {
    if (!gzipped.has(chunk)) gzipped.set(chunk, gzipSync(readFileSync(join(chunkDir, chunk)), { level: 9 }).byteLength);
    return gzipped.get(chunk)!;
  };
  try {
    const routes: Record<string, RouteFirstLoad> = {};
    for (const [name, path] of Object.entries(ROUTES)) {
      const response = await fetch(`${server.origin}${path}`);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      const chunks = firstLoadChunks(await response.text());
      const gzipBytes = chunks.reduce((sum, chunk) => sum + sizeOf(chunk), 0);
      routes[name] = { path, chunks: chunks.length, gzipBytes, withinBudget: gzipBytes <= FIRST_LOAD_JS_BUDGET_BYTES };
    }
    return { budgetBytes: FIRST_LOAD_JS_BUDGET_BYTES, routes, overBudget: overBudgetLines(routes) };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
