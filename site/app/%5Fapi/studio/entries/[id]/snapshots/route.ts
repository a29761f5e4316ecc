import { listSnapshotsHandler } from '@/lib/studio/publishing-handlers';
import { studioDeps } from '@/lib/studio/deps';

export const dynamic = 'force-dynamic';

/** GET /_api/studio/entries/{id}/snapshots: the published versions, newest first. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return listSnapshotsHandler(request, (await params).id, await studioDeps());
}
