import 'server-only';
import { processSingleton } from '@storefront/platform/process-singleton';
import type { StaffToolsSettings } from '@storefront/plugins/listing/ui/StaffTools.client';
import type { CachedListingStaffSettings } from './cached-listing-staff-settings';
import { adminToolsFor } from '@storefront/plugins/listing/rules/staff-tools';
import type { ListingView } from '@storefront/plugins/listing/ui/model';
import { adminConfigFromEnv, type AdminConfig } from '@storefront/sites/admin-config';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { entryEditUrl } from '../contentful/edit-link';
import type { ContentMode } from '../contentful/client';
import { log } from '../platform/log';
import { isStaffRequest } from './staff';


/** ADMIN_FEATURES, read once per value (unknown names are logged once). */
export function adminConfig(): AdminConfig {
  const read = processSingleton('site.adminConfig', () => ({ source: undefined as string | undefined, config: undefined as AdminConfig | undefined }));
  const source = process.env.ADMIN_FEATURES;
  if (!read.config || read.source !== source) {
    const { config, unknown } = adminConfigFromEnv();
    for (const name of unknown) log.warn('admin.feature.unknown', { name });
    Object.assign(read, { source, config });
  }
  return read.config!;
}

/** Where a listing's product selection is kept: one per site and category (or search text). */
function selectionKey(listing: ListingView, site: FasciaConfig): string {
  return listing.category ? `${site.id}:category:${listing.category.slug}` : `${site.id}:search:${listing.state.query ?? ''}`;
}

/**
 * The staff and admin tools this request's viewer gets on a listing (L §6), or undefined for a
 * shopper (nothing is sent to their browser). Decided per request on the server.
 */
export async function listingStaffTools(listing: ListingView, site: FasciaConfig, mode: ContentMode): Promise<StaffToolsSettings | undefined> {
  const staff = await isStaffRequest();
  const admin = adminToolsFor({ staff, preview: mode === 'preview' }, adminConfig());
  if (!staff && !admin.productSelection && !admin.previewBadges) return undefined;
  return { staff, editHref: staff ? entryEditUrl(listing.content?.id) : undefined, ...admin, selectionKey: selectionKey(listing, site) };
}

/**
 * The tools office-network staff get on a listing served from the cache (StaffListingTools):
 * the same as listingStaffTools decides for staff outside preview, bar the viewer's own part
 * (whether they are staff, and so the edit link), which the browser learns from its session.
 */
export function cachedListingStaffTools(listing: ListingView, site: FasciaConfig): CachedListingStaffSettings {
  const admin = adminToolsFor({ staff: true, preview: false }, adminConfig());
  return { ...admin, selectionKey: selectionKey(listing, site), entryId: listing.content?.id };
}
