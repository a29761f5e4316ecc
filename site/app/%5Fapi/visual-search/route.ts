import { getDb } from '@/lib/server/db';
import { categoryTree } from '@/lib/server/listing';
import { getSite } from '@/lib/server/site';
import { visualSearchPostResponse } from '@/lib/server/visual-search';

/** POST /_api/visual-search — a photo (multipart field "image", optional "category") → its colours and the listing URL. */
export async function POST(request: Request) {
  const site = await getSite();
  return visualSearchPostResponse(request, { site, db: await getDb(), categories: () => categoryTree(site.id) });
}
