import { searchEntriesHandler } from '@/lib/studio/entry-search-handler';
import { studioDeps } from '@/lib/studio/deps';

export const dynamic = 'force-dynamic';

/** GET /_api/studio/entries?q=…&contentType=a,b: entries for reference pickers (at most 50). */
export async function GET(request: Request) {
  return searchEntriesHandler(request, await studioDeps());
}
