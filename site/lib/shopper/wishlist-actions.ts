import 'server-only';
import { NextResponse } from 'next/server';
import { savedItemQuerySchema, wishlistPayloadSchema } from '@storefront/shopper/wishlist/payload';
import { addToWishlist, removeFromWishlist, savedItem } from '@storefront/shopper/wishlist/service';
import { getDb } from '../platform/db';
import { describeIssues, errorResponse } from '../platform/http';
import { getViewer, wishlistMaxItems } from './viewer';

export type WishlistAction = 'add' | 'remove';

export interface WishlistActionResult {
  status: number;
  success: boolean;
  message: string;
  errorSource?: 'validation' | 'wishlist';
}

const statusFor: Record<string, number> = { guest: 401, limit: 409, exists: 409, missing: 404, unknownProduct: 422 };

/**
 * Adds or removes a wishlist item for the viewer: the payload validated as the spec states
 * (L §5, P §5), replies with the spec's texts (L §8). Used by the JSON endpoints and by the
 * form-style POST to a page.
 */
export async function runWishlistAction(action: WishlistAction, rawPayload: unknown): Promise<WishlistActionResult> {
  const parsed = wishlistPayloadSchema.safeParse(rawPayload);
  if (!parsed.success) return { status: 400, success: false, message: describeIssues(parsed.error), errorSource: 'validation' };
  const viewer = await getViewer();
  const userId = viewer.kind === 'signed-in' ? viewer.userId : undefined;
  const db = await getDb();
  const outcome = action === 'add' ? await addToWishlist(db, userId, parsed.data, { maxItems: wishlistMaxItems() }) : await removeFromWishlist(db, userId, parsed.data);
  if (outcome.ok) return { status: 200, success: true, message: outcome.message };
  return { status: statusFor[outcome.reason] ?? 400, success: false, message: outcome.message, errorSource: 'wishlist' };
}

/** GET /_api/wishlist/savedItem?productKey&colourSelected → { wishlistItem } (present: saved). */
export async function savedWishlistItem(request: Request): Promise<NextResponse> {
  const query = savedItemQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return errorResponse(400, describeIssues(query.error));
  const viewer = await getViewer();
  const item = viewer.kind === 'signed-in' ? await savedItem(await getDb(), viewer.userId, query.data.productKey, query.data.colourSelected) : undefined;
  return NextResponse.json({ wishlistItem: item ?? null }, { headers: { 'Cache-Control': 'private, no-store' } });
}
