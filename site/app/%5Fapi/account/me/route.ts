import { NextResponse } from 'next/server';
import { listWishlist } from '@storefront/shopper/wishlist/service';
import { getDb } from '@/lib/platform/db';
import { getViewer, wishlistMaxItems } from '@/lib/shopper/viewer';

/** GET /_api/account/me: who is signed in, and their wishlist (the client state starts here). */
export async function GET() {
  const viewer = await getViewer();
  const wishlist = viewer.kind === 'signed-in' ? await listWishlist(await getDb(), viewer.userId) : [];
  return NextResponse.json(
    { viewer: viewer.kind === 'signed-in' ? { kind: 'signed-in', name: viewer.name } : { kind: 'guest' }, wishlist, wishlistMaxItems: wishlistMaxItems() },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}
