'use client';

import type { ReactNode } from 'react';
import { useShopper } from '@storefront/plugins/shared/shopper/ShopperContext.client';
import { LazyStaffToolsProvider } from '@storefront/plugins/listing/ui/LazyStaffTools.client';
import type { CachedListingStaffSettings } from '@/lib/staff/cached-listing-staff-settings';

/**
 * On a listing served from the cache, for office-network staff only (L §6): Export Products, Edit
 * Page Content and the admin selection. The page is the same for everyone; the browser learns
 * from its session (/_api/account/me, decided per request on the server) whether this viewer is
 * staff, and only then are the tools (and their selection machine) mounted around the listing.
 */
export function StaffListingTools({ settings, children }: { settings: CachedListingStaffSettings; children: ReactNode }) {
  const { staffEditUrlPrefix } = useShopper();
  if (!staffEditUrlPrefix) return children;
  const { entryId, ...rest } = settings;
  const editHref = entryId ? `${staffEditUrlPrefix}${encodeURIComponent(entryId)}` : undefined;
  return (
    <LazyStaffToolsProvider key={settings.selectionKey} settings={{ ...rest, staff: true, editHref }}>
      {children}
    </LazyStaffToolsProvider>
  );
}
