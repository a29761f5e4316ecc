import { normaliseOrigin, ownOrigins, parseOriginList } from '@storefront/preview/channel/origins';
import { fascias } from '@storefront/sites/fascias';
import { contentLocale } from '../contentful/space-config';
import { usesEmbeddedContent } from '../embedded/defaults';

/**
 * Who may frame and drive the live preview, and how preview responses are served. Pure (env
 * and request host in, answers out): the request proxy and the pages both use it.
 */
type Env = Readonly<Record<string, string | undefined>>;

/** Where Contentful's web app runs; it frames the preview when the site reads a real space. */
export const CONTENTFUL_APP_ORIGINS = ['https://app.contentful.com', 'https://app.eu.contentful.com'] as const;

/** The cookie Next.js draft mode sets (its value is checked by Next.js when a page renders). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

export interface RequestHost {
  /** `http` or `https` (a trailing colon is fine). */
  protocol: string;
  /** The Host the browser used, with its port. */
  host: string;
}

const warned = new Set<string>();

/**
 * Parent origins allowed to drive the preview over the channel: PREVIEW_ALLOWED_ORIGINS plus the
 * server's own origins (every site host on this port, and bare localhost for local hosts, where
 * the studio runs).
 */
export function previewParentOrigins(request: RequestHost, env: Env = process.env): string[] {
  const { origins, rejected } = parseOriginList(env.PREVIEW_ALLOWED_ORIGINS);
  for (const entry of rejected) {
    if (warned.has(entry)) continue;
    warned.add(entry);
    console.warn(JSON.stringify({ level: 'warn', event: 'preview.origin_ignored', entry, reason: 'PREVIEW_ALLOWED_ORIGINS takes origins such as https://studio.example.com' }));
  }
  const own = ownOrigins({ protocol: request.protocol, host: request.host, siteHosts: fascias.flatMap((fascia) => fascia.hosts) });
  return [...new Set([...own, ...origins])];
}

/** Origins that may frame a preview page: the channel's parents, and Contentful's app on a real space. */
export function previewFrameAncestors(request: RequestHost, env: Env = process.env): string[] {
  const parents = previewParentOrigins(request, env);
  return usesEmbeddedContent(env) ? parents : [...new Set([...parents, ...CONTENTFUL_APP_ORIGINS])];
}

/**
 * Headers of every response in draft mode: never stored by a shared cache, never indexed, and
 * framable only by the allowed parents (instead of X-Frame-Options, which allows only the same
 * origin, while the studio is on another host).
 */
export function draftModeHeaders(request: RequestHost, env: Env = process.env): Record<string, string> {
  const ancestors = previewFrameAncestors(request, env).map((origin) => normaliseOrigin(origin)).filter(Boolean);
  return {
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'Content-Security-Policy': `frame-ancestors 'self' ${ancestors.join(' ')}`.trim(),
  };
}

/** The locale the field tags carry (Contentful's inspector opens the field in it). */
export function fieldTagLocale(siteLocale: string, env: Env = process.env): string {
  return contentLocale(env) ?? siteLocale;
}

export interface ContentfulLivePreviewSettings {
  locale: string;
  /** Contentful's app origins: the SDK talks to these alone. */
  targetOrigins: string[];
}

/**
 * Contentful's own live preview (live updates and inspector mode) runs only in draft mode and
 * only when the site reads a real Contentful space; on the embedded space the studio's channel
 * does that job.
 */
export function contentfulLivePreviewSettings(mode: 'preview' | 'published', siteLocale: string, env: Env = process.env): ContentfulLivePreviewSettings | undefined {
  if (mode !== 'preview' || usesEmbeddedContent(env)) return undefined;
  return { locale: fieldTagLocale(siteLocale, env), targetOrigins: [...CONTENTFUL_APP_ORIGINS] };
}
