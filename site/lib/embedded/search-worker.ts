/**
 * The search worker: a worker thread owning the embedded engine and its index, so searches run
 * off the thread that renders pages. Started by ./search-worker-client.ts through
 * ./search-worker.entry.mjs; it reads the catalogue by asking the main thread (which holds the
 * database), loads and writes the snapshot itself, and answers the Algolia REST protocol and the
 * discovery protocol.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createSearchHandler } from '@storefront/search-engine/protocol/handler';
import type { SearchHttpResponse } from '@storefront/search-engine/protocol/http';
import { log } from '../platform/log';
import { answerDiscovery } from './discovery-options';
import { EmbeddedSearchIndex, type CatalogueFeed } from './search-index';
import type { EncodedAnswer, FeedMethod, FromWorker, IndexQueries, SearchLane, SearchWorkerData, ToWorker } from './search-worker-protocol';

const port = parentPort;
if (!port) throw new Error('search-worker.ts runs as a worker thread (see search-worker-client.ts)');
const data = workerData as SearchWorkerData;
const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** The catalogue, read by the main thread on the worker's behalf. */
const feedAnswers = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
let lastFeedId = 0;
function ask(method: FeedMethod, args: unknown[]): Promise<never> {
  const id = ++lastFeedId;
  return new Promise((resolve, reject) => {
    feedAnswers.set(id, { resolve: resolve as (value: unknown) => void, reject });
    send({ kind: 'feed', id, method, args });
  });
}
const feed: CatalogueFeed = {
  version: () => ask('version', []),
  fingerprints: () => ask('fingerprints', []),
  records: (fascia, productIds) => ask('records', [fascia, productIds]),
};

/** Between the queries of a browser's multi-query: whatever else arrived runs first. */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const encoder = new TextEncoder();
function encode(answer: SearchHttpResponse): EncodedAnswer {
  // A fresh buffer of its own (not Node's shared pool), so it can be handed over whole.
  return { status: answer.status, headers: answer.headers, body: encoder.encode(answer.body) };
}

const opened = EmbeddedSearchIndex.open({ feed, sites: data.sites, snapshotFile: data.snapshotFile, checkIntervalMs: data.checkIntervalMs, log: log.info }).then((index) => {
  if (index.source === 'database') index.saveSnapshotInBackground();
  const handler = createSearchHandler(index.engine, {
    apiKeys: { admin: data.keys.adminKey, search: data.keys.searchKey },
    applicationId: data.keys.appId,
    basePath: data.basePath,
    maxBodyBytes: data.maxBodyBytes,
  });
  return { index, handler };
});

async function answer(message: Extract<ToWorker, { kind: 'http' | 'discovery' }>): Promise<void> {
  const { index, handler } = await opened;
  // Every search gives the catalogue check its chance to run (in the background).
  index.syncIfDue();
  const lane: SearchLane = message.lane;
  const response =
    message.kind === 'http' ? await handler.handle(message.request, lane === 'public' ? { yieldTurn } : {}) : await answerDiscovery(index.engine, message.siteId, message.request);
  const encoded = encode(response);
  send({ kind: 'answer', id: message.id, answer: encoded }, [encoded.body.buffer as ArrayBuffer]);
}

async function indexAnswer(query: keyof IndexQueries): Promise<unknown> {
  const { index } = await opened;
  if (query === 'sync') return index.sync();
  if (query === 'syncAfterChange') return index.syncAfterChange();
  if (query === 'summary') return index.summary();
  await index.settled();
  return null;
}

port.on('message', (message: ToWorker) => {
  switch (message.kind) {
    case 'feed-answer': {
      const pending = feedAnswers.get(message.id);
      feedAnswers.delete(message.id);
      if (message.error !== undefined) pending?.reject(new Error(message.error));
      else pending?.resolve(message.value);
      return;
    }
    case 'http':
    case 'discovery':
      answer(message).catch((error: unknown) => {
        log.error('search.worker.request-failed', { error: String(error) });
        const failed = encode({ status: 500, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ message: 'Internal error', status: 500 }) });
        send({ kind: 'answer', id: message.id, answer: failed }, [failed.body.buffer as ArrayBuffer]);
      });
      return;
    case 'index':
      indexAnswer(message.query).then(
        (value) => send({ kind: 'index-answer', id: message.id, value }),
        (error: unknown) => send({ kind: 'index-answer', id: message.id, error: String(error) }),
      );
      return;
  }
});

opened.then(
  ({ index }) => send({ kind: 'ready', source: index.source }),
  (error: unknown) => send({ kind: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
);
