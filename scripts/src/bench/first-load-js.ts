import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from './server';

const PORT = 3212;

/** Storefront routes a shopper opens, on the default site (Hartley & Vale). */
const ROUTES = {
  home: '/',
  content: '/pages/new-in',
  category: '/categories/women/dresses',
  search: '/search?q=dress',
  wishlist: '/wishlist',
  signUp: '/sign-up',
} as const;

/** Target of issue 13: at most this many compressed bytes of JavaScript on a storefront page's first load. */
export const FIRST_LOAD_JS_BUDGET_BYTES = 150 * 1024;

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
    const routes: Record<string, unknown> = {};
    for (const [name, path] of Object.entries(ROUTES)) {
      const response = await fetch(`${server.origin}${path}`);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      const html = await response.text();
      const chunks = [...new Set([...html.matchAll(/\/_next\/static\/chunks\/([\w.~-]+\.js)/g)].map((match) => match[1]!))];
      const gzipBytes = chunks.reduce((sum, chunk) => sum + sizeOf(chunk), 0);
      routes[name] = { path, chunks: chunks.length, gzipBytes, withinBudget: gzipBytes <= FIRST_LOAD_JS_BUDGET_BYTES };
    }
    return { budgetBytes: FIRST_LOAD_JS_BUDGET_BYTES, routes };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
