import { NextResponse } from 'next/server';
import { endSession } from '@storefront/shopper/accounts/sessions';
import { getDb } from '@/lib/platform/db';
import { csrfFailure } from '@/lib/platform/http';
import { clearSessionCookie, getSessionToken } from '@/lib/shopper/viewer';

/** POST /_api/account/signout: ends the session and clears its cookie. */
export async function POST(request: Request) {
  const failure = csrfFailure(request);
  if (failure) return failure;
  await endSession(await getDb(), await getSessionToken());
  const response = NextResponse.json({ success: true }, { headers: { 'Cache-Control': 'no-store' } });
  clearSessionCookie(response);
  return response;
}
