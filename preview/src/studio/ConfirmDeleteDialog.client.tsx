'use client';

import { useId } from 'react';
import type { EntryStatus } from './types';
import { useModal } from './use-modal';
import styles from './studio.module.css';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  page: { title: string; status: EntryStatus | string } | undefined;
  busy: boolean;
  message: string | undefined;
  onConfirm(): void;
  onCancel(): void;
}

/** Deleting a page cannot be undone: the editor confirms, told whether it is live now. */
export function ConfirmDeleteDialog({ open, page, busy, message, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const ref = useModal(open);
  const id = useId();
  const live = page?.status === 'published' || page?.status === 'changed';
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      className={styles.dialog}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {open && page ? (
        <>
          <div className={styles.dialogBody}>
            <h2 id={`${id}-heading`} className={styles.dialogTitle}>
              Delete “{page.title}”?
            </h2>
            <p id={`${id}-text`} className={styles.dialogText}>
              {live ? 'This page is live on the storefront: it will be taken off at once. ' : ''}
              The page is deleted with the sections and blocks no other page uses. This cannot be undone.
            </p>
            {message ? (
              <p role="alert" className={styles.alert}>
                {message}
              </p>
            ) : null}
          </div>
          <div className={styles.dialogFooter}>
            <button type="button" className={styles.button} onClick={onCancel} disabled={busy} autoFocus>
              Cancel
            </button>
            <button type="button" className={styles.buttonDanger} onClick={onConfirm} disabled={busy}>
              {busy ? 'Deleting…' : 'Delete page'}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
