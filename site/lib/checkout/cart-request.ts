import 'server-only';
import type { NextResponse } from 'next/server';
import type { z } from 'zod';
import type { Database } from '@storefront/db/client';
import type { BasketOwner } from '@storefront/shopper/basket/service';
import { ownedCart } from '@storefront/shopper/checkout/cart-access';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { getDb } from '../platform/db';
import { describeIssues, errorResponse, readJson } from '../platform/http';
import { getSite } from '../platform/request-site';
import { basketOwner } from '../shopper/basket-owner';
import { cartIdSchema } from './schemas';

/** A checkout call on a cart the caller owns, on this request's brand site. */
export interface CartCall<Body> {
  db: Database;
  cartId: string;
  owner: BasketOwner;
  site: FasciaConfig;
  body: Body;
}

type Outcome<T> = { ok: true; call: T } | { ok: false; response: NextResponse };

/** `?cartID=` naming a cart of the caller's (user or guest cookie); anyone else's is 'Cart not found'. */
async function findCart(request: Request): Promise<Outcome<Omit<CartCall<never>, 'body'>>> {
  const parsed = cartIdSchema.safeParse(new URL(request.url).searchParams.get('cartID') ?? undefined);
  if (!parsed.success) return { ok: false, response: errorResponse(400, describeIssues(parsed.error)) };
  const [owner, db, site] = await Promise.all([basketOwner(), getDb(), getSite()]);
  const cart = owner ? await ownedCart(db, owner, parsed.data) : undefined;
  if (!owner || !cart) return { ok: false, response: errorResponse(404, 'Cart not found') };
  return { ok: true, call: { db, cartId: cart.id, owner, site } };
}

/** A GET on a cart: nothing changes, so no CSRF token is asked for. */
export async function readCartCall(request: Request): Promise<Outcome<CartCall<undefined>>> {
  const found = await findCart(request);
  return found.ok ? { ok: true, call: { ...found.call, body: undefined } } : found;
}

/** A POST on a cart: CSRF-checked, its JSON body size-limited and validated, then the cart looked up. */
export async function cartCall<S extends z.ZodType>(request: Request, schema: S): Promise<Outcome<CartCall<z.output<S>>>> {
  const body = await readJson(request, schema);
  if (!body.ok) return body;
  const found = await findCart(request);
  return found.ok ? { ok: true, call: { ...found.call, body: body.data } } : found;
}
