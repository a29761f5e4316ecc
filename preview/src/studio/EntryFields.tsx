import type { FieldRow } from './entry-fields';
import styles from './studio.module.css';

/** An entry's fields, read-only: values as text (React escapes it), links as links. */
export function EntryFields({ rows }: { rows: readonly FieldRow[] }) {
  return (
    <dl className={styles.fields} data-testid="entry-fields">
      {rows.map((row) => (
        <div key={row.id} style={{ display: 'contents' }}>
          <dt>{row.name}</dt>
          <dd>
            {row.display.kind === 'empty' ? <span className={styles.muted}>—</span> : null}
            {row.display.kind === 'text' ? <span className={styles.fieldValue}>{row.display.text}</span> : null}
            {row.display.kind === 'data' ? <pre className={styles.json}>{row.display.text}</pre> : null}
            {row.display.kind === 'links' ? (
              <ul className={styles.linkList}>
                {row.display.links.map((link, index) => (
                  <li key={`${link.id}-${index}`} className={styles.blockChip}>
                    {link.missing ? <span className={styles.warning}>Missing {link.id}</span> : link.href ? <a href={link.href}>{link.label}</a> : link.label}
                  </li>
                ))}
              </ul>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
