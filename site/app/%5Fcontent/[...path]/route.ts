import { handleFetchRequest } from '@storefront/content-space/fetch-handler';
import { isManagementRequest } from '@storefront/content-space/management/dispatch';
import { getContentApi } from '@/lib/embedded/content-api';
import { getManagementApi } from '@/lib/embedded/content-management';
import { serveContentFile } from '@/lib/embedded/content-files';

export const dynamic = 'force-dynamic';

/**
 * The embedded content space over HTTP, as Contentful's APIs on one origin: the Delivery/Preview
 * API (delivery or preview token), the Management API (writes, or an editor's CFPAT- token) and
 * the asset files it holds.
 */
async function handle(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/_content/files/') && (request.method === 'GET' || request.method === 'HEAD')) return serveContentFile(url);
  const headers = Object.fromEntries(request.headers);
  const api = isManagementRequest({ method: request.method, headers }) ? await getManagementApi() : await getContentApi();
  // Path only: links the API builds (sync URLs) use the Host the client asked for.
  return handleFetchRequest(api.handle, request, { pathOnly: true });
}

export { handle as GET, handle as HEAD, handle as OPTIONS, handle as POST, handle as PUT, handle as DELETE, handle as PATCH };
