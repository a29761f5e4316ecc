import 'server-only';
import { cache } from 'react';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { loadLivePreviewSetup } from '../preview/live-preview';
import { contentMode } from '../preview/preview-secret';
import type { Audience } from '../platform/site-route';
import { tagRenderedPage } from '../platform/page-cache';
import { loadPage } from './pages';

/**
 * Everything a CMS route needs for one render of a site's page for an audience; deduplicated
 * between metadata and render. Published renders record what they read as cache tags, so the
 * cached page is dropped when any of it is published, unpublished or changes in the catalogue.
 */
export const loadSitePage = cache(async (site: FasciaConfig, audience: Audience, slug: string) => {
  const mode = await contentMode();
  const lookup = await loadPage(slug, site, mode);
  if (mode === 'published') await tagRenderedPage(lookup.tags);
  // Draft mode only: what the live-preview bridge needs (never built for the public storefront).
  const livePreview = mode === 'preview' && lookup.status === 'found' ? await loadLivePreviewSetup(lookup.page.id, site) : undefined;
  return { site, mode, viewer: { kind: audience }, lookup, livePreview };
});
