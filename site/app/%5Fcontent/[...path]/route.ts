import { getContentApi } from '@/lib/server/content-api';
import { serveContentFile } from '@/lib/server/content-files';

export const dynamic = 'force-dynamic';

/**
 * The embedded content space over HTTP: the Contentful Delivery/Preview API subset (for any
 * Contentful SDK or tool) and the asset files it holds.
 */
async function handle(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/_content/files/')) return serveContentFile(url);
  const api = await getContentApi();
  const response = await api.handle({
    method: request.method,
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers),
  });
  return new Response(request.method === 'HEAD' ? null : response.body, { status: response.status, headers: response.headers });
}

export { handle as GET, handle as HEAD, handle as OPTIONS };
