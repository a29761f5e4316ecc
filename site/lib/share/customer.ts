import 'server-only';
import { NextResponse } from 'next/server';
import type { Viewer } from '@storefront/shopper/accounts/sessions';
import { affiliateIdOf } from '@storefront/shopper/short-links/affiliate';
import { errorResponse } from '../platform/http';
import { getViewer } from '../shopper/viewer';

/**
 * GET /_api/customer/getCustomer (P §7): the signed-in shopper's `customer.affiliateId`, which
 * the share button adds to the links they share (P §6: signed-in non-guests only). Guests get a
 * 401 and share without one.
 */
export async function customerResponse(viewer: () => Promise<Viewer> = getViewer): Promise<NextResponse> {
  const current = await viewer();
  if (current.kind !== 'signed-in') return errorResponse(401, 'Sign in to see your account.');
  return NextResponse.json({ success: true, customer: { affiliateId: affiliateIdOf(current.userId) } }, { headers: { 'Cache-Control': 'private, no-store' } });
}
