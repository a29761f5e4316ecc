import type { Metadata } from 'next';
import type { ResolvedPage } from '@storefront/plugins/core/resolve-page';
import type { FasciaConfig } from '@storefront/sites/fascias';

/**
 * Spec: title is the CMS meta title, or the page title plus the site label; robots is the CMS
 * value, else index,follow; previews are never indexed.
 */
export function pageMetadata(page: ResolvedPage, site: FasciaConfig, canonicalUrl: string, preview: boolean): Metadata {
  const title = page.metaTitle ?? `${page.title} | ${site.siteLabel}`;
  const robots = preview ? 'noindex,nofollow' : (page.robots ?? 'index,follow');
  return {
    title: { absolute: title },
    description: page.metaDescription ?? site.tagline,
    robots,
    alternates: { canonical: canonicalUrl },
    openGraph: { title, description: page.metaDescription ?? site.tagline, url: canonicalUrl, siteName: site.name, type: 'website', locale: 'en_GB' },
    twitter: { card: 'summary_large_image', title, description: page.metaDescription ?? site.tagline },
  };
}
