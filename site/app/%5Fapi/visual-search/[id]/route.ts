import { getDb } from '@/lib/platform/db';
import { getSite } from '@/lib/platform/request-site';
import { visualSearchThumbnailResponse } from '@/lib/listing/visual-search';

/** GET /_api/visual-search/{id} — the thumbnail of a visual search's photo. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return visualSearchThumbnailResponse((await params).id, { site: await getSite(), db: await getDb() });
}
