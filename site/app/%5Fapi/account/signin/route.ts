import { NextResponse } from 'next/server';
import { z } from 'zod';
import { signIn } from '@storefront/shopper/accounts/accounts';
import { getDb } from '@/lib/platform/db';
import { clientAddress, errorResponse, readJson } from '@/lib/platform/http';
import { setSessionCookie } from '@/lib/shopper/viewer';

/** POST /_api/account/signin { email, password }; repeated failures are slowed down (429). */
export async function POST(request: Request) {
  const body = await readJson(request, z.unknown());
  if (!body.ok) return body.response;
  const result = await signIn(await getDb(), body.data, clientAddress(request));
  if (!result.ok) {
    const headers: Record<string, string> = result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {};
    return errorResponse(result.status, result.message, { fieldErrors: result.fieldErrors }, headers);
  }
  const response = NextResponse.json({ success: true, user: { name: result.name } }, { headers: { 'Cache-Control': 'no-store' } });
  setSessionCookie(response, result.token, result.expiresAt, request);
  return response;
}
