import type { StaffToolsSettings } from '@storefront/plugins/listing/ui/StaffTools.client';

/**
 * What the server settles for the staff tools of a listing served from the cache (L §6): all but
 * the viewer's own part, whether they are staff (and so the edit link), which the browser learns
 * from its session (site/components/StaffListingTools.client.tsx).
 */
export type CachedListingStaffSettings = Omit<StaffToolsSettings, 'staff' | 'editHref'> & {
  /** The listing content's CMS entry, for Edit Page Content. */
  entryId: string | undefined;
};
