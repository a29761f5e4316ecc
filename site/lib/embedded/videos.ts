import 'server-only';
import { handleVideoRequest } from '@storefront/catalogue/videos/endpoint';
import { getDb } from '../platform/db';
import { embeddedFilms } from './synthetic-world';

/** GET and HEAD /_video/…: the catalogue's product films, by byte ranges as browsers play them. */
export async function serveVideo(request: Request): Promise<Response> {
  const result = await handleVideoRequest(
    new URL(request.url),
    { db: await getDb(), films: embeddedFilms },
    { method: request.method, range: request.headers.get('range'), ifRange: request.headers.get('if-range'), ifNoneMatch: request.headers.get('if-none-match') },
  );
  return new Response(result.body as BodyInit, { status: result.status, headers: result.headers });
}
