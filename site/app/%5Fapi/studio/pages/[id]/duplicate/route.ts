import { duplicatePageHandler } from '@/lib/studio/api-handlers';
import { studioDeps } from '@/lib/studio/deps';

/** POST /_api/studio/pages/{id}/duplicate { title, slug }: a deep copy as a new draft page. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return duplicatePageHandler(request, (await params).id, await studioDeps());
}
