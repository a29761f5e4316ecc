import 'server-only';
import type { Metadata } from 'next';
import { cache } from 'react';
import { headers } from 'next/headers';
import { loadListing } from './load-listing';
import { contentMode } from '../preview/preview-secret';
import { getSite, requestOrigin } from '../platform/request-site';
import { listingMetadata } from './metadata';

export type RouteSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A route's path and query rebuilt from its params, for when the proxy's header is missing. */
export async function routeUrl(path: string, searchParams: RouteSearchParams): Promise<string> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) for (const item of [value ?? []].flat()) query.append(name, item);
  return `${path}${query.size > 0 ? `?${query}` : ''}`;
}

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

/** generateMetadata of a listing route. */
export async function listingRouteMetadata(fallbackUrl: string): Promise<Metadata> {
  const { site, mode, lookup } = await loadRequestListing(fallbackUrl);
  if (lookup.status !== 'found') return {};
  return listingMetadata(lookup.listing, site, await requestOrigin(), mode === 'preview');
}
