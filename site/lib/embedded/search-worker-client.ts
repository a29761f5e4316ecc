import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { workspaceRoot } from '@storefront/db/client';
import type { SearchRequest } from '@storefront/search-engine/protocol/http';
import type { CatalogueFeed } from './search-index';
import type { EncodedAnswer, FromWorker, IndexQueries, SearchLane, SearchWorkerData, ToWorker } from './search-worker-protocol';

/** The worker's entry, found from the workspace (Next.js bundles this module, not the worker). */
const workerEntry = () => join(/*turbopackIgnore: true*/ workspaceRoot(), 'site', 'lib', 'embedded', 'search-worker.entry.mjs');

/** Heap the worker may grow to: the index needs tens of megabytes; a runaway request ends the worker, not the site. */
const WORKER_HEAP_MB = 1024;

export class SearchWorkerStopped extends Error {
  constructor(code: number) {
    super(`The search worker stopped (exit code ${code})`);
    this.name = 'SearchWorkerStopped';
  }
}

interface Pending {
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}

export interface SearchWorkerOptions extends SearchWorkerData {
  feed: CatalogueFeed;
  /** Called when the worker stops without being closed (a crash, or its heap limit). */
  onExit?: (code: number) => void;
}

/**
 * The main thread's side of the search worker (./search-worker.ts): it sends requests and
 * answers the worker's catalogue questions from the database. The worker runs every request it
 * is sent; the site's own go straight through, browsers' share their turns (SearchLane).
 */
export class SearchWorker {
  private readonly pending = new Map<number, Pending>();
  private readonly running: Record<SearchLane, number> = { site: 0, public: 0 };
  private lastId = 0;
  private closing = false;
  private stopped: SearchWorkerStopped | undefined;

  private constructor(
    private readonly worker: Worker,
    private readonly feed: CatalogueFeed,
  ) {}

  /** Starts a worker and resolves once its index is open (from the snapshot, or built from the feed). */
  static start(options: SearchWorkerOptions): Promise<{ worker: SearchWorker; source: 'snapshot' | 'database' }> {
    const { feed, onExit, ...data } = options;
    const worker = new Worker(/*turbopackIgnore: true*/ workerEntry(), { workerData: data, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    const client = new SearchWorker(worker, feed);
    return new Promise((resolve, reject) => {
      let ready = false;
      worker.on('message', (message: FromWorker) => {
        if (message.kind === 'ready') {
          ready = true;
          resolve({ worker: client, source: message.source });
        } else if (message.kind === 'failed') {
          reject(new Error(`The search worker could not open the index: ${message.error}`));
          void worker.terminate();
        } else client.receive(message);
      });
      worker.on('error', (error) => {
        if (!ready) reject(error);
      });
      worker.on('exit', (code) => {
        client.stop(code);
        if (!ready) reject(client.stopped!);
        else if (!client.closing) onExit?.(code);
      });
    });
  }

  private receive(message: Exclude<FromWorker, { kind: 'ready' | 'failed' }>): void {
    if (message.kind === 'feed') {
      const { id, method, args } = message;
      (this.feed[method] as (...values: unknown[]) => Promise<unknown>)(...args).then(
        (value) => this.post({ kind: 'feed-answer', id, value }),
        (error: unknown) => this.post({ kind: 'feed-answer', id, error: String(error) }),
      );
      return;
    }
    const pending = this.pending.get(message.id);
    this.pending.delete(message.id);
    if (!pending) return;
    if (message.kind === 'answer') pending.resolve(message.answer as never);
    else if (message.error !== undefined) pending.reject(new Error(message.error));
    else pending.resolve(message.value as never);
  }

  private post(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  private stop(code: number): void {
    this.stopped = new SearchWorkerStopped(code);
    for (const pending of this.pending.values()) pending.reject(this.stopped);
    this.pending.clear();
  }

  private call<T>(message: (id: number) => ToWorker, lane?: SearchLane): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = ++this.lastId;
    if (lane) this.running[lane]++;
    const settled = new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: never) => void, reject });
      this.post(message(id));
    });
    return lane ? settled.finally(() => this.running[lane]--) : settled;
  }

  /** One request of the Algolia REST protocol. */
  http(request: SearchRequest, lane: SearchLane): Promise<EncodedAnswer> {
    return this.call((id) => ({ kind: 'http', id, request, lane }), lane);
  }

  /** One request of the discovery protocol for a site. */
  discovery(siteId: string, request: SearchRequest, lane: SearchLane): Promise<EncodedAnswer> {
    return this.call((id) => ({ kind: 'discovery', id, siteId, request, lane }), lane);
  }

  /** The index's own operations: a sync now, its summary, or waiting until it is settled. */
  index<K extends keyof IndexQueries>(query: K): Promise<IndexQueries[K]> {
    return this.call((id) => ({ kind: 'index', id, query }));
  }

  /** Requests of a lane the worker holds now. */
  inFlight(lane: SearchLane): number {
    return this.running[lane];
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.worker.terminate();
  }
}
