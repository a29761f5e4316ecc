import 'server-only';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { chooseBadges, type SiteBadge } from '@storefront/plugins/shared/badges/badge-content';
import { getContentSource, type ContentMode, type ContentSource } from '../contentful/client';
import { TtlCache } from '../content/page-cache';
import { log } from './log';

const badgesKey = Symbol.for('storefront.site.badges');
type GlobalWithBadges = typeof globalThis & { [badgesKey]?: TtlCache<SiteBadge[]> };

/**
 * The site's badges (L §3, §5) for its cards. Published badges are cached as briefly as published
 * pages, so one request (and its neighbours) reads them once; previews never.
 */
export function siteBadges(site: FasciaConfig, mode: ContentMode): Promise<SiteBadge[]> {
  if (mode === 'preview') return loadSiteBadges(site, () => getContentSource(mode));
  const store = globalThis as GlobalWithBadges;
  store[badgesKey] ??= new TtlCache<SiteBadge[]>(Number(process.env.PAGE_CACHE_TTL_MS ?? 30_000));
  return store[badgesKey].get(site.id, () => loadSiteBadges(site, () => getContentSource(mode)));
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
