'use client';

import { useShopper } from '@storefront/plugins/shared/shopper/ShopperContext.client';
import styles from './StaffPageTools.module.css';

/**
 * On a CMS page, for office-network staff only: Edit Page Content opens the page's entry (L §6).
 * The page is cached and the same for everyone: the browser learns from its session
 * (/_api/account/me, decided per request on the server) whether this viewer is staff.
 */
export function StaffPageTools({ entryId }: { entryId: string }) {
  const { staffEditUrlPrefix } = useShopper();
  if (!staffEditUrlPrefix) return null;
  return (
    <aside className={styles.bar} aria-label="Staff tools" data-testid="staff-tools">
      <span className={styles.label}>Staff tools</span>
      <a href={`${staffEditUrlPrefix}${encodeURIComponent(entryId)}`} target="_blank" rel="noopener noreferrer">
        Edit Page Content
      </a>
    </aside>
  );
}
