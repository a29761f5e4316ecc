import { NextResponse } from 'next/server';
import { savedItemQuerySchema } from '@storefront/shopper/wishlist/payload';
import { savedItem } from '@storefront/shopper/wishlist/service';
import { getDb } from '@/lib/platform/db';
import { describeIssues, errorResponse } from '@/lib/platform/http';
import { getViewer } from '@/lib/shopper/viewer';

/** GET /_api/wishlist/savedItem?productKey&colourSelected → { wishlistItem } (present: saved). */
export async function GET(request: Request) {
  const query = savedItemQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return errorResponse(400, describeIssues(query.error));
  const viewer = await getViewer();
  const item = viewer.kind === 'signed-in' ? await savedItem(await getDb(), viewer.userId, query.data.productKey, query.data.colourSelected) : undefined;
  return NextResponse.json({ wishlistItem: item ?? null }, { headers: { 'Cache-Control': 'private, no-store' } });
}
