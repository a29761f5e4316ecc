import 'server-only';
import { NextResponse } from 'next/server';
import type { Database } from '@storefront/db/client';
import { PRODUCT_KEY_PATTERN, socialProofMessages } from '@storefront/shopper/social-proof/social-proof';
import { getDb } from '../platform/db';
import { errorResponse } from '../platform/http';

/** The same for every shopper and only a minute stale at worst: shared caches may keep it. */
export const SOCIAL_PROOF_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';

/**
 * GET /_api/social-proof?productKey= : the product page's social-proof messages (P §3 code and
 * message, §4), counted from recent basket adds and wishlist saves. The page is cached for
 * everyone, so its island asks for them from the browser.
 */
export async function socialProofResponse(requestUrl: string, db: () => Promise<Database> = getDb): Promise<NextResponse> {
  const productKey = new URL(requestUrl).searchParams.get('productKey') ?? '';
  if (!PRODUCT_KEY_PATTERN.test(productKey)) return errorResponse(400, 'productKey must be a product key (letters, digits and dashes).');
  const messages = await socialProofMessages(await db(), productKey);
  return NextResponse.json({ messages }, { headers: { 'Cache-Control': SOCIAL_PROOF_CACHE_CONTROL } });
}
