import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { moveLineToWishlist, removeLine, updateLineQuantity, type LineChangeOutcome } from '@storefront/shopper/basket/lines';
import { basketLineSchema, updateQuantitySchema } from '@storefront/shopper/basket/schemas';
import type { BasketOwner } from '@storefront/shopper/basket/service';
import type { Database } from '@storefront/db/client';
import { getDb } from '../platform/db';
import { errorResponse, readJson } from '../platform/http';
import { basketOwner } from './basket-owner';
import { wishlistMaxItems } from './viewer';

/**
 * The basket page's line changes (P §2 /basket): POST /_api/basket/updateQuantity,
 * /_api/basket/removeLine and /_api/basket/moveToWishlist. JSON bodies, CSRF-checked and
 * validated; each answers `{ success: true, cart }` (the shape of /_api/basket/current) or a 4xx
 * `{ success: false, message, errorSource }`, and a refused change changes nothing.
 */
async function changeLine<S extends z.ZodType>(
  request: Request,
  schema: S,
  change: (db: Database, owner: BasketOwner, input: z.output<S>) => Promise<LineChangeOutcome>,
): Promise<NextResponse> {
  const body = await readJson(request, schema);
  if (!body.ok) return body.response;
  const owner = await basketOwner();
  if (!owner) return errorResponse(400, 'Cookies are needed to keep a basket. Enable them and reload the page.', { errorSource: 'session' });
  const outcome = await change(await getDb(), owner, body.data);
  if (!outcome.ok) return errorResponse(outcome.status, outcome.message, { errorSource: outcome.reason });
  return NextResponse.json({ success: true, cart: outcome.cart }, { headers: { 'Cache-Control': 'no-store' } });
}

export const updateBasketQuantity = (request: Request) => changeLine(request, updateQuantitySchema, updateLineQuantity);

export const removeBasketLine = (request: Request) => changeLine(request, basketLineSchema, removeLine);

export const moveBasketLineToWishlist = (request: Request) =>
  changeLine(request, basketLineSchema, (db, owner, line) => moveLineToWishlist(db, owner, line, { maxItems: wishlistMaxItems() }));
