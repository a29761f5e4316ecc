import 'server-only';
import { transformImage } from '@storefront/catalogue/images/endpoint';
import { readAssetFile } from '@storefront/content-space/store/asset-files';
import { getDb } from '../platform/db';

/** GET /_content/files/{space}/{fileId}/{fileName}: an uploaded asset, resized on request. */
export async function serveContentFile(url: URL): Promise<Response> {
  const [, , , spaceId, fileId] = url.pathname.split('/');
  if (!spaceId || !fileId) return new Response('Not found', { status: 404 });
  const file = await readAssetFile(await getDb(), spaceId, fileId);
  if (!file) return new Response('Not found', { status: 404 });
  if (!file.contentType.startsWith('image/') || url.searchParams.size === 0) {
    return new Response(file.bytes as BodyInit, {
      headers: { 'Content-Type': file.contentType, 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  }
  const result = await transformImage(file.bytes, url.searchParams);
  return new Response(result.body as BodyInit, { status: result.status, headers: result.headers });
}
