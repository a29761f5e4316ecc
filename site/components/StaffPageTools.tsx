import { entryEditUrl } from '@/lib/contentful/edit-link';
import { isStaffRequest } from '@/lib/staff/staff';
import styles from './StaffPageTools.module.css';

/** On a CMS page, for office-network staff only: Edit Page Content opens the page's entry (L §6). */
export async function StaffPageTools({ entryId }: { entryId: string }) {
  const href = (await isStaffRequest()) ? entryEditUrl(entryId) : undefined;
  if (!href) return null;
  return (
    <aside className={styles.bar} aria-label="Staff tools" data-testid="staff-tools">
      <span className={styles.label}>Staff tools</span>
      <a href={href} target="_blank" rel="noopener noreferrer">
        Edit Page Content
      </a>
    </aside>
  );
}
