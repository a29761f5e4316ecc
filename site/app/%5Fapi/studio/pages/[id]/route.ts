import { deletePageHandler } from '@/lib/studio/api-handlers';
import { studioDeps } from '@/lib/studio/deps';

/** DELETE /_api/studio/pages/{id}: the page and the entries only it used. */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return deletePageHandler(request, (await params).id, await studioDeps());
}
