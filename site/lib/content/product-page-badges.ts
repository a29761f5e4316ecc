import 'server-only';
import type { SiteBadge } from '@storefront/plugins/shared/product/rules/badge-content';
import { showsPreviewBadges } from '@storefront/plugins/listing/rules/staff-tools';
import type { FasciaConfig } from '@storefront/sites/fascias';
import type { ContentMode } from '../contentful/client';
import { BADGE_CONTENT_TYPE, siteBadges } from './badges';
import { contentTypeTag } from '../platform/cache-tags';
import { tagRenderedPage } from '../platform/page-cache';
import { adminConfig } from '../staff/staff-tools';

/**
 * The site's badges for a product page (P §5), and whether it shows the preview badge (editors'
 * preview, when the admin config lists preview badges). A published page records the badge
 * content type's tag, so publishing or changing a badge draws the product pages again.
 */
export async function productPageBadges(site: FasciaConfig, mode: ContentMode): Promise<{ badges: SiteBadge[]; previewBadges: boolean }> {
  const badges = await siteBadges(site, mode);
  if (mode === 'published') await tagRenderedPage([contentTypeTag(BADGE_CONTENT_TYPE)]);
  return { badges, previewBadges: showsPreviewBadges(adminConfig(), mode === 'preview') };
}
