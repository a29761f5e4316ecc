import 'server-only';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { resolvePage } from '@storefront/plugins/core/load-page';
import type { PageResolution, ResolvedPage } from '@storefront/plugins/core/resolve-page';
import { renderers } from '@storefront/plugins/renderers';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { getContentSource, type ContentMode } from '../contentful/client';
import { siteBadges } from './badges';
import { getCatalogue } from '../products/catalogue';
import { log } from '../platform/log';
import { siteContext } from '../platform/request-site';
import { pickPageForSite } from './page-choice';
import { publishedContentCache } from './published-content-cache';

export type PageLookup = { status: 'found'; page: ResolvedPage } | { status: 'missing' };

/** The CMS page shown for 404s (spec: a 404 with CMS page data renders that page). */
export const NOT_FOUND_SLUG = 'not-found';

function pageCache() {
  return publishedContentCache<PageLookup>('pages');
}

/**
 * Validates a page entry tree and runs its block loaders: the one path every page takes, the
 * published storefront's, the draft preview's and the live preview's (an editor's unsaved tree).
 */
export async function resolvePageEntry(entry: CmsEntry, site: FasciaConfig, mode: ContentMode, options: { logSkips?: boolean } = {}): Promise<PageResolution> {
  return resolvePage(entry, {
    renderers,
    loaderContext: { site: siteContext(site), catalogue: await getCatalogue(), preview: mode === 'preview', badges: () => siteBadges(site, mode) },
    onSkip: options.logSkips === false ? undefined : (warning) => log.warn('cms.entry.skipped', { ...warning, slug: entry.fields.slug, site: site.id, mode }),
  });
}

async function lookup(slug: string, site: FasciaConfig, mode: ContentMode): Promise<PageLookup> {
  const source = await getContentSource(mode);
  const entry = pickPageForSite(await source.findPages(slug), site);
  if (!entry) return { status: 'missing' };
  const result = await resolvePageEntry(entry, site, mode);
  if (!result.ok) {
    log.warn('cms.page.invalid', { pageId: entry.id, slug, site: site.id, reason: result.reason });
    return { status: 'missing' };
  }
  return { status: 'found', page: result.page };
}

/** Loads, validates and resolves a page. Published pages are cached briefly; previews never. */
export function loadPage(slug: string, site: FasciaConfig, mode: ContentMode): Promise<PageLookup> {
  if (mode === 'preview') return lookup(slug, site, mode);
  return pageCache().get(`${site.id}|${slug}`, () => lookup(slug, site, mode));
}
