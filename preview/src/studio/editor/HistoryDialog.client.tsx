'use client';

import { useId } from 'react';
import type { VersionSnapshot } from '@storefront/machines/pageEditor.machine';
import { useModal } from '../use-modal';
import studio from '../studio.module.css';
import styles from './editor.module.css';

export interface HistoryDialogProps {
  open: boolean;
  loading: boolean;
  restoring: boolean;
  versions: readonly VersionSnapshot[];
  error: string | undefined;
  onRestore(snapshotId: string): void;
  onClose(): void;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The page's saved versions, newest first; restoring one makes it the draft (undoable, then saved as usual). */
export function HistoryDialog({ open, loading, restoring, versions, error, onRestore, onClose }: HistoryDialogProps) {
  const ref = useModal(open);
  const id = useId();
  return (
    <dialog
      ref={ref}
      className={`${studio.dialog} ${styles.wideDialog}`}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!restoring) onClose();
      }}
    >
      {open ? (
        <>
          <div className={studio.dialogBody}>
            <h2 id={`${id}-title`} className={studio.dialogTitle}>
              Version history
            </h2>
            <p className={studio.dialogText}>Restoring a version puts its content in your draft. Nothing changes on the storefront until you publish.</p>
            {error ? (
              <p role="alert" className={studio.alert}>
                {error}
              </p>
            ) : null}
            {loading ? (
              <p className={styles.muted}>Loading versions…</p>
            ) : versions.length === 0 && !error ? (
              <p className={styles.muted}>No earlier versions yet. A version is kept each time the page is published.</p>
            ) : (
              <ol className={styles.versions} aria-label="Versions">
                {versions.map((version, index) => (
                  <li key={version.id} className={styles.version}>
                    <div>
                      <div className={styles.versionTitle}>
                        {version.version !== undefined ? `Version ${version.version}` : 'Version'}
                        {index === 0 ? <span className={styles.latest}>Latest</span> : null}
                      </div>
                      <div className={styles.muted}>
                        {timeFormat.format(new Date(version.createdAt))}
                        {version.createdBy ? ` · ${version.createdBy}` : ''}
                      </div>
                    </div>
                    <button type="button" className={studio.button} disabled={restoring} onClick={() => onRestore(version.id)}>
                      Restore
                    </button>
                  </li>
                ))}
              </ol>
            )}
          </div>
          <div className={studio.dialogFooter}>
            <span className={styles.muted} aria-live="polite">
              {restoring ? 'Restoring…' : ''}
            </span>
            <button type="button" className={studio.button} onClick={onClose} disabled={restoring}>
              Close
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
