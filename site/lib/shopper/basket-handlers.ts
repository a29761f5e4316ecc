import 'server-only';
import { NextResponse } from 'next/server';
import { addToCartSchema } from '@storefront/shopper/basket/schemas';
import { addToCart, currentCart } from '@storefront/shopper/basket/service';
import { getDb } from '../platform/db';
import { describeIssues, errorResponse, parseJsonField, readForm, readJson } from '../platform/http';
import { basketOwner } from './basket-owner';

/**
 * POST /_api/basket/addToCart (P §7): the form field `data` holds JSON { ephemeral?, items }
 * (a JSON body is accepted too). Answers the cart, or an error with errorSource.
 */
export async function addToBasket(request: Request): Promise<NextResponse> {
  const isJson = (request.headers.get('content-type') ?? '').startsWith('application/json');
  let raw: unknown;
  if (isJson) {
    const body = await readJson(request, addToCartSchema);
    if (!body.ok) return body.response;
    raw = body.data;
  } else {
    const form = await readForm(request);
    if (!form.ok) return form.response;
    const data = parseJsonField(form.form, 'data');
    if (!data.ok) return errorResponse(400, data.message, { errorSource: 'validation' });
    raw = data.value;
  }
  const parsed = addToCartSchema.safeParse(raw);
  if (!parsed.success) return errorResponse(400, describeIssues(parsed.error), { errorSource: 'validation' });
  const owner = await basketOwner();
  if (!owner) return errorResponse(400, 'Cookies are needed to keep a basket. Enable them and reload the page.', { errorSource: 'session' });
  const result = await addToCart(await getDb(), owner, parsed.data);
  if (!result.ok) return errorResponse(result.status, result.message, { errorSource: result.errorSource });
  return NextResponse.json({ success: true, cart: result.cart }, { headers: { 'Cache-Control': 'no-store' } });
}

/** GET /_api/basket/current: the shopper's basket (for the bag count). */
export async function currentBasket(): Promise<NextResponse> {
  const owner = await basketOwner();
  const cart = owner ? await currentCart(await getDb(), owner) : undefined;
  return NextResponse.json({ cart: cart ?? null }, { headers: { 'Cache-Control': 'private, no-store' } });
}
