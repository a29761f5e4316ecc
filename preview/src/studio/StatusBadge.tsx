import type { EntryStatus } from './types';
import styles from './studio.module.css';

const labels: Record<EntryStatus, string> = { draft: 'Draft', published: 'Published', changed: 'Changed', archived: 'Archived' };

/** Draft, published, or published with newer changes (Contentful's three states, plus archived). */
export function StatusBadge({ status }: { status: EntryStatus }) {
  return (
    <span className={styles.status} data-status={status} data-testid="entry-status">
      {labels[status]}
    </span>
  );
}
