import { NextResponse } from 'next/server';
import { z } from 'zod';
import { readJson } from '@/lib/platform/http';
import { runWishlistAction } from '@/lib/shopper/wishlist-actions';

/** POST /_api/wishlist/remove { lineItemSku, productKey, colourSelected, sizeSelected }. */
export async function POST(request: Request) {
  const body = await readJson(request, z.unknown());
  if (!body.ok) return body.response;
  const result = await runWishlistAction('remove', body.data);
  return NextResponse.json({ success: result.success, message: result.message }, { status: result.status, headers: { 'Cache-Control': 'no-store' } });
}
