import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { loadListing } from '../server/listing';
import { contentMode } from '../server/preview';
import { getSite } from '../server/site';

/** The request's path and query as sent (see proxy.ts), else rebuilt from the route. */
export async function requestUrl(fallback: string): Promise<string> {
  const sent = (await headers()).get('x-request-url');
  return sent && sent.startsWith('/') ? sent : fallback;
}

/** One listing per request, shared by generateMetadata and the page. */
export const loadRequestListing = cache(async (fallbackUrl: string) => {
  const [site, mode, url] = await Promise.all([getSite(), contentMode(), requestUrl(fallbackUrl)]);
  return { site, mode, lookup: await loadListing({ site, url, mode }) };
});
