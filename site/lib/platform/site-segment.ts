import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { fasciaById, type FasciaConfig } from '@storefront/sites/fascias';
import { isAudience, type Audience } from './site-route';

/** The brand site of a page under `app/%5Fsite/[site]` (the proxy put it there from the Host header). */
export async function siteOfSegment(params: Promise<{ site: string }>): Promise<FasciaConfig> {
  const site = fasciaById((await params).site);
  if (!site) notFound();
  return site;
}

/** The audience of a page under `app/%5Fsite/[site]/[audience]`. */
export async function audienceOfSegment(params: Promise<{ audience: string }>): Promise<Audience> {
  const { audience } = await params;
  if (!isAudience(audience)) notFound();
  return audience;
}

/**
 * The origin a site's canonical links name, the same for every request so a cached page is right
 * for all of them: SITE_ORIGINS (`hartley=https://www.hartleyandvale.co.uk,coast=…`) when set,
 * else the site's first public host name over HTTPS.
 */
export function siteOrigin(site: FasciaConfig, env: Readonly<Record<string, string | undefined>> = process.env): string {
  for (const pair of (env.SITE_ORIGINS ?? '').split(',')) {
    const [id, origin] = pair.split('=').map((part) => part.trim());
    if (id === site.id && origin && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  }
  const host = site.hosts.find((name) => !name.endsWith('.localhost') && name !== 'localhost') ?? site.hosts[0] ?? 'localhost';
  return `https://${host}`;
}

/** No page of a site segment is rendered at build time (the database is not open then): each is rendered on its first request, then served from the cache. */
export function noPagesAtBuild(): never[] {
  return [];
}

/**
 * The site and audience of the segment being rendered, for what Next.js renders without params
 * (not-found.tsx): the segment's layout records them before its children render. One per render.
 */
export const renderedSegment = cache((): { site?: FasciaConfig; audience?: Audience } => ({}));
