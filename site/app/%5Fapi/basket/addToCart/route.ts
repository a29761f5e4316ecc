import { NextResponse } from 'next/server';
import { addToCartSchema } from '@storefront/shopper/basket/schemas';
import { addToCart } from '@storefront/shopper/basket/service';
import { basketOwner } from '@/lib/shopper/basket-owner';
import { getDb } from '@/lib/platform/db';
import { describeIssues, errorResponse, readForm, readJson } from '@/lib/platform/http';

/**
 * POST /_api/basket/addToCart (P §7): the form field `data` holds JSON { ephemeral?, items }
 * (a JSON body is accepted too). Answers the cart, or an error with errorSource.
 */
export async function POST(request: Request) {
  const isJson = (request.headers.get('content-type') ?? '').startsWith('application/json');
  let raw: unknown;
  if (isJson) {
    const body = await readJson(request, addToCartSchema);
    if (!body.ok) return body.response;
    raw = body.data;
  } else {
    const form = await readForm(request);
    if (!form.ok) return form.response;
    try {
      raw = JSON.parse(form.form.get('data') ?? '');
    } catch {
      return errorResponse(400, 'data must be JSON', { errorSource: 'validation' });
    }
  }
  const parsed = addToCartSchema.safeParse(raw);
  if (!parsed.success) return errorResponse(400, describeIssues(parsed.error), { errorSource: 'validation' });
  const owner = await basketOwner();
  if (!owner) return errorResponse(400, 'Cookies are needed to keep a basket. Enable them and reload the page.', { errorSource: 'session' });
  const result = await addToCart(await getDb(), owner, parsed.data);
  if (!result.ok) return errorResponse(result.status, result.message, { errorSource: result.errorSource });
  return NextResponse.json({ success: true, cart: result.cart }, { headers: { 'Cache-Control': 'no-store' } });
}
