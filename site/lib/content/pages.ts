import 'server-only';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { resolvePage } from '@storefront/plugins/core/load-page';
import type { PageResolution, ResolvedPage } from '@storefront/plugins/core/resolve-page';
import { renderers } from '@storefront/plugins/renderers';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { getContentSource, type ContentMode } from '../contentful/client';
import { BADGE_CONTENT_TYPE, siteBadges } from './badges';
import { getCatalogue } from '../products/catalogue';
import { log } from '../platform/log';
import { siteContext } from '../platform/request-site';
import { pickPageForSite } from './page-choice';
import { publishedContentCache } from './published-content-cache';
import type { CatalogueReader } from '@storefront/plugins/core/renderer';
import { catalogueSearchTag, cmsTreeTags, contentTypeTag, pageSlugTag, productTag } from '../platform/cache-tags';

/** A page found or not, with the cache tags of everything the answer was built from (cache-tags.ts). */
export type PageLookup = ({ status: 'found'; page: ResolvedPage } | { status: 'missing' }) & { tags: readonly string[] };

/** The CMS page shown for 404s (spec: a 404 with CMS page data renders that page). */
export const NOT_FOUND_SLUG = 'not-found';

function pageCache() {
  return publishedContentCache<PageLookup>('pages');
}

/**
 * Validates a page entry tree and runs its block loaders: the one path every page takes, the
 * published storefront's, the draft preview's and the live preview's (an editor's unsaved tree).
 */
export async function resolvePageEntry(
  entry: CmsEntry,
  site: FasciaConfig,
  mode: ContentMode,
  options: { logSkips?: boolean; tags?: Set<string> } = {},
): Promise<PageResolution> {
  const tags = options.tags;
  const catalogue = await getCatalogue();
  return resolvePage(entry, {
    renderers,
    loaderContext: {
      site: siteContext(site),
      catalogue: tags ? recordingCatalogue(catalogue, tags) : catalogue,
      preview: mode === 'preview',
      badges: () => {
        tags?.add(contentTypeTag(BADGE_CONTENT_TYPE));
        return siteBadges(site, mode);
      },
    },
    onSkip: options.logSkips === false ? undefined : (warning) => log.warn('cms.entry.skipped', { ...warning, slug: entry.fields.slug, site: site.id, mode }),
  });
}

/** Block loaders' catalogue reads, with the tag of what each read depends on. */
function recordingCatalogue(catalogue: CatalogueReader, tags: Set<string>): CatalogueReader {
  return {
    productsByKeys: (keys, options) => {
      for (const key of keys) tags.add(productTag(key));
      return catalogue.productsByKeys(keys, options);
    },
    searchProducts: (query, options) => {
      tags.add(catalogueSearchTag(options.fascia));
      return catalogue.searchProducts(query, options);
    },
  };
}

async function lookup(slug: string, site: FasciaConfig, mode: ContentMode): Promise<PageLookup> {
  const source = await getContentSource(mode);
  const tags = new Set([pageSlugTag(slug)]);
  const pages = await source.findPages(slug);
  for (const page of pages) cmsTreeTags(page, tags);
  const entry = pickPageForSite(pages, site);
  if (!entry) return { status: 'missing', tags: [...tags] };
  const result = await resolvePageEntry(entry, site, mode, { tags });
  if (!result.ok) {
    log.warn('cms.page.invalid', { pageId: entry.id, slug, site: site.id, reason: result.reason });
    return { status: 'missing', tags: [...tags] };
  }
  return { status: 'found', page: result.page, tags: [...tags] };
}

/** Loads, validates and resolves a page. Published pages are cached briefly; previews never. */
export function loadPage(slug: string, site: FasciaConfig, mode: ContentMode): Promise<PageLookup> {
  if (mode === 'preview') return lookup(slug, site, mode);
  return pageCache().get(`${site.id}|${slug}`, () => lookup(slug, site, mode));
}
