import { getDb } from '@/lib/platform/db';
import { handleStudioSignIn } from '@/lib/studio/auth-routes';

/** POST /_api/studio/sign-in { email, password } (JSON or the sign-in form). */
export async function POST(request: Request) {
  return handleStudioSignIn(request, await getDb());
}
