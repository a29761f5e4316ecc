import { getDb } from '@/lib/platform/db';
import { categoryTree } from '@/lib/listing/load-listing';
import { getSite } from '@/lib/platform/request-site';
import { visualSearchPostResponse } from '@/lib/listing/visual-search';

/** POST /_api/visual-search — a photo (multipart field "image", optional "category") → its colours and the listing URL. */
export async function POST(request: Request) {
  const site = await getSite();
  return visualSearchPostResponse(request, { site, db: await getDb(), categories: () => categoryTree(site.id) });
}
