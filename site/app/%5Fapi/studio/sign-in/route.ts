import { getDb } from '@/lib/server/db';
import { handleStudioSignIn } from '@/lib/server/studio/auth-routes';

/** POST /_api/studio/sign-in { email, password } (JSON or the sign-in form). */
export async function POST(request: Request) {
  return handleStudioSignIn(request, await getDb());
}
