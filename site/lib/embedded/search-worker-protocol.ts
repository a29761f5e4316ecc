import type { SearchRequest } from '@storefront/search-engine/protocol/http';
import type { EmbeddedSearchKeys } from './engine-keys';
import type { CatalogueFeed, IndexSummary, SiteIndex, SyncResult } from './search-index';

/**
 * The messages between the main thread and the search worker (./search-worker.ts). The worker
 * owns the engine and its index; the main thread owns the database and answers the worker's
 * catalogue questions (the feed), since PGlite is one process's, one thread's, database.
 */

/**
 * Whose request it is. The site's own (its algoliasearch client, its discovery calls) run
 * straight through; browsers' requests let others in between the queries of a multi-query, so
 * a heavy one never holds up a page's search.
 */
export type SearchLane = 'site' | 'public';

export interface SearchWorkerData {
  keys: EmbeddedSearchKeys;
  basePath: string;
  maxBodyBytes: number;
  sites?: readonly SiteIndex[] | undefined;
  snapshotFile: string | undefined;
  checkIntervalMs?: number | undefined;
}

/** An answer with its body as UTF-8 bytes: handed across threads without a copy. */
export interface EncodedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export type FeedMethod = keyof CatalogueFeed;

/** Questions about the index itself (scripts' and tests' view of it). */
export interface IndexQueries {
  sync: SyncResult;
  /** A sync that starts after the question (the catalogue just changed). */
  syncAfterChange: SyncResult;
  summary: IndexSummary[];
  settled: null;
}

export type ToWorker =
  | { kind: 'http'; id: number; request: SearchRequest; lane: SearchLane }
  | { kind: 'discovery'; id: number; siteId: string; request: SearchRequest; lane: SearchLane }
  | { kind: 'index'; id: number; query: keyof IndexQueries }
  | { kind: 'feed-answer'; id: number; value?: unknown; error?: string };

export type FromWorker =
  | { kind: 'ready'; source: 'snapshot' | 'database' }
  | { kind: 'failed'; error: string }
  | { kind: 'answer'; id: number; answer: EncodedAnswer }
  | { kind: 'index-answer'; id: number; value?: unknown; error?: string }
  | { kind: 'feed'; id: number; method: FeedMethod; args: unknown[] };
