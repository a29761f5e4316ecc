import { NextResponse } from 'next/server';
import { currentCart } from '@storefront/shopper/basket/service';
import { basketOwner } from '@/lib/shopper/basket-owner';
import { getDb } from '@/lib/platform/db';

/** GET /_api/basket/current: the shopper's basket (for the bag count). */
export async function GET() {
  const owner = await basketOwner();
  const cart = owner ? await currentCart(await getDb(), owner) : undefined;
  return NextResponse.json({ cart: cart ?? null }, { headers: { 'Cache-Control': 'private, no-store' } });
}
