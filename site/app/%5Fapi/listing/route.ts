import { NextResponse } from 'next/server';
import { z } from 'zod';
import { browserListingResponse } from '@storefront/plugins/listing/rules/browser-listing';
import { loadListing } from '@/lib/listing/load-listing';
import { errorResponse } from '@/lib/platform/http';
import { log } from '@/lib/platform/log';
import { getSite } from '@/lib/platform/request-site';

const listingUrl = z
  .string()
  .max(8_192, 'url is too long')
  .refine((url) => /^\/(?:categories\/|search(?:[/?]|$))/.test(url), 'url must be a /categories/… or /search listing URL');

/** GET /_api/listing?url=… — one page of a listing as JSON, for load more and load previous. */
export async function GET(request: Request) {
  const parsed = listingUrl.safeParse(new URL(request.url).searchParams.get('url') ?? undefined);
  if (!parsed.success) return errorResponse(400, parsed.error.issues[0]?.message ?? 'Invalid url');
  const site = await getSite();
  let lookup: Awaited<ReturnType<typeof loadListing>>;
  try {
    lookup = await loadListing({ site, url: parsed.data, mode: 'published', editorial: false });
  } catch (error) {
    // A search provider failing (discovery answering non-OK, L §8): the page keeps what it shows.
    log.error('listing.page.failed', { site: site.id, url: parsed.data, error: String(error) });
    return errorResponse(502, 'The product search is unavailable; please try again.');
  }
  if (lookup.status === 'missing') return errorResponse(404, 'Listing not found');
  if (lookup.status === 'redirect') return NextResponse.json({ response: { total: 0, edges: [], redirect: lookup.location } });
  return NextResponse.json({ response: browserListingResponse(lookup.listing.response) }, { headers: { 'Cache-Control': 'private, max-age=30' } });
}
