import type { OutlineItem } from './page-outline';
import styles from './studio.module.css';

/** The page's sections, each listing its blocks by type label and name (read-only). */
export function PageOutline({ items, entryHref = (id: string) => `/studio/entries/${encodeURIComponent(id)}` }: { items: readonly OutlineItem[]; entryHref?: (id: string) => string }) {
  if (items.length === 0) return <p className={styles.muted}>This page has no sections yet.</p>;
  return (
    <ol className={styles.outline} aria-label="Sections" data-testid="page-sections">
      {items.map((item, index) => (
        <li key={`${item.id}-${index}`} className={styles.outlineItem} data-testid="page-section">
          <div className={styles.outlineHead}>
            <span className={styles.outlineKind}>{item.kind === 'section' ? `Section ${index + 1}` : `Block ${index + 1}`}</span>
            {item.missing ? <span className={styles.warning}>Missing entry {item.id}</span> : <a href={entryHref(item.id)}>{item.kind === 'section' ? item.name : `${item.label}: ${item.name}`}</a>}
          </div>
          {item.kind === 'section' ? (
            item.blocks.length > 0 ? (
              <ul className={styles.outlineBlocks} aria-label={`Blocks in ${item.name}`}>
                {item.blocks.map((block, blockIndex) => (
                  <li key={`${block.id}-${blockIndex}`} className={styles.blockChip} data-content-type={block.contentType}>
                    {block.missing ? (
                      <span className={styles.warning}>Missing entry {block.id}</span>
                    ) : (
                      <a href={entryHref(block.id)}>
                        <strong>{block.label}</strong> · {block.name}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>No blocks in this section.</p>
            )
          ) : null}
        </li>
      ))}
    </ol>
  );
}
