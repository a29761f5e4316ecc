import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextResponse } from 'next/server';
import type { Database } from '@storefront/db/client';
import { viewerForSessionToken } from '@storefront/shopper/accounts/sessions';
import { errorResponse, readCookie } from '../platform/http';
import { SESSION_COOKIE } from '../shopper/viewer';
import { studioSessionFor, type StudioEditor } from './sessions';
import { studioReturnPath } from './return-path';
import { isHttpsRequest } from '../security/transport';

/** The studio's own session cookie (the storefront's `sf_session` never opens the studio). */
export const STUDIO_COOKIE = 'sf_studio';

export const SIGN_IN_PATH = '/studio/sign-in';

/** The signed-in editor of this page request; anyone else is sent to the sign-in page. */
export async function requireStudioEditor(currentPath: string, db: Database): Promise<StudioEditor> {
  const session = await studioSessionFor(db, (await cookies()).get(STUDIO_COOKIE)?.value);
  if (session.kind === 'editor') return session.editor;
  const params = new URLSearchParams({ next: studioReturnPath(currentPath) });
  if (session.kind === 'not-editor') params.set('error', 'not-editor');
  redirect(`${SIGN_IN_PATH}?${params.toString()}`);
}

/** The editor signed in on this page request, if any (the sign-in page skips itself then). */
export async function currentStudioEditor(db: Database): Promise<StudioEditor | undefined> {
  const session = await studioSessionFor(db, (await cookies()).get(STUDIO_COOKIE)?.value);
  return session.kind === 'editor' ? session.editor : undefined;
}

export type ApiAccess = { ok: true; editor: StudioEditor } | { ok: false; response: NextResponse };

/**
 * Who may call a studio API: an editor's studio session. Without one, 401; with a session of an
 * account that is not an editor (a storefront shopper, or an editor since demoted), 403.
 */
export async function studioApiAccess(request: Request, db: Database, now = new Date()): Promise<ApiAccess> {
  const session = await studioSessionFor(db, readCookie(request, STUDIO_COOKIE), now);
  if (session.kind === 'editor') return { ok: true, editor: session.editor };
  if (session.kind === 'not-editor') return { ok: false, response: errorResponse(403, 'Only editors may use the studio.') };
  const shopper = await viewerForSessionToken(db, readCookie(request, SESSION_COOKIE), now);
  if (shopper.kind === 'signed-in') return { ok: false, response: errorResponse(403, 'Only editors may use the studio. Sign in to the studio with an editor account.') };
  return { ok: false, response: errorResponse(401, 'Sign in to the studio first.', {}, { 'WWW-Authenticate': 'Cookie realm="studio"' }) };
}

/** httpOnly, SameSite=Lax, the whole host (the studio's APIs live under /_api/studio). */
export function setStudioCookie(response: NextResponse, token: string, expiresAt: Date, request: Request): void {
  response.cookies.set(STUDIO_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttpsRequest(request),
    path: '/',
    expires: expiresAt,
  });
}

export function clearStudioCookie(response: NextResponse): void {
  response.cookies.set(STUDIO_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0 });
}
