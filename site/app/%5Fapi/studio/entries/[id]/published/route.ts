import { publishEntryHandler, unpublishEntryHandler } from '@/lib/studio/publishing-handlers';
import { studioDeps } from '@/lib/studio/deps';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string }> };

/** POST /_api/studio/entries/{id}/published + X-Contentful-Version: publish (409 when stale). */
export async function POST(request: Request, { params }: Params) {
  return publishEntryHandler(request, (await params).id, await studioDeps());
}

/** DELETE /_api/studio/entries/{id}/published + X-Contentful-Version: unpublish (409 when stale). */
export async function DELETE(request: Request, { params }: Params) {
  return unpublishEntryHandler(request, (await params).id, await studioDeps());
}
