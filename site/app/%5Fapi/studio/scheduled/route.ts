import { schedulePublishHandler } from '@/lib/studio/publishing-handlers';
import { studioDeps } from '@/lib/studio/deps';

export const dynamic = 'force-dynamic';

/** POST /_api/studio/scheduled { at, entries: [{ id, version }] }: publish these entries at a time. */
export async function POST(request: Request) {
  return schedulePublishHandler(request, await studioDeps());
}
