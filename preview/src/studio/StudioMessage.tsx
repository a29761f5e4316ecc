import type { ReactNode } from 'react';
import styles from './studio.module.css';

/** A full-screen studio message (not found, …) with the way back. */
export function StudioMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={styles.signInPage}>
      <div className={styles.signInCard}>
        <div className={styles.signInBrand}>
          <span className={styles.brandMark} aria-hidden="true">
            S
          </span>
          Storefront Studio
        </div>
        <h1 className={styles.signInTitle}>{title}</h1>
        <div className={styles.dialogText}>{children}</div>
      </div>
    </main>
  );
}
