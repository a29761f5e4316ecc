import { NextResponse } from 'next/server';
import { z } from 'zod';
import { signUp } from '@storefront/shopper/accounts/accounts';
import { getDb } from '@/lib/platform/db';
import { errorResponse, readJson } from '@/lib/platform/http';
import { setSessionCookie } from '@/lib/shopper/viewer';

/** POST /_api/account/signup { email, name, password }: creates the account and signs in. */
export async function POST(request: Request) {
  const body = await readJson(request, z.unknown());
  if (!body.ok) return body.response;
  const result = await signUp(await getDb(), body.data);
  if (!result.ok) return errorResponse(result.status, result.message, { fieldErrors: result.fieldErrors });
  const response = NextResponse.json({ success: true, user: { name: result.name } }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  setSessionCookie(response, result.token, result.expiresAt, request);
  return response;
}
