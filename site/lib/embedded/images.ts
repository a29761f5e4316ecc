import 'server-only';
import { handleImageRequest } from '@storefront/catalogue/images/endpoint';
import { getDb } from '../platform/db';
import { embeddedArtwork } from './synthetic-world';

/** GET /_img/…: generated product, swatch and campaign imagery, sized by the Contentful Images API parameters. */
export async function serveImage(request: Request): Promise<Response> {
  const result = await handleImageRequest(new URL(request.url), { db: await getDb(), artwork: embeddedArtwork });
  return new Response(result.body as BodyInit, { status: result.status, headers: result.headers });
}
