import { getDb } from '@/lib/server/db';
import { handleStudioSignOut } from '@/lib/server/studio/auth-routes';

/** POST /_api/studio/sign-out: ends the studio session. */
export async function POST(request: Request) {
  return handleStudioSignOut(request, await getDb());
}
