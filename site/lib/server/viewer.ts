import 'server-only';
import { cookies } from 'next/headers';
import type { Viewer } from '@storefront/plugins/core/plugin';
import { getDb } from './db';
import { viewerForSessionToken } from './session-viewer';

export const SESSION_COOKIE = 'sf_session';

/** The viewer of this request, from its session cookie. */
export async function getViewer(): Promise<Viewer> {
  return viewerForSessionToken(await getDb(), (await cookies()).get(SESSION_COOKIE)?.value);
}
