import 'server-only';
import { cookies } from 'next/headers';
import type { NextResponse } from 'next/server';
import { viewerForSessionToken, type Viewer } from '@storefront/shopper/accounts/sessions';
import { wishlistRules } from '@storefront/machines/spec';
import { getDb } from '../platform/db';
import { isHttpsRequest } from '../security/transport';
import { SESSION_COOKIE } from '../platform/audience.mjs';

export { SESSION_COOKIE };
export const GUEST_COOKIE = 'sf_guest';

/** The viewer of this request, from its session cookie (guest without one). */
export async function getViewer(): Promise<Viewer> {
  return viewerForSessionToken(await getDb(), (await cookies()).get(SESSION_COOKIE)?.value);
}

/** The guest identity cookie set by the proxy (personalisation and guest baskets). */
export async function getGuestId(): Promise<string | undefined> {
  const value = (await cookies()).get(GUEST_COOKIE)?.value;
  return value && /^g-[A-Za-z0-9_-]{10,40}$/.test(value) ? value : undefined;
}

export async function getSessionToken(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value;
}

/** httpOnly, SameSite=Lax session cookie; Secure when served over HTTPS (lib/security/transport.ts). */
export function setSessionCookie(response: NextResponse, token: string, expiresAt: Date, request: Request): void {
  response.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttpsRequest(request),
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(response: NextResponse): void {
  response.cookies.set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0 });
}

/** The most items a wishlist may hold: WISHLIST_MAX_ITEMS, else the default. */
export function wishlistMaxItems(): number {
  const configured = Number(process.env.WISHLIST_MAX_ITEMS);
  return Number.isInteger(configured) && configured > 0 ? configured : wishlistRules.defaultMaxItems;
}
