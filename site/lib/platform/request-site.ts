import 'server-only';
import { headers } from 'next/headers';
import { resolveFascia, type FasciaConfig } from '@storefront/sites/fascias';
import type { SiteContext } from '@storefront/plugins/core/renderer';

/** The brand site for this request (Host header, FASCIA override). */
export async function getSite(): Promise<FasciaConfig> {
  const requestHeaders = await headers();
  return resolveFascia(requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host'));
}

export function siteContext(site: FasciaConfig): SiteContext {
  return { id: site.id, name: site.name, locale: site.locale, currency: site.currency };
}

/** Absolute origin of this request, for canonical links. */
export async function requestOrigin(): Promise<string> {
  const requestHeaders = await headers();
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? 'localhost';
  const protocol = requestHeaders.get('x-forwarded-proto') ?? (host.startsWith('localhost') || host.includes('.localhost') ? 'http' : 'https');
  return `${protocol}://${host}`;
}
