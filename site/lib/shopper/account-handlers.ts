import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { signIn, signUp } from '@storefront/shopper/accounts/accounts';
import { endSession } from '@storefront/shopper/accounts/sessions';
import { getDb } from '../platform/db';
import { clientAddress, csrfFailure, errorResponse, readJson } from '../platform/http';
import { entryEditUrlPrefix } from '../contentful/edit-link';
import { isStaffRequest } from '../staff/staff';
import { mergeGuestBasketInto } from './basket-merge';
import { shopperState } from './shopper-state';
import { clearSessionCookie, getSessionToken, getViewer, setSessionCookie, wishlistMaxItems } from './viewer';

/**
 * GET /_api/account/me: the browser's view of the shopper, since pages are cached and the same
 * for everyone: who is signed in, their saved items, the bag count, and for office-network
 * staff where entries open for editing. A session cookie that names no session is cleared, so
 * the proxy stops rendering pages for a signed-in audience (site-route.ts).
 */
export async function currentAccount(): Promise<NextResponse> {
  const [viewer, staff] = await Promise.all([getViewer(), isStaffRequest()]);
  const { wishlist, bagCount } = await shopperState(viewer);
  const response = NextResponse.json(
    {
      viewer: viewer.kind === 'signed-in' ? { kind: 'signed-in', name: viewer.name } : { kind: 'guest' },
      wishlist,
      wishlistMaxItems: wishlistMaxItems(),
      bagCount,
      ...(staff ? { staff: { editUrlPrefix: entryEditUrlPrefix() } } : {}),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
  if (viewer.kind === 'guest' && (await getSessionToken())) clearSessionCookie(response);
  return response;
}

/** POST /_api/account/signin { email, password }; repeated failures are slowed down (429). */
export async function signInShopper(request: Request): Promise<NextResponse> {
  const body = await readJson(request, z.unknown());
  if (!body.ok) return body.response;
  const result = await signIn(await getDb(), body.data, clientAddress(request));
  if (!result.ok) {
    const headers: Record<string, string> = result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {};
    return errorResponse(result.status, result.message, { fieldErrors: result.fieldErrors }, headers);
  }
  // The bag built as a guest in this browser joins the account's.
  await mergeGuestBasketInto(result.userId);
  const response = NextResponse.json({ success: true, user: { name: result.name } }, { headers: { 'Cache-Control': 'no-store' } });
  setSessionCookie(response, result.token, result.expiresAt, request);
  return response;
}

/** POST /_api/account/signup { email, name, password }: creates the account and signs in. */
export async function signUpShopper(request: Request): Promise<NextResponse> {
  const body = await readJson(request, z.unknown());
  if (!body.ok) return body.response;
  const result = await signUp(await getDb(), body.data);
  if (!result.ok) return errorResponse(result.status, result.message, { fieldErrors: result.fieldErrors });
  await mergeGuestBasketInto(result.userId);
  const response = NextResponse.json({ success: true, user: { name: result.name } }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  setSessionCookie(response, result.token, result.expiresAt, request);
  return response;
}

/** POST /_api/account/signout: ends the session and clears its cookie. */
export async function signOutShopper(request: Request): Promise<NextResponse> {
  const failure = csrfFailure(request);
  if (failure) return failure;
  await endSession(await getDb(), await getSessionToken());
  const response = NextResponse.json({ success: true }, { headers: { 'Cache-Control': 'no-store' } });
  clearSessionCookie(response);
  return response;
}
