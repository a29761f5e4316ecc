import 'server-only';
import { processSingletonAsync, releaseProcessSingleton } from '@storefront/platform/process-singleton';
import { createSearchHandler, type SearchHandler } from '@storefront/search-engine/protocol/handler';
import { toFetchHandler } from '@storefront/search-engine/protocol/fetch-handler';
import { createInProcessRequester, type InProcessRequester } from '@storefront/search-engine/protocol/requester';
import { getDb } from '../platform/db';
import { usesEmbeddedSearch } from './defaults';
import { log } from '../platform/log';
import { EMBEDDED_BASE_PATH, embeddedSearchKeys, type EmbeddedSearchKeys } from './engine-keys';
import { defaultSnapshotFile, EmbeddedSearchIndex } from './search-index';

/**
 * The process's embedded search engine (when Algolia is not configured): opened on first use
 * from the snapshot or the database, handed to the site's algoliasearch client as an in-process
 * requester, and served over HTTP at /_search to browsers.
 */
export interface EmbeddedSearch {
  index: EmbeddedSearchIndex;
  handler: SearchHandler;
  /** The handler as a WHATWG fetch handler, for the /_search route. */
  fetch: (request: Request) => Promise<Response>;
}

/** Searches are a few kilobytes; writes over HTTP are tooling and can batch smaller. */
const MAX_BODY_BYTES = 1024 * 1024;

export function embeddedSearchFor(index: EmbeddedSearchIndex, keys: EmbeddedSearchKeys): EmbeddedSearch {
  const handler = createSearchHandler(index.engine, {
    apiKeys: { admin: keys.adminKey, search: keys.searchKey },
    applicationId: keys.appId,
    basePath: EMBEDDED_BASE_PATH,
    maxBodyBytes: MAX_BODY_BYTES,
  });
  return { index, handler, fetch: toFetchHandler(handler.handle, MAX_BODY_BYTES) };
}

const EMBEDDED_SEARCH = 'site.embeddedSearch';

async function open(): Promise<EmbeddedSearch> {
  if (!usesEmbeddedSearch()) throw new Error('The embedded search engine is not used when ALGOLIA_APP_ID is set');
  const index = await EmbeddedSearchIndex.open({ db: await getDb(), snapshotFile: defaultSnapshotFile(), log: log.info });
  if (index.source === 'database') index.saveSnapshotInBackground();
  return embeddedSearchFor(index, embeddedSearchKeys());
}

/** The engine, ready to search; a catalogue check starts in the background when one is due. */
export async function getEmbeddedSearch(): Promise<EmbeddedSearch> {
  const search = await processSingletonAsync(EMBEDDED_SEARCH, open);
  search.index.syncIfDue();
  return search;
}

/**
 * The transport the site's algoliasearch client reaches the engine through: each request goes to
 * the process's engine, in-process (no socket); it is opened on first use, and every search gives
 * the catalogue check its chance to run.
 */
export function embeddedSearchRequester(): InProcessRequester {
  return createInProcessRequester(async (request) => (await getEmbeddedSearch()).handler.handle(request));
}

/** Replaces the process's engine (tests give it their own database), or forgets it. */
export function setEmbeddedSearch(search: EmbeddedSearch | undefined): void {
  releaseProcessSingleton(EMBEDDED_SEARCH);
  if (search) processSingletonAsync(EMBEDDED_SEARCH, () => Promise.resolve(search));
}

/** The /_search route: the Algolia REST API of the embedded engine; 404 when Algolia is used. */
export async function handleSearchRequest(request: Request): Promise<Response> {
  if (!usesEmbeddedSearch()) return Response.json({ message: 'Not found', status: 404 }, { status: 404 });
  const search = await getEmbeddedSearch();
  return search.fetch(request);
}
