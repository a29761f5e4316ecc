import 'server-only';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { chooseBadges, type SiteBadge } from '@storefront/plugins/shared/product/rules/badge-content';
import { getContentSource, type ContentMode } from '../contentful/client';
import type { ContentSource } from '../contentful/content-source';
import { publishedContentCache } from './published-content-cache';
import { log } from '../platform/log';

/**
 * The site's badges (L §3, §5) for its cards. Published badges are cached as briefly as published
 * pages, so one request (and its neighbours) reads them once; previews never.
 */
/** The content type of badges: pages showing product cards depend on every entry of it. */
export const BADGE_CONTENT_TYPE = 'badge';

export function siteBadges(site: FasciaConfig, mode: ContentMode): Promise<SiteBadge[]> {
  if (mode === 'preview') return loadSiteBadges(site, () => getContentSource(mode));
  return publishedContentCache<SiteBadge[]>('badges').get(site.id, () => loadSiteBadges(site, () => getContentSource(mode)));
}

/** Reads and validates the badges; invalid entries are logged and skipped, a failure gives none. */
export async function loadSiteBadges(site: FasciaConfig, source: () => Promise<Pick<ContentSource, 'findBadges'>>): Promise<SiteBadge[]> {
  try {
    const { badges, warnings } = chooseBadges(await (await source()).findBadges(), site.id);
    for (const warning of warnings) log.warn('cms.badge.skipped', { site: site.id, warning });
    return badges;
  } catch (error) {
    // Badges decorate cards; the products still show without them.
    log.error('cms.badges.failed', { site: site.id, error: String(error) });
    return [];
  }
}
