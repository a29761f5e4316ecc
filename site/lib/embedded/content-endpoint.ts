import 'server-only';
import { handleFetchRequest } from '@storefront/content-space/fetch-handler';
import { isManagementRequest } from '@storefront/content-space/management/dispatch';
import { getContentApi } from './content-api';
import { serveContentFile } from './content-files';
import { getManagementApi } from './content-management';

/**
 * The embedded content space over HTTP, as Contentful's APIs on one origin: the Delivery/Preview
 * API (delivery or preview token), the Management API (writes, or an editor's CFPAT- token) and
 * the asset files it holds.
 */
export async function handleContentRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/_content/files/') && (request.method === 'GET' || request.method === 'HEAD')) return serveContentFile(url);
  const headers = Object.fromEntries(request.headers);
  const api = isManagementRequest({ method: request.method, headers }) ? await getManagementApi() : await getContentApi();
  // Path only: links the API builds (sync URLs) use the Host the client asked for.
  return handleFetchRequest(api.handle, request, { pathOnly: true });
}
