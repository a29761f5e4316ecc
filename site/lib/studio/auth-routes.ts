import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import type { Database } from '@storefront/db/client';
import { signInEditor } from '@storefront/shopper/accounts/editors';
import { clientAddress, csrfFailure, errorResponse, readCookie, readForm, readJson } from '../platform/http';
import { clearStudioCookie, setStudioCookie, SIGN_IN_PATH, STUDIO_COOKIE } from './access';
import { studioReturnPath } from './return-path';
import { endStudioSession, startStudioSession } from './sessions';

/** Why a form sign-in failed, as the sign-in page names it (never the server's text in a URL). */
export type SignInProblem = 'invalid' | 'credentials' | 'not-editor' | 'throttled';

const problemOf: Record<400 | 401 | 403 | 429, SignInProblem> = { 400: 'invalid', 401: 'credentials', 403: 'not-editor', 429: 'throttled' };

const isForm = (request: Request) => /^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(request.headers.get('content-type') ?? '');

function seeOther(location: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/**
 * POST /_api/studio/sign-in. A plain form post (the sign-in page works without scripts) is
 * answered with a redirect: to `next` when signed in, else back to the form naming the problem.
 * A JSON post gets JSON: 200, or 400/401/403/429 with a message.
 */
export async function handleStudioSignIn(request: Request, db: Database): Promise<NextResponse> {
  const form = isForm(request);
  let input: { email?: string | undefined; password?: string | undefined } = {};
  let next = '/studio';
  if (form) {
    const body = await readForm(request);
    if (!body.ok) return body.response;
    input = { email: body.form.get('email') ?? undefined, password: body.form.get('password') ?? undefined };
    next = studioReturnPath(body.form.get('next'));
  } else {
    const body = await readJson(request, z.object({ email: z.unknown(), password: z.unknown() }).partial());
    if (!body.ok) return body.response;
    input = body.data as typeof input;
  }
  const result = await signInEditor(db, input, clientAddress(request));
  if (!result.ok) {
    if (form) {
      const params = new URLSearchParams({ error: problemOf[result.status], next });
      if (result.retryAfterSeconds) params.set('wait', String(result.retryAfterSeconds));
      if (typeof input.email === 'string') params.set('email', input.email.slice(0, 254));
      return seeOther(`${SIGN_IN_PATH}?${params.toString()}`);
    }
    const headers: Record<string, string> = result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {};
    return errorResponse(result.status, result.message, {}, headers);
  }
  const session = await startStudioSession(db, result.userId);
  const response = form
    ? seeOther(next)
    : NextResponse.json({ success: true, editor: { name: result.name, email: result.email } }, { headers: { 'Cache-Control': 'no-store' } });
  setStudioCookie(response, session.token, session.expiresAt, request);
  return response;
}

/** POST /_api/studio/sign-out: ends the studio session (its token is revoked) and clears the cookie. */
export async function handleStudioSignOut(request: Request, db: Database): Promise<NextResponse> {
  const form = isForm(request);
  if (form) {
    const body = await readForm(request);
    if (!body.ok) return body.response;
  } else {
    const failure = csrfFailure(request);
    if (failure) return failure;
  }
  await endStudioSession(db, readCookie(request, STUDIO_COOKIE));
  const response = form ? seeOther(`${SIGN_IN_PATH}?signed-out=1`) : NextResponse.json({ success: true }, { headers: { 'Cache-Control': 'no-store' } });
  clearStudioCookie(response);
  return response;
}
