import { getSnapshotHandler } from '@/lib/studio/publishing-handlers';
import { studioDeps } from '@/lib/studio/deps';

export const dynamic = 'force-dynamic';

/** GET /_api/studio/entries/{id}/snapshots/{snapshotId}: the entry as it was, and the fields its linked entries had then (`earlier`). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string; snapshotId: string }> }) {
  const { id, snapshotId } = await params;
  return getSnapshotHandler(request, id, snapshotId, await studioDeps());
}
