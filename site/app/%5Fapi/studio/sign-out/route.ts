import { getDb } from '@/lib/platform/db';
import { handleStudioSignOut } from '@/lib/studio/auth-routes';

/** POST /_api/studio/sign-out: ends the studio session. */
export async function POST(request: Request) {
  return handleStudioSignOut(request, await getDb());
}
