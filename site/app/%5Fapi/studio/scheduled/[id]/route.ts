import { cancelScheduledHandler } from '@/lib/studio/publishing-handlers';
import { studioDeps } from '@/lib/studio/deps';

export const dynamic = 'force-dynamic';

/** DELETE /_api/studio/scheduled/{actionId}: cancel a scheduled publish. */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return cancelScheduledHandler(request, (await params).id, await studioDeps());
}
