import 'server-only';
import { processSingletonAsync, readProcessValue, releaseProcessSingleton } from '@storefront/platform/process-singleton';
import type { Database } from '@storefront/db/client';
import { readableAnywhere } from '@storefront/search-engine/protocol/cors';
import { toSearchRequest } from '@storefront/search-engine/protocol/fetch-handler';
import { createSearchHandler } from '@storefront/search-engine/protocol/handler';
import { errorResponse, type SearchHttpResponse, type SearchRequest } from '@storefront/search-engine/protocol/http';
import { tooManyRequests } from '@storefront/search-engine/protocol/rate-limit';
import type { InProcessRequester } from '@storefront/search-engine/protocol/requester';
import { getDb } from '../platform/db';
import { log } from '../platform/log';
import { answerDiscovery } from './discovery-options';
import { usesEmbeddedSearch } from './defaults';
import { EMBEDDED_BASE_PATH, embeddedSearchKeys, type EmbeddedSearchKeys } from './engine-keys';
import { databaseFeed, defaultSnapshotFile } from './search-index-database';
import type { EmbeddedSearchIndex, SiteIndex, SyncResult } from './search-index';
import { takeSearchAllowance } from './search-rate-limit';
import { SearchWorker, SearchWorkerStopped } from './search-worker-client';
import type { EncodedAnswer, SearchLane } from './search-worker-protocol';

/**
 * The process's embedded search engine (when Algolia is not configured): a worker thread owning
 * the engine and its index (./search-worker.ts), opened on first use from the snapshot or the
 * database, so a search never holds up the thread that renders pages. The site's algoliasearch
 * client reaches it through an in-process requester; browsers through /_search, within their
 * address's allowance (./search-rate-limit.ts).
 */
export interface EmbeddedSearch {
  /** One request of the Algolia REST protocol. */
  handle(request: SearchRequest, lane: SearchLane): Promise<EncodedAnswer>;
  /** One request of the discovery protocol for a site. */
  discovery(siteId: string, request: SearchRequest, lane: SearchLane): Promise<EncodedAnswer>;
  /** Requests of a lane being answered now. */
  inFlight(lane: SearchLane): number;
  /** Where the index came from when opened. */
  readonly source: 'snapshot' | 'database';
  /** The keys it accepts. */
  readonly keys: EmbeddedSearchKeys;
  /** Brings the index in step with a catalogue change just made (a sync that starts after this call). */
  syncAfterChange(): Promise<SyncResult>;
  /** Resolves once no catalogue sync or snapshot write is under way. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Searches are a few kilobytes; writes over HTTP are tooling and can batch smaller. */
const MAX_BODY_BYTES = 1024 * 1024;
/** Browsers' requests the engine holds at once (Algolia's throttling limit: 100 pending requests). */
const MAX_PENDING_PUBLIC = 100;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const encoded = (answer: SearchHttpResponse): EncodedAnswer => ({ status: answer.status, headers: answer.headers, body: encoder.encode(answer.body) });
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The engine of an index held in this thread: for tests, and tools that build their own index. */
export function embeddedSearchFor(index: EmbeddedSearchIndex, keys: EmbeddedSearchKeys): EmbeddedSearch {
  const handler = createSearchHandler(index.engine, { apiKeys: { admin: keys.adminKey, search: keys.searchKey }, applicationId: keys.appId, basePath: EMBEDDED_BASE_PATH, maxBodyBytes: MAX_BODY_BYTES });
  const running: Record<SearchLane, number> = { site: 0, public: 0 };
  const counted = async (lane: SearchLane, answer: () => Promise<SearchHttpResponse>): Promise<EncodedAnswer> => {
    running[lane]++;
    try {
      index.syncIfDue();
      return encoded(await answer());
    } finally {
      running[lane]--;
    }
  };
  return {
    handle: (request, lane) => counted(lane, () => handler.handle(request, lane === 'public' ? { yieldTurn } : {})),
    discovery: (siteId, request, lane) => counted(lane, () => answerDiscovery(index.engine, siteId, request)),
    inFlight: (lane) => running[lane],
    source: index.source,
    keys,
    syncAfterChange: () => index.syncAfterChange(),
    settled: () => index.settled(),
    close: () => index.settled(),
  };
}

export interface SearchWorkerOpenOptions {
  db: Database;
  keys: EmbeddedSearchKeys;
  snapshotFile: string | undefined;
  sites?: readonly SiteIndex[];
  checkIntervalMs?: number;
  /** Called when the worker stops unasked (a crash, or its heap limit). */
  onExit?: (code: number) => void;
}

/** The engine in a worker thread, its catalogue read from this thread's database. */
export async function openSearchWorker(options: SearchWorkerOpenOptions): Promise<EmbeddedSearch> {
  const { worker, source } = await SearchWorker.start({
    feed: databaseFeed(options.db),
    keys: options.keys,
    basePath: EMBEDDED_BASE_PATH,
    maxBodyBytes: MAX_BODY_BYTES,
    snapshotFile: options.snapshotFile,
    sites: options.sites,
    checkIntervalMs: options.checkIntervalMs,
    onExit: options.onExit,
  });
  return {
    handle: (request, lane) => worker.http(request, lane),
    discovery: (siteId, request, lane) => worker.discovery(siteId, request, lane),
    inFlight: (lane) => worker.inFlight(lane),
    source,
    keys: options.keys,
    syncAfterChange: () => worker.index('syncAfterChange'),
    settled: async () => {
      await worker.index('settled');
    },
    close: () => worker.close(),
  };
}

const EMBEDDED_SEARCH = 'site.embeddedSearch';

async function open(): Promise<EmbeddedSearch> {
  if (!usesEmbeddedSearch()) throw new Error('The embedded search engine is not used when ALGOLIA_APP_ID is set');
  const opened: EmbeddedSearch = await openSearchWorker({
    db: await getDb(),
    keys: embeddedSearchKeys(),
    snapshotFile: defaultSnapshotFile(),
    onExit: (code) => {
      log.error('search.worker.stopped', { code });
      // The next search opens a new one (from the snapshot), unless a test replaced it meanwhile.
      void (readProcessValue(EMBEDDED_SEARCH) as Promise<EmbeddedSearch> | undefined)?.then((current) => {
        if (current === opened) releaseProcessSingleton(EMBEDDED_SEARCH);
      });
    },
  });
  return opened;
}

/** The engine, ready to search. */
export function getEmbeddedSearch(): Promise<EmbeddedSearch> {
  return processSingletonAsync(EMBEDDED_SEARCH, open);
}

/** The engine if this process opened it (or is opening it); undefined when nothing has searched yet. */
export function openedEmbeddedSearch(): Promise<EmbeddedSearch> | undefined {
  return readProcessValue(EMBEDDED_SEARCH) as Promise<EmbeddedSearch> | undefined;
}

/** Text of an answer, for in-process callers. */
export function answerText(answer: EncodedAnswer): string {
  return decoder.decode(answer.body);
}

/**
 * The transport the site's algoliasearch client reaches the engine through: each request goes to
 * the process's engine (opened on first use), in-process, in the site's lane: never rate-limited.
 */
export function embeddedSearchRequester(): InProcessRequester {
  return {
    async send(request) {
      const answer = await (await getEmbeddedSearch()).handle({ method: request.method, url: request.url, headers: request.headers, body: request.data }, 'site');
      return { status: answer.status, content: answerText(answer), isTimedOut: false, headers: answer.headers };
    },
  };
}

/** Replaces the process's engine (tests give it their own database), or forgets it. */
export function setEmbeddedSearch(search: EmbeddedSearch | undefined): void {
  releaseProcessSingleton(EMBEDDED_SEARCH);
  if (search) processSingletonAsync(EMBEDDED_SEARCH, () => Promise.resolve(search));
}

const toResponse = (answer: SearchHttpResponse | EncodedAnswer) => new Response(answer.body as BodyInit, { status: answer.status, headers: answer.headers });

/**
 * A browser's request to the engine (/_search or /_discovery): counted against its address's
 * allowance (unless `exempt`), refused while the engine holds too many, its body read within the
 * limit, and answered in the public lane; 503 while a stopped worker is replaced.
 */
export async function answerPublicRequest(
  request: Request,
  run: (search: EmbeddedSearch, incoming: SearchRequest) => Promise<EncodedAnswer>,
  exempt: (search: EmbeddedSearch) => boolean = () => false,
): Promise<Response> {
  // Refusals made here, before the engine, are readable from any origin like the engine's answers.
  const refuse = (answer: SearchHttpResponse) => toResponse(readableAnywhere(answer));
  const search = await getEmbeddedSearch();
  // A browser's preflight comes with its request and is not counted apart from it.
  const waitMs = takeSearchAllowance(request, request.method === 'OPTIONS' || exempt(search));
  if (waitMs > 0) return refuse(tooManyRequests(waitMs));
  if (search.inFlight('public') >= MAX_PENDING_PUBLIC) return refuse(errorResponse(429, 'Too many pending requests'));
  const incoming = await toSearchRequest(request, MAX_BODY_BYTES);
  if (!incoming) return refuse(errorResponse(413, `Request body is larger than ${MAX_BODY_BYTES} bytes`));
  try {
    return toResponse(await run(search, incoming));
  } catch (error) {
    if (!(error instanceof SearchWorkerStopped)) throw error;
    const unavailable = errorResponse(503, 'The search engine is restarting');
    unavailable.headers['retry-after'] = '1';
    return refuse(unavailable);
  }
}

/** The /_search route: the Algolia REST API of the embedded engine; 404 when Algolia is used. */
export async function handleSearchRequest(request: Request): Promise<Response> {
  if (!usesEmbeddedSearch()) return Response.json({ message: 'Not found', status: 404 }, { status: 404 });
  const key = request.headers.get('x-algolia-api-key') ?? new URL(request.url).searchParams.get('x-algolia-api-key');
  // The admin key's tooling (indexing over HTTP) is not a shopper: its requests are not counted.
  return answerPublicRequest(
    request,
    (search, incoming) => search.handle(incoming, 'public'),
    (search) => key !== null && key === search.keys.adminKey,
  );
}
