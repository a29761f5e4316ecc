import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { csrfFailure, errorResponse, readJsonBody } from '../platform/http';
import type { Viewer } from '@storefront/shopper/accounts/sessions';
import { productContentByEan } from './product-content/product-content';
import { calculateFit } from './size-fit/size-fit';
import { tryOnAvailability } from './try-on/try-on';
import { viewer3dModel } from './viewer-3d/viewer-3d';

const PRODUCT_KEY = /^[A-Za-z0-9-]{1,40}$/;
const NO_STORE = { 'Cache-Control': 'no-store' };

/** GET /_api/third-party/3d-viewer/{modelId}: the model's frame, or that it is not available. */
export async function viewer3dResponse(modelId: string): Promise<NextResponse> {
  return NextResponse.json(await viewer3dModel(modelId), { headers: { 'Cache-Control': 'private, max-age=60' } });
}

/** GET /_api/third-party/try-on/{productKey}: available (with the layer's frame), unavailable or not loaded. */
export async function tryOnResponse(productKey: string): Promise<NextResponse> {
  if (!PRODUCT_KEY.test(productKey)) return errorResponse(400, 'Invalid product key');
  return NextResponse.json(await tryOnAvailability(productKey), { headers: NO_STORE });
}

const fitQuestion = z.object({ usualSize: z.string().trim().min(1).max(20), fitPreference: z.enum(['fitted', 'regular', 'relaxed']) });

/** POST /_api/third-party/size-fit/{productKey}: the fit service's size for the shopper (user id and registered flag from the session). */
export async function sizeFitResponse(request: Request, productKey: string, viewer: () => Promise<Viewer>): Promise<NextResponse> {
  const refused = csrfFailure(request);
  if (refused) return refused;
  if (!PRODUCT_KEY.test(productKey)) return errorResponse(400, 'Invalid product key');
  const body = await readJsonBody(request, fitQuestion);
  if (!body.ok) return body.response;
  const shopper = await viewer();
  const advice = await calculateFit({ productKey, ...body.data, userId: shopper.kind === 'signed-in' ? shopper.userId : undefined, registered: shopper.kind === 'signed-in' });
  return NextResponse.json(advice, { headers: NO_STORE });
}

/**
 * GET /_api/third-party/product-content/{ean}: `{ content }`, null when the provider has none (an
 * answer, not an error: most fashion products have none, and the page would log a 404 for each).
 */
export async function productContentResponse(ean: string): Promise<NextResponse> {
  if (!/^\d{13}$/.test(ean)) return errorResponse(400, 'Invalid EAN');
  return NextResponse.json({ content: (await productContentByEan(ean)) ?? null }, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
