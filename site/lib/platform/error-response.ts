import { NextResponse } from 'next/server';

/**
 * The storefront API's error answer, `{ success: false, message, …extra }`: every /_api route
 * answers its refusals in this shape, and so does the request proxy (which cannot import the
 * server-only HTTP helpers, so the shape lives here).
 */
export function errorResponse(status: number, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return NextResponse.json({ success: false, message, ...extra }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}
