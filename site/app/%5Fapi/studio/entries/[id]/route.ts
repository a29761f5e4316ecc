import { getEntryHandler, updateEntryHandler } from '@/lib/studio/api-handlers';
import { studioDeps } from '@/lib/studio/deps';

export const dynamic = 'force-dynamic';

/** GET /_api/studio/entries/{id}: the entry with its linked entries and assets (drafts included). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return getEntryHandler(request, (await params).id, await studioDeps());
}

/** PUT /_api/studio/entries/{id} { fields } + X-Contentful-Version: save a draft (409 when stale); { contentType, fields } without a version creates it (201). */
export async function PUT(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return updateEntryHandler(request, (await params).id, await studioDeps());
}
