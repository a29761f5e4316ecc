/**
 * Search benchmark: the embedded engine against itemsjs and Orama on the same records and the
 * same 200 listing queries, in one process. Reports engine p50/p95 (in-process engine API, warm),
 * the disjunctive multi-query InstantSearch sends, the peers' p50/p95, hit-count agreement,
 * index build times (seeded 3,340 products and 100,000) and the engine's resident memory.
 */
import { buildEngine, runEngineDisjunctive, runEngineQuery } from '@storefront/search-engine/benchmark/engine-adapter';
import { listingQueries, type ListingQuery } from '@storefront/search-engine/benchmark/listing-queries';
import { buildItemsjs, buildOrama, type Peer } from '@storefront/search-engine/benchmark/peers';
import { catalogueRecords, scaledCatalogueRecords } from '@storefront/search-engine/testing/catalogue-records';
import { summarise } from '../stats';

export interface SearchBenchOptions {
  products?: number;
  queries?: number;
  /** Measured passes over the query set (after one warm-up pass). */
  passes?: number;
}

/** Queries a peer runs before its measured pass. */
const PEER_WARM_UP_QUERIES = 10;

const gc = (globalThis as { gc?: () => void }).gc;

function collect(): void {
  if (gc) {
    gc();
    gc();
  }
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function time(run: () => unknown): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function measure(queries: readonly ListingQuery[], passes: number, run: (query: ListingQuery) => unknown): Promise<ReturnType<typeof summarise>> {
  for (const query of queries) await run(query);
  const samples: number[] = [];
  for (let pass = 0; pass < passes; pass++) for (const query of queries) samples.push(await time(() => run(query)));
  return summarise(samples);
}

export async function benchSearch(options: SearchBenchOptions = {}) {
  const products = options.products ?? 100_000;
  const passes = options.passes ?? 3;

  // Index build of the seeded catalogue (median of three builds).
  const seeded = catalogueRecords();
  const seededBuilds: number[] = [];
  for (let i = 0; i < 3; i++) seededBuilds.push(await time(() => buildEngine(seeded)));

  const generationStarted = performance.now();
  const records = scaledCatalogueRecords(products);
  const generationMs = performance.now() - generationStarted;

  collect();
  const before = process.memoryUsage();
  const buildStarted = performance.now();
  const engine = buildEngine(records);
  const buildMs = performance.now() - buildStarted;
  collect();
  const after = process.memoryUsage();

  const queries = listingQueries(records, options.queries ?? 200);
  const engineCounts = queries.map((query) => runEngineQuery(engine, query));
  const engineStats = await measure(queries, passes, (query) => runEngineQuery(engine, query));
  const disjunctiveStats = await measure(queries, passes, (query) => runEngineDisjunctive(engine, query));
  // With what the queries built lazily (value bitsets, fused facet rows) held too.
  collect();
  const afterQueries = process.memoryUsage();

  const itemsjsBuild = performance.now();
  const itemsjs = buildItemsjs(records, queries[0]!.facets);
  const itemsjsBuildMs = performance.now() - itemsjsBuild;
  const oramaBuild = performance.now();
  const { peer: orama } = await buildOrama(records);
  await orama.prepare?.();
  const oramaBuildMs = performance.now() - oramaBuild;

  const peers: Record<string, unknown> = {};
  for (const [peer, peerBuildMs] of [
    [itemsjs, itemsjsBuildMs],
    [orama, oramaBuildMs],
  ] as [Peer, number][]) {
    // One measured pass that also collects the counts: the peers take up to seconds a query at
    // this size (Orama's typo-tolerant text search), and 200 samples give a stable p95. The
    // first queries warm them up; the engine gets `passes` passes.
    for (const query of queries.slice(0, PEER_WARM_UP_QUERIES)) await peer.search(query);
    const counts: number[] = [];
    const samples: number[] = [];
    for (const query of queries) {
      const started = performance.now();
      counts.push(await peer.search(query));
      samples.push(performance.now() - started);
    }
    const stats = summarise(samples);
    const agreement = (filter: (query: ListingQuery) => boolean) => {
      const chosen = queries.map((query, index) => ({ query, index })).filter(({ query }) => filter(query));
      const agreeing = chosen.filter(({ index }) => counts[index] === engineCounts[index]).length;
      return { queries: chosen.length, agreeing };
    };
    const disagreements = queries
      .map((query, index) => ({ text: query.text, filters: query.facetFilters, priceRange: query.priceRange, engine: engineCounts[index], peer: counts[index] }))
      .filter((entry) => entry.engine !== entry.peer)
      .slice(0, 5);
    peers[peer.name] = {
      buildMs: Math.round(peerBuildMs),
      ...stats,
      hitCountAgreement: {
        filtersOnly: agreement((query) => query.text === ''),
        withText: agreement((query) => query.text !== ''),
        examples: disagreements,
      },
    };
  }

  const peerP95 = Object.values(peers).map((peer) => (peer as { p95Ms: number }).p95Ms);
  return {
    products,
    queries: queries.length,
    passes,
    engine: {
      ...engineStats,
      disjunctiveMultiQuery: disjunctiveStats,
      buildMs: { seeded: Math.round(Math.min(...seededBuilds)), seededProducts: seeded.length, [String(products)]: Math.round(buildMs) },
      rssDeltaMB: mb(after.rss - before.rss),
      rssDeltaAfterQueriesMB: mb(afterQueries.rss - before.rss),
      heapDeltaMB: mb(after.heapUsed - before.heapUsed),
      arrayBuffersDeltaMB: mb(after.arrayBuffers - before.arrayBuffers),
      gcExposed: Boolean(gc),
    },
    peers,
    recordGenerationMs: Math.round(generationMs),
    targets: {
      p95UnderFiveMs: engineStats.p95Ms <= 5,
      p95BelowPeers: peerP95.every((p95) => engineStats.p95Ms < p95),
    },
    semantics:
      'Filter-only queries use the same semantics everywhere (OR within a facet, AND across facets, inclusive price range), so their hit counts must agree. ' +
      'Text queries differ by design: the engine requires every word (typo tolerance 1 from 4 letters and 2 from 8, prefix on the last word, English plurals); ' +
      'itemsjs uses lunr (Porter stemming, prefix expansion of every word, stop words removed, no typos); Orama uses BM25 with a tolerance of 1 on the whole term and prefix matching.',
  };
}
