import 'server-only';
import { NextResponse } from 'next/server';
import { premierMembership, type PremierMembership } from '@storefront/shopper/accounts/membership';
import { getDb } from '../platform/db';
import { getViewer } from './viewer';

/**
 * GET /_api/account/membership: the signed-in shopper's premier membership (P §6), read by the
 * product page in the browser after load (the page is cached and the same for everyone). A guest
 * has none. Private and never stored by a cache.
 */
export async function currentMembership(): Promise<NextResponse> {
  const viewer = await getViewer();
  const premier: PremierMembership = viewer.kind === 'signed-in' ? await premierMembership(await getDb(), viewer.userId) : { active: false };
  return NextResponse.json({ premier }, { headers: { 'Cache-Control': 'private, no-store' } });
}
