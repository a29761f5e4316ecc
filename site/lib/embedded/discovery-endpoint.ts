import 'server-only';
import type { SearchRequest } from '@storefront/search-engine/protocol/http';
import { usesEmbeddedSearch } from './defaults';
import { answerPublicRequest, answerText, getEmbeddedSearch } from './search-engine';
import type { EncodedAnswer } from './search-worker-protocol';

/**
 * The embedded engine's discovery endpoint (L §7's protocol over the site's own index, see
 * ./discovery-options.ts): the default DISCOVERY_ENDPOINT. The site calls it in-process, in its
 * own lane; /_discovery serves it over HTTP for tools, as a public request.
 */

/** The process's embedded engine answering a discovery request of a site, in-process. */
export async function embeddedDiscovery(siteId: string, request: SearchRequest): Promise<EncodedAnswer> {
  if (!usesEmbeddedSearch()) throw new Error('The embedded discovery endpoint needs the embedded search engine (ALGOLIA_APP_ID is set): set DISCOVERY_ENDPOINT');
  return (await getEmbeddedSearch()).discovery(siteId, request, 'site');
}

/** What the discovery adapter sends its GETs through when the endpoint is the embedded one: the engine, in-process. */
export function embeddedDiscoveryTransport(siteId: string): (url: string) => Promise<{ status: number; statusText: string; body: string }> {
  return async (url) => {
    const answer = await embeddedDiscovery(siteId, { method: 'GET', url, headers: { accept: 'application/json' } });
    return { status: answer.status, statusText: answer.status === 200 ? 'OK' : 'Error', body: answerText(answer) };
  };
}

/** The /_discovery route: the site of the request's host; 404 when Algolia is the search engine. */
export async function handleDiscoveryRequest(request: Request, siteId: string): Promise<Response> {
  if (!usesEmbeddedSearch()) return Response.json({ message: 'Not found', status: 404 }, { status: 404 });
  return answerPublicRequest(request, (search, incoming) => search.discovery(siteId, incoming, 'public'));
}
