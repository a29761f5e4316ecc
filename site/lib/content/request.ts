import 'server-only';
import { cache } from 'react';
import { loadLivePreviewSetup } from '../preview/live-preview';
import { contentMode } from '../preview/preview-secret';
import { getSite } from '../platform/request-site';
import { getViewer } from '../shopper/viewer';
import { loadPage } from './pages';

/** Everything a CMS route needs for one request; deduplicated between metadata and render. */
export const loadRequestPage = cache(async (slug: string) => {
  const [site, mode, viewer] = await Promise.all([getSite(), contentMode(), getViewer()]);
  const lookup = await loadPage(slug, site, mode);
  // Draft mode only: what the live-preview bridge needs (never built for the public storefront).
  const livePreview = mode === 'preview' && lookup.status === 'found' ? await loadLivePreviewSetup(lookup.page.id, site) : undefined;
  return { site, mode, viewer, lookup, livePreview };
});

